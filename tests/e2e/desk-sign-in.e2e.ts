import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sharedBrowser } from "../support/shared";
import { listAudit } from "~/storage/operators/desk-audit-store.server";
import { openPage } from "../support/browser";
import {
  addVirtualAuthenticator,
  contactsCli,
  enrolWithPasskey,
  invite,
  pressFromKeyboard,
  signOut,
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

/** A sign-in refused for a passkey the desk does not know (no browser needed to fail). */
const failedAttempt = { step: "verify", challengeId: "no-such-challenge", response: { id: "no-such-passkey", response: {} } };

// On SQLite; desk-answers.e2e.ts signs in with a passkey on PostgreSQL, and the challenges and
// sessions are stored on both databases in tests/integration.
describe("signing in to the desk", () => {
  let desk: DeskServer;
  let origin: string;

  beforeAll(async () => {
    desk = await startDesk("sqlite");
    origin = desk.origin;
  });
  afterAll(async () => {
    await desk?.stop();
  });

  const attempt = (body: unknown) =>
    fetch(`${desk.server.url}/desk/api/sign-in`, {
      method: "POST",
      headers: { origin, "content-type": "application/json" },
      body: JSON.stringify(body),
    });

  // Seen failing before the fix: options and verification both counted, so the sixth sign-in got 429.
  it("lets an office sign in again and again from one address; only failures count, and the eleventh failure gets 429", async () => {
    const page = await enrolWithPasskey(browser, await invite(desk.where, "office@agency.example", "Office"));
    for (let i = 0; i < 8; i++) {
      await signOut(page);
      await page.getByRole("button", { name: "Sign in with a passkey" }).click();
      await page.waitForURL(`${origin}/desk`);
      expect(await page.getByRole("heading", { name: "Inbox" }).count(), `sign-in ${i + 1}`).toBe(1);
    }
    await signOut(page);

    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await attempt(failedAttempt)).status);
    expect(statuses).toEqual([...Array(10).fill(403), 429]);
    // Held: no challenge either, and the page says so in words, not the browser's error.
    expect((await attempt({ step: "options" })).status).toBe(429);
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await expect
      .poll(() => page.getByRole("alert").textContent())
      .toBe("Too many failed sign-ins from this network: wait 15 minutes, then try again.");
    expect(page.url()).toBe(`${origin}/desk/sign-in`);

    // Ten failures from one client are one line of the audit a minute (one, unless the attempts
    // crossed a minute's end), each with the count it stands for.
    const failures = (await withDb(desk.where, (db) => listAudit(db, { limit: 100, offset: 0 }))).filter(
      (e) => e.action === "failed sign-in",
    );
    const counts = failures.map((e) => Number(/\((\d+) failed sign-ins from client/.exec(e.detail)?.[1] ?? 1));
    expect(counts.reduce((sum, n) => sum + n, 0)).toBe(10);
    expect(new Set(failures.map((e) => e.at.slice(0, 16))).size).toBe(failures.length);
    expect(new Set(failures.map((e) => /client ([0-9a-f]{8})/.exec(e.detail)?.[1])).size).toBe(1);
    expect(failures.some((e) => /\(\d+ failed sign-ins from client [0-9a-f]{8} in the minute from \d\d:\d\d UTC\)$/.test(e.detail))).toBe(
      true,
    );
    await page.close();
  });
});

