/**
 * /.well-known/security.txt (RFC 9116), served by the production server: where to report a
 * vulnerability, in which languages, until when. Other dotfiles stay refused.
 */
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { site } from "~/site";
import { startServer, type RunningServer } from "../support/server";
import { sharedSite } from "../support/shared";

// Pages only read, default settings: the run's shared server (one of its own outside the e2e tier).
let server: Pick<RunningServer, "url">;
let own: RunningServer | undefined;
beforeAll(async () => {
  server = sharedSite() ?? (own = await startServer());
});
afterAll(async () => {
  await own?.stop();
});

const stamp = JSON.parse(readFileSync("build/stamp.json", "utf8")) as { siteUrl: string; builtAt: string };

describe("security.txt (issue 18, item 14)", () => {
  it("answers with Contact, Expires within a year of the build, Preferred-Languages en, fr, nl and its Canonical URL", async () => {
    const response = await fetch(`${server.url}/.well-known/security.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    const fields = Object.fromEntries(
      (await response.text())
        .trim()
        .split("\n")
        .map((line) => [line.slice(0, line.indexOf(":")), line.slice(line.indexOf(":") + 1).trim()]),
    );
    expect(fields.Contact).toBe(`mailto:${site.email}`);
    expect(fields["Preferred-Languages"]).toBe("en, fr, nl");
    expect(fields.Canonical).toBe(`${stamp.siteUrl}/.well-known/security.txt`);
    const expires = Date.parse(fields.Expires ?? "");
    const built = Date.parse(stamp.builtAt);
    expect(fields.Expires).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(expires).toBeGreaterThan(built);
    expect(expires - built).toBeLessThanOrEqual(365 * 24 * 3600 * 1000);
  });

  it("other dotfiles and dot segments are still refused", async () => {
    for (const path of ["/.env", "/.well-known/../package.json", "/.well-known/.hidden"]) {
      expect((await fetch(`${server.url}${path}`)).status, path).toBeGreaterThanOrEqual(400);
    }
  });
});
