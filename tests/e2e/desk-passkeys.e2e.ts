import { sql } from "kysely";
import type { Browser, Page } from "playwright-core";
import { sharedBrowser } from "../support/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPage } from "../support/browser";
import {
  addVirtualAuthenticator,
  contactsCli,
  deskSession,
  enrolWithPasskey,
  invite,
  signedInPage,
  startDesk,
  withDb,
  type DeskServer,
} from "../support/desk";

let browser: Browser;
beforeAll(async () => {
  browser = await sharedBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A second device of the same operator: its own browser context and authenticator, enrolled by this link. */
async function secondDevice(link: string): Promise<Page> {
  return enrolWithPasskey(browser, link);
}

// On SQLite: passkeys, links and the sessions they opened are stored on both databases in
// tests/integration/desk-passkeys-store.test.ts, and desk-answers.e2e.ts enrols and signs in with a
// passkey on PostgreSQL.
describe("passkeys and enrolment links", () => {
  let desk: DeskServer;
  let origin: string;

  beforeAll(async () => {
    desk = await startDesk("sqlite");
    origin = desk.origin;
  });
  afterAll(async () => {
    await desk?.stop();
  });

  // Seen failing before the fix: the older link still enrolled a passkey after a newer one was made.
  it("a new invitation revokes the operator's earlier unused links", async () => {
    const older = await invite(desk.where, "twice@agency.example", "Twice");
    const newer = await invite(desk.where, "twice@agency.example");
    const stale = await fetch(older.replace(origin, desk.server.url));
    expect(stale.status).toBe(410);
    expect(await stale.text()).toContain("a newer link replaced it");
    const page = await secondDevice(newer);
    expect(await page.getByRole("heading", { name: "Inbox" }).count()).toBe(1);
    await page.close();
  });

  // Seen failing before the fix: there was no way to see or remove a lost device's passkey.
  it("shows an operator their passkeys; 'Remove' ends the lost device's access and sessions", async () => {
    const laptop = await enrolWithPasskey(browser, await invite(desk.where, "two@agency.example", "Two"));
    const phone = await secondDevice(await invite(desk.where, "two@agency.example"));

    await phone.getByRole("link", { name: "Passkeys" }).click();
    await phone.waitForURL(`${origin}/desk/passkeys`);
    const rows = phone.locator("tbody tr");
    await expect.poll(() => rows.count()).toBe(2);
    expect(await rows.nth(0).textContent()).toMatch(/Chrome on Linux/);
    expect(await rows.nth(1).textContent()).toContain("(this session)");
    // The laptop signed in at enrolment: its passkey was made, not used since.
    expect(await rows.nth(0).locator("td").nth(1).textContent()).toBe("never");

    const listed = await contactsCli(desk.where, ["operators", "passkeys", "--email", "two@agency.example"]);
    expect(listed.code).toBe(0);
    expect(listed.stdout.trim().split("\n")).toHaveLength(2);
    expect(listed.stdout).toMatch(/Chrome on Linux\s+created \d{4}-\d\d-\d\dT.*last used never/);

    // The laptop is lost: removed from the phone.
    await rows
      .nth(0)
      .getByRole("button", { name: /^Remove the passkey of Chrome on Linux, created / })
      .click();
    await expect.poll(() => phone.getByRole("status").textContent()).toBe("The passkey was removed and the sessions it opened have ended.");
    expect(await phone.locator("tbody tr").count()).toBe(1);
    // The laptop's session is over, and its passkey no longer signs in.
    await laptop.goto(`${origin}/desk`);
    expect(laptop.url()).toBe(`${origin}/desk/sign-in`);
    await laptop.getByRole("button", { name: "Sign in with a passkey" }).click();
    await expect.poll(() => laptop.getByRole("alert").textContent()).toContain("this passkey was not accepted");
    await laptop.close();
    await phone.close();
  }, 300_000); // two devices enrolled, the CLI run once: minutes on a busy machine

  it("`contacts operators revoke` removes one passkey and ends the sessions it opened, not the others", async () => {
    const first = await enrolWithPasskey(browser, await invite(desk.where, "cli@agency.example", "Cli"));
    const second = await secondDevice(await invite(desk.where, "cli@agency.example"));
    const listed = await contactsCli(desk.where, ["operators", "passkeys", "--email", "cli@agency.example"]);
    const firstId = listed.stdout.trim().split("\n")[0]!.split(/\s+/)[0]!;
    const revoked = await contactsCli(desk.where, ["operators", "revoke", "--email", "cli@agency.example", "--passkey", firstId]);
    expect(revoked.code, revoked.stderr).toBe(0);
    expect(revoked.stdout).toMatch(/^Revoked Cli's passkey .* 1 session\(s\) it opened have ended\.$/m);
    await first.goto(`${origin}/desk`);
    expect(first.url()).toBe(`${origin}/desk/sign-in`);
    await second.goto(`${origin}/desk`);
    expect(await second.getByRole("heading", { name: "Inbox" }).count()).toBe(1);
    const unknown = await contactsCli(desk.where, ["operators", "revoke", "--email", "cli@agency.example", "--passkey", firstId]);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("has no passkey");
    await first.close();
    await second.close();
  }, 300_000);

  // Seen failing before the fix: the link was used up first, the save failed (500), and the link was dead.
  it("a passkey that cannot be saved leaves the enrolment link usable", async () => {
    const link = await invite(desk.where, "fault@agency.example", "Fault");
    await withDb(desk.where, async (db) => {
      if (db.dialect === "sqlite") {
        await sql`CREATE TRIGGER refuse_passkeys BEFORE INSERT ON desk_credentials BEGIN SELECT RAISE(ABORT, 'disk I/O error'); END`.execute(
          db.kysely,
        );
      } else {
        await sql`CREATE FUNCTION refuse_passkeys() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'disk I/O error'; END $$ LANGUAGE plpgsql`.execute(
          db.kysely,
        );
        await sql`CREATE TRIGGER refuse_passkeys BEFORE INSERT ON desk_credentials FOR EACH ROW EXECUTE FUNCTION refuse_passkeys()`.execute(
          db.kysely,
        );
      }
    });
    const page = await openPage(browser, { viewport: { width: 390, height: 844 } });
    await addVirtualAuthenticator(page);
    await page.goto(link);
    await page.getByRole("button", { name: "Create a passkey" }).click();
    await expect
      .poll(() => page.getByRole("alert").textContent())
      .toBe("Your passkey could not be saved. Nothing was kept and this link still works: try again in a moment.");
    await withDb(desk.where, async (db) => {
      await sql`DROP TRIGGER refuse_passkeys${sql.raw(db.dialect === "sqlite" ? "" : " ON desk_credentials")}`.execute(db.kysely);
      if (db.dialect !== "sqlite") await sql`DROP FUNCTION refuse_passkeys()`.execute(db.kysely);
    });
    await page.close();
    // The same link, again: it still works.
    const again = await enrolWithPasskey(browser, link);
    expect(await again.getByRole("heading", { name: "Inbox" }).count()).toBe(1);
    await again.close();
  });
});

describe("the desk's addresses and logs", () => {
  let desk: DeskServer;
  let origin: string;
  let page: Page;
  let csrf: string;
  let cookie: string;

  beforeAll(async () => {
    desk = await startDesk("sqlite");
    origin = desk.origin;
    // Not about passkeys: signed in by a session made directly.
    page = await signedInPage(browser, desk, "pages@agency.example", "Pages");
    ({ cookie, csrf } = await deskSession(desk.where, "pages@agency.example"));
  });
  afterAll(async () => {
    await page?.close();
    await desk?.stop();
  });

  // Seen failing before the fix: /desk/audit?page=1e17 (and Infinity, 1e300) answered 500.
  it("answers any page number with a page, never a 500", async () => {
    for (const value of ["1e17", "Infinity", "1e300", "-1", "abc", "9".repeat(400)]) {
      for (const path of [`/desk/audit?page=${value}`, `/desk?page=${value}`, `/desk/report?days=${value}`]) {
        const response = await page.goto(`${origin}${path}`);
        expect(response?.status(), path).toBe(200);
      }
    }
    await page.goto(`${origin}/desk/audit?page=1e17`);
    expect(await page.getByRole("cell", { name: "sign-in", exact: true }).count()).toBeGreaterThan(0);
  });

  // Seen failing before the fix: a Referer of /desk/..//evil.example sent the browser to //evil.example.
  it("sends the language switch back only to a page of the desk", async () => {
    const post = (referer: string) =>
      fetch(`${desk.server.url}/desk/language`, {
        method: "POST",
        headers: { origin, cookie, referer, "content-type": "application/x-www-form-urlencoded" },
        body: `csrf=${csrf}&language=en`,
        redirect: "manual",
      });
    const cases: [string, string][] = [
      [`${origin}/desk/report?days=7`, "/desk/report?days=7"],
      [`${origin}/desk/x/../audit`, "/desk/audit"],
      [`${origin}/desk/..//evil.example`, "/desk"],
      [`${origin}/desk/%2e%2e//evil.example`, "/desk"],
      [`${origin}/desk/..\\..\\/evil.example`, "/desk"],
      [`${origin}/deskevil`, "/desk"],
      ["https://evil.example/desk/audit", "/desk"],
    ];
    for (const [referer, location] of cases) {
      const r = await post(referer);
      expect(r.status, referer).toBe(302);
      expect(r.headers.get("location"), referer).toBe(location);
    }
  });

  // Seen failing before the fix: each such post was an error line with a stack.
  it("logs a stranger's posts to desk pages as one warning a minute, not as errors", async () => {
    const before = desk.server.output().length;
    // Each answer's X-Request-Id: a request's line is written when its response closes, which can
    // be after the client read it, so an earlier test's last post may log after `before`.
    const languagePosts: string[] = [];
    for (let i = 0; i < 5; i++) {
      for (const path of ["/desk/audit", "/desk/report", "/desk/language"]) {
        const r = await fetch(`${desk.server.url}${path}`, {
          method: "POST",
          headers: { origin, "content-type": "application/x-www-form-urlencoded" },
          body: "a=b",
        });
        expect([401, 405], path).toContain(r.status);
        if (path === "/desk/language") languagePosts.push(r.headers.get("x-request-id") ?? "none");
      }
    }
    // Each post's own line (the warning, when it falls on one of them, names its path too).
    await expect
      .poll(() => {
        const output = desk.server.output();
        return languagePosts.filter((id) => output.includes(`"requestId":"${id}","method":"POST","path":"/desk/language"`)).length;
      })
      .toBe(5);
    const lines = desk.server
      .output()
      .slice(before)
      .split("\n")
      .filter((l) => l.startsWith("{"))
      .map((l) => JSON.parse(l) as { level: number; msg: string });
    expect(lines.filter((l) => l.level >= 50)).toEqual([]);
    // deskGuard answers every stranger's post (401) before a route could answer 405. One warning a
    // minute, whatever minute the posts fall in: over the server's whole life (earlier tests of
    // this file posted too), no two within 60 s of each other, and at least one in all.
    const warnings = desk.server
      .output()
      .split("\n")
      .filter((l) => l.startsWith("{") && l.includes("desk post refused"))
      .map((l) => (JSON.parse(l) as { time: number }).time);
    expect(warnings.length).toBeGreaterThan(0);
    for (let i = 1; i < warnings.length; i++) expect(warnings[i]! - warnings[i - 1]!).toBeGreaterThanOrEqual(60_000);
    expect(
      lines.filter((l) => l.msg.startsWith("request refused") || l.msg.startsWith("desk post refused")).every((l) => l.level === 40),
    ).toBe(true);
  });
});
