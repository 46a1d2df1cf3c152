import { describe, expect, it } from "vitest";
import { deskReturnPath } from "./return-path";

const origin = "https://desk.example.be";

describe("deskReturnPath", () => {
  it("keeps a desk page with its query, as path and query", () => {
    expect(deskReturnPath("/desk/report?days=7", origin)).toBe("/desk/report?days=7");
    expect(deskReturnPath("/desk", origin)).toBe("/desk");
    expect(deskReturnPath(`${origin}/desk/leads/abc?saved=1`, origin)).toBe("/desk/leads/abc?saved=1");
  });

  it("resolves dot segments, and refuses what then leaves the desk", () => {
    expect(deskReturnPath("/desk/x/../audit", origin)).toBe("/desk/audit");
    expect(deskReturnPath("/desk/../evil", origin)).toBeUndefined();
    expect(deskReturnPath(`${origin}/desk/..//evil.example`, origin)).toBeUndefined();
    expect(deskReturnPath(`${origin}/desk/%2e%2e//evil.example`, origin)).toBeUndefined();
  });

  it("never leads to another origin", () => {
    for (const value of [
      "//evil.example",
      "//evil.example/desk",
      "/\\evil.example",
      "/\\/evil.example/desk",
      "\\\\evil.example",
      "https://evil.example/desk",
      "http://desk.example.be/desk",
      "javascript:alert(1)",
      "/\t/evil.example",
      "/deskevil",
      "/desk.data",
      "",
    ]) {
      expect(deskReturnPath(value, origin), value).toBeUndefined();
    }
  });

  it("does not send back to the sign-in page or a ceremony", () => {
    expect(deskReturnPath("/desk/sign-in?next=/desk", origin)).toBeUndefined();
    expect(deskReturnPath("/desk/api/sign-in", origin)).toBeUndefined();
  });
});
