import { Hono } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { describe, expect, it } from "vitest";
import { fastPathSecurityHeaders, securityHeaderOptions, securityHeaders } from "./security-headers";

/** What hono's middleware sets on an answer with the site's options. */
async function honoHeaders(options = securityHeaderOptions): Promise<Record<string, string>> {
  const probe = new Hono().use(secureHeaders(options)).get("*", (c) => c.body(null, 204));
  return Object.fromEntries((await probe.request("/")).headers);
}

describe("the fast path's security headers", () => {
  it("are what hono's secureHeaders sets on the app's answers", async () => {
    expect(securityHeaders()).toEqual(await honoHeaders());
  });

  // The comparison above can fail: against hono's output with one option changed, it does.
  it("would differ if an option changed without them", async () => {
    expect(fastPathSecurityHeaders).not.toEqual(await honoHeaders({ ...securityHeaderOptions, xFrameOptions: "SAMEORIGIN" }));
  });
});
