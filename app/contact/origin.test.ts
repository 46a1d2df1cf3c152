import { describe, expect, it } from "vitest";
import { isSameOrigin } from "./origin";

const publicOrigin = "https://www.agency.test";
const post = (headers: Record<string, string>) => new Request("http://127.0.0.1:3999/contact", { method: "POST", headers });

describe("the one origin check", () => {
  it("refuses another site, and an Origin that is not an origin, whatever Sec-Fetch-Site says", () => {
    expect(isSameOrigin(post({ Origin: "https://evil.test" }), publicOrigin)).toBe(false);
    for (const origin of ["null", "foo", "https://www.agency.test/", "javascript:alert(1)", ""]) {
      expect(isSameOrigin(post({ Origin: origin }), publicOrigin), origin).toBe(false);
      expect(isSameOrigin(post({ Origin: origin, "Sec-Fetch-Site": "same-origin" }), publicOrigin), origin).toBe(false);
    }
    expect(isSameOrigin(post({ "Sec-Fetch-Site": "cross-site" }), publicOrigin)).toBe(false);
    expect(isSameOrigin(post({ "Sec-Fetch-Site": "same-site" }), publicOrigin)).toBe(false);
  });

  it("accepts its own origin, SITE_URL behind a proxy, the browser's same-origin, and clients that say nothing", () => {
    expect(isSameOrigin(post({ Origin: "http://127.0.0.1:3999" }), publicOrigin)).toBe(true);
    expect(isSameOrigin(post({ Origin: publicOrigin }), publicOrigin)).toBe(true);
    expect(isSameOrigin(post({ Origin: "https://proxy.internal", "Sec-Fetch-Site": "same-origin" }), publicOrigin)).toBe(true);
    expect(isSameOrigin(post({}), publicOrigin)).toBe(true);
    expect(isSameOrigin(post({ "Sec-Fetch-Site": "none" }), publicOrigin)).toBe(true);
  });
});