describe("the page asked for, the words and the language of signing in", () => {
  let desk: DeskServer;
  let origin: string;
  let page: Page;

  beforeAll(async () => {
    desk = await startDesk("sqlite", { DESK_HELP: "Anna Peeters (anna@agency.example)" });
    origin = desk.origin;
    page = await enrolWithPasskey(browser, await invite(desk.where, "deep@agency.example", "Deep"));
    await signOut(page);
  });
  afterAll(async () => {
    await page?.close();
    await desk?.stop();
  });

  // Seen failing before the fix: every page sent to /desk/sign-in and the inbox came after it.
  it("brings the operator back to the page they asked for, signed in from the keyboard", async () => {
    await page.goto(`${origin}/desk/report?days=7`);
    expect(page.url()).toBe(`${origin}/desk/sign-in?next=%2Fdesk%2Freport%3Fdays%3D7`);
    await pressFromKeyboard(page.getByRole("button", { name: "Sign in with a passkey" }), "Enter");
    await page.waitForURL(`${origin}/desk/report?days=7`);
    expect(await page.getByRole("link", { name: "7 days", exact: true }).getAttribute("aria-current")).toBe("page");
    await signOut(page);
  });

  it("never leads off the desk after signing in: //evil.example, /\\evil.example and other sites go to the inbox", async () => {
    for (const next of ["//evil.example", "/\\evil.example", "https://evil.example/desk", "/desk/..//evil.example"]) {
      await page.goto(`${origin}/desk/sign-in?next=${encodeURIComponent(next)}`);
      await page.getByRole("button", { name: "Sign in with a passkey" }).click();
      await page.waitForURL(`${origin}/desk`);
      await signOut(page);
    }
  });

  it("says what went wrong in plain words in the page's language, never the browser's raw error", async () => {
    // A passkey the desk no longer has: refused.
    await page.goto(`${origin}/desk/sign-in?lang=fr`);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Connexion au bureau des demandes");
    const removed = await contactsCli(desk.where, ["operators", "remove", "--email", "deep@agency.example"]);
    expect(removed.code).toBe(0);
    await page.getByRole("button", { name: "Se connecter avec une clé d’accès" }).click();
    await expect
      .poll(() => page.getByRole("alert").textContent())
      .toBe("Échec de la connexion\u00a0: cette clé d’accès n’a pas été acceptée. Réessayez, ou utilisez une autre de vos clés d’accès.");

    // No passkey on this device at all: the browser refuses (NotAllowedError), the page says "cancelled".
    const bare = await openPage(browser, { viewport: { width: 390, height: 844 } });
    await addVirtualAuthenticator(bare);
    await bare.goto(`${origin}/desk/sign-in`);
    await bare.getByRole("button", { name: "Sign in with a passkey" }).click();
    await expect
      .poll(() => bare.getByRole("alert").textContent(), { timeout: 60_000 })
      .toBe("Sign-in was cancelled, or your device did not answer in time. Try again.");
    expect(await bare.getByRole("alert").textContent()).not.toMatch(/w3\.org|NotAllowedError/);
    // "Lost your device?" names who to ask (DESK_HELP).
    expect(await bare.getByText("Lost your device?").textContent()).toContain(
      "Ask Anna Peeters (anna@agency.example) for a new sign-in link",
    );
    await bare.close();
  });

  // Seen failing before the fix: the enrolment page was English whatever the invitation or the browser.
  it("shows the enrolment page in the invitation's language, else the browser's, with a switch", async () => {
    const fr = await invite(desk.where, "fr@agency.example", "Françoise", ["--language", "fr"]);
    const english = await openPage(browser, { locale: "en-GB" });
    await english.goto(fr);
    expect(await english.getByRole("heading", { level: 1 }).textContent()).toBe("Créez votre clé d’accès");
    await english.getByRole("link", { name: "Show this page in English" }).click();
    // A click does not wait for the page it opens: the old page's heading is there until then.
    await expect.poll(() => english.getByRole("heading", { level: 1 }).textContent()).toBe("Create your passkey");
    await english.close();

    const plain = await invite(desk.where, "browser@agency.example", "Bruno");
    const french = await openPage(browser, { locale: "fr-BE" });
    await french.goto(plain);
    expect(await french.getByRole("heading", { level: 1 }).textContent()).toBe("Créez votre clé d’accès");
    await french.close();
  });
});

describe("the passkey's user handle", () => {
  let desk: DeskServer;
  beforeAll(async () => {
    desk = await startDesk("sqlite");
  });
  afterAll(async () => {
    await desk?.stop();
  });

  // Seen failing before the fix: an assertion whose user handle named someone else signed in.
  it("refuses an assertion whose user handle is not the passkey's operator", async () => {
    const page = await enrolWithPasskey(browser, await invite(desk.where, "handle@agency.example", "Handle"));
    await signOut(page);
    let status = 0;
    await page.route("**/desk/api/sign-in", async (route) => {
      const body = JSON.parse(route.request().postData() ?? "{}") as { step?: string; response?: { response?: { userHandle?: string } } };
      if (body.step !== "verify" || !body.response?.response) return route.continue();
      body.response.response.userHandle = Buffer.from("another-operator-id").toString("base64url");
      const answer = await route.fetch({ postData: JSON.stringify(body) });
      status = answer.status();
      await route.fulfill({ response: answer });
    });
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await expect.poll(() => page.getByRole("alert").textContent()).toContain("this passkey was not accepted");
    expect(status).toBe(403);
    expect(page.url()).toBe(`${desk.origin}/desk/sign-in`);
    expect((await page.context().cookies()).some((c) => c.name.startsWith("__Host-"))).toBe(false);
    const entries = await withDb(desk.where, (db) => listAudit(db, { limit: 5, offset: 0 }));
    expect(entries[0]).toMatchObject({ action: "failed sign-in", detail: expect.stringContaining("user handle does not match") });
    await page.unroute("**/desk/api/sign-in");
    await page.close();
  });
});
