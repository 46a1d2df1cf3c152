import { describe, expect, it } from "vitest";
import { cachedCopyIsCurrent } from "./fast-path";

describe("If-None-Match (RFC 9110 §13.1.2)", () => {
  const etag = '"abc-br"';
  it("matches the tag alone, in a list, weak, or *", () => {
    for (const header of ['"abc-br"', 'W/"abc-br"', '"old", "abc-br"', '"old",W/"abc-br" , "x"', "*", " * "]) {
      expect(cachedCopyIsCurrent(header, etag), header).toBe(true);
    }
  });
  it("does not match another tag, another encoding's tag, or nothing", () => {
    for (const header of ['"abc"', '"abc-gzip"', '"old", "new"', "", "abc-br", '"abc-br']) {
      expect(cachedCopyIsCurrent(header, etag), header).toBe(false);
    }
    expect(cachedCopyIsCurrent(undefined, etag)).toBe(false);
  });
});
