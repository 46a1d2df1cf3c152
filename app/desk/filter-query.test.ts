import { describe, expect, it } from "vitest";
import { auditedFilter, filterQuery } from "./filter-query";

describe("the inbox filter in the address and in the audit", () => {
  it("leaves empty values out of the address", () => {
    expect(filterQuery({ status: "new", q: "", source: undefined })).toBe("status=new");
  });

  it("never writes free text to the audit: the search and the source are redacted", () => {
    expect(auditedFilter({ status: "won", q: "eve@example.com", source: "eve@example.com", from: "2026-01-01" })).toBe(
      "status=won&q=…&source=…&from=2026-01-01",
    );
    expect(auditedFilter({ language: "fr" })).toBe("language=fr");
  });
});
