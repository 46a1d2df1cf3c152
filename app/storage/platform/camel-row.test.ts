import { describe, expect, it } from "vitest";
import { camelRow } from "./camel-row";

describe("camelRow", () => {
  it("gives the named columns under camelCase names, and only those", () => {
    const row = { id: "a", request_id: "r", first_reply_at: null, message: "kept out" };
    expect(camelRow(row, ["id", "request_id", "first_reply_at"])).toEqual({ id: "a", requestId: "r", firstReplyAt: null });
  });
});
