import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sharedBrowser } from "../support/shared";
import { csvHeader } from "~/storage/requests/records-store.server";
import { formatReference, referenceDay } from "~/storage/requests/reference";
import { pressFromKeyboard, seedLeads, signedInPage, startDesk, withDb, type DeskServer, type DeskWhere } from "../support/desk";
import { axeViolations as axe } from "../support/page-checks";

let browser: Browser;
beforeAll(async () => {
  browser = await sharedBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The lead page's "Source" section as a reader hears it: heading, then each label and value. */
async function sourceOf(page: Page): Promise<string> {
  const section = page.getByRole("region", { name: /^(Source|Origine)$/ });
  const texts = await section.locator("h2, dt, dd, p").allTextContents();
  return texts.map((t) => t.trim()).join(" ");
}

/** When Bruno wrote: his reference's day. */
const brunoAt = new Date(Date.now() - 3600 * 1000);

// On SQLite: the stores behind these pages are tested on both databases in tests/integration, and
// desk-answers.e2e.ts drives the desk on PostgreSQL once. Signed in by a session made directly:
// the passkey ceremony is desk-sign-in's, desk-passkeys' and desk-access's.
describe("the lead desk", () => {
  let desk: DeskServer;
  let origin: string;
  let where: DeskWhere;
  let alice: string;
  let bruno: string;
  let spam: string;

  beforeAll(async () => {
    desk = await startDesk("sqlite");
    ({ origin, where } = desk);
    [alice, bruno, spam] = (await seedLeads(where, [
      {
        firstName: "Alice",
        email: "alice@example.com",
        message: "We need a CRM audit. <b>bold</b> stays text.",
        // Past the promise whatever the day and hour the test runs (a week and more: beyond any weekend and holiday).
        createdAt: new Date(Date.now() - 8 * 24 * 3600 * 1000),
        failedWebhook: true,
      },
      {
        firstName: "Bruno",
        email: "bruno@exemple.be",
        message: "Nous voulons automatiser nos relances.",
        language: "fr",
        package: "professional",
        createdAt: brunoAt,
        referenceNumber: 7,
        attribution: {
          utm_source: "linkedin",
          utm_medium: "social",
          utm_campaign: "autumn",
          referrer_host: "www.linkedin.com",
          landing_path: "/fr/labs",
          heard_from: "recommendation",
        },
      },
      {
        firstName: "Spammy",
        email: "spam@spam.example",
        message: "Cheap links for your site!!!",
        leadStatus: "spam",
        createdAt: new Date(Date.now() - 60 * 1000),
      },
    ])) as [string, string, string];
  });
  afterAll(async () => {
    await desk?.stop();
  });

  it("inbox → filter → lead → note → status → retry → export → not spam → erase → audit → French → sign out", async () => {
    const page = await signedInPage(browser, desk, "owner@agency.example", "Owner");

    // The inbox opens on "To answer": new leads, spam left out, the overdue one first and said in
    // words; counts per view; no framework JavaScript.
    expect(await page.locator("li[data-lead]").count()).toBe(2);
    expect(await page.locator("li[data-lead]").first().getAttribute("data-lead")).toBe(alice);
    // Each row's age; past the promise (due the same time on the next working day), red with "Overdue".
    expect(await page.locator(`li[data-lead="${alice}"] strong[data-age]`).textContent()).toMatch(/^Overdue · 8\sd$/);
    expect(await page.locator(`li[data-lead="${alice}"] strong[data-age]`).evaluate((e) => getComputedStyle(e).color)).toBe(
      "rgb(185, 28, 28)",
    );
    expect(await page.locator(`li[data-lead="${bruno}"] [data-age]`).textContent()).toMatch(/^\d+\s(min|h|d)/);
    expect(await page.locator(`li[data-lead="${bruno}"]`).textContent()).not.toContain("Overdue");
    // The chips written one way: each a state (issue 36).
    expect(await page.getByRole("link", { name: /^Unanswered 2$/ }).count()).toBe(1);
    expect(await page.getByRole("link", { name: /^Spam 1$/ }).count()).toBe(1);
    expect(await page.locator("script[type=module], script[src]").count()).toBe(0);
    expect(await axe(page)).toEqual([]);

    // Filters are query parameters: bookmarkable.
    await page.getByText("Filters", { exact: true }).click();
    const search = page.getByLabel("Search (first name, email, message or reference)");
    await search.fill("relances");
    await page.getByRole("button", { name: "Filter", exact: true }).click();
    await page.waitForURL(/q=relances/);
    expect(page.url()).toBe(`${origin}/desk?q=relances`);
    expect(await page.locator("li[data-lead]").count()).toBe(1);
    expect(await page.locator("ol").textContent()).toContain("Bruno");
    // The short reference Bruno was given, as an operator types it while he reads it out on the phone.
    const brunoReference = formatReference(referenceDay(brunoAt), 7);
    await search.fill(brunoReference.toLowerCase().replaceAll("-", " "));
    await page.getByRole("button", { name: "Filter", exact: true }).click();
    await page.waitForURL(/q=nw\+/);
    expect(await page.locator("li[data-lead]").count()).toBe(1);
    await page.getByRole("link", { name: "Open the lead from Bruno" }).click();
    await page.waitForURL((url) => url.pathname === `/desk/leads/${bruno}`);
    expect(await page.getByTestId("lead-reference").textContent()).toBe(brunoReference);
    await page.goto(`${origin}/desk?language=en&status=new`);
    expect(await page.locator("li[data-lead]").count()).toBe(1);
    expect(await page.locator("ol").textContent()).toContain("Alice");

    // The lead page: the message as text, never HTML.
    await page.getByRole("link", { name: "Open the lead from Alice" }).click();
    await page.waitForURL(`${origin}/desk/leads/${alice}?status=new&language=en`);
    // Exactly the message: the reply draft quotes it too, line by line.
    expect(await page.getByText("We need a CRM audit. <b>bold</b> stays text.", { exact: true }).count()).toBe(1);
    // Nothing known of where Alice came from: said so, not left blank.
    expect(await sourceOf(page)).toBe("Source Not known: the visitor's browser told us nothing of where they came from.");
    expect(await page.locator("main b").count()).toBe(0);
    // The mail app's link goes through the desk, which records it (desk-reply.e2e.ts follows it).
    expect(await page.getByRole("link", { name: "Reply from your mail app" }).getAttribute("href")).toBe(`/desk/leads/${alice}/mailto`);
    // So does the one under the lead's message (issue 44: it skipped the record and the reference).
    expect(await page.getByRole("link", { name: "Reply by email" }).getAttribute("href")).toBe(`/desk/leads/${alice}/mailto`);
    expect(await axe(page)).toEqual([]);

    await page.getByLabel("Note", { exact: true }).fill("Called back, wants a quote.");
    await page.getByRole("button", { name: "Add note" }).click();
    await page.waitForURL(/done=note/);
    expect(await page.getByRole("status").first().textContent()).toContain("Note added.");
    expect(await page.locator("ol").textContent()).toContain("Called back, wants a quote.");

    await page.locator("main select[name=status]").selectOption("won");
    await page.getByRole("button", { name: "Save status" }).click();
    await page.waitForURL(/done=status/);
    expect(await page.locator("ol").textContent()).toContain("status new → won");
    const stored = await withDb(where, (db) =>
      db.kysely.selectFrom("contact_requests").select(["lead_status", "first_reply_at"]).where("id", "=", alice).executeTakeFirstOrThrow(),
    );
    expect(stored.lead_status).toBe("won");
    // Won from "new" is no reply (issue 36): the first reply stays empty.
    expect(stored.first_reply_at).toBeNull();

    await page.getByRole("button", { name: "Retry (CRM webhook)" }).click();
    await page.waitForURL(/done=retry/);
    expect(await page.locator("ol").textContent()).toContain("retry of failed deliveries");

    // Export of the current filter, with the CLI's columns.
    const csv = await page.context().request.get(`${origin}/desk/export.csv?language=fr`);
    expect(csv.status()).toBe(200);
    expect(csv.headers()["cache-control"]).toBe("no-store");
    const lines = (await csv.text()).trim().split(/\r?\n/);
    expect(lines[0]).toBe(csvHeader.join(","));
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain("bruno@exemple.be");
    const json = (await (await page.context().request.get(`${origin}/desk/export.json?q=alice&status=all`)).json()) as { id: string }[];
    expect(json.map((r) => r.id)).toEqual([alice]);

    // A French lead's reply starts in French.
    await page.goto(`${origin}/desk/leads/${bruno}`);
    expect(await page.getByLabel("Your reply").inputValue()).toMatch(/^Bonjour Bruno,\n/);
    // Where Bruno came from: each known field by its name.
    expect(await sourceOf(page)).toBe(
      "Source Campaign source linkedin Campaign medium social Campaign autumn Referrer www.linkedin.com Landing page /fr/labs Heard about us from a recommendation",
    );

    // Mark as replied: the first reply's time is recorded and shown, the history says so, the
    // button goes away.
    const firstReply = page.locator("dt", { hasText: /^First reply$/ }).locator("xpath=following-sibling::dd[1]");
    expect(await firstReply.textContent()).toBe("not yet");
    await page.getByRole("button", { name: "Mark as replied" }).click();
    await page.waitForURL(/done=replied/);
    expect(await page.getByRole("status").first().textContent()).toContain("Marked as replied.");
    expect(await firstReply.textContent()).not.toBe("not yet");
    expect(await page.locator("ol").textContent()).toContain("status new → replied");
    expect(await page.getByRole("button", { name: "Mark as replied" }).count()).toBe(0);
    const replied = await withDb(where, (db) =>
      db.kysely.selectFrom("contact_requests").select(["lead_status", "first_reply_at"]).where("id", "=", bruno).executeTakeFirstOrThrow(),
    );
    expect(replied.lead_status).toBe("replied");
    expect(replied.first_reply_at).not.toBeNull();

    // Not spam: released to the outbox.
    await page.goto(`${origin}/desk/leads/${spam}`);
    await page.getByRole("button", { name: "Not spam" }).click();
    await page.waitForURL(/done=release/);
    const released = await withDb(where, (db) =>
      db.kysely.selectFrom("contact_notifications").select("channel").where("request_id", "=", spam).execute(),
    );
    expect(released.length).toBeGreaterThan(0);
    expect(await page.locator("ol").textContent()).toContain("released from spam");

    // Erase, behind its confirmation: everything of that address goes, the audit keeps the id.
    await page.goto(`${origin}/desk/leads/${alice}`);
    await page.getByLabel("Yes, erase this person's data").check();
    await page.getByRole("button", { name: "Erase", exact: true }).click();
    await page.waitForURL(/\/desk\?done=erased&n=1/);
    expect(await page.getByRole("status").first().textContent()).toContain("Erased 1 request.");
    await withDb(where, async (db) => {
      expect(await db.kysely.selectFrom("contact_requests").select("id").where("email", "=", "alice@example.com").execute()).toEqual([]);
      expect(await db.kysely.selectFrom("lead_events").select("id").where("request_id", "=", alice).execute()).toEqual([]);
      expect(await db.kysely.selectFrom("contact_notifications").select("id").where("request_id", "=", alice).execute()).toEqual([]);
      const erasure = await db.kysely.selectFrom("desk_audit").selectAll().where("action", "=", "erasure").executeTakeFirstOrThrow();
      expect(erasure).toMatchObject({ operator: "Owner", request_id: alice, detail: "" });
    });

    // The audit: every kind of event, no message text or email address.
    await page.goto(`${origin}/desk/audit`);
    const audit = (await page.locator("main").textContent()) ?? "";
    for (const action of ["sign-in", "invitation", "note", "status change", "retry", "release", "export", "erasure"])
      expect(audit).toContain(action);
    for (const secret of ["alice@example.com", "bruno@exemple.be", "Called back", "CRM audit", "relances"])
      expect(audit).not.toContain(secret);
    expect(await axe(page)).toEqual([]);

    // French, kept on the operator.
    await page.getByRole("button", { name: "Passer le bureau en français" }).click();
    await page.waitForURL(`${origin}/desk/audit`);
    expect(await page.getByRole("heading", { name: "Journal" }).count()).toBe(1);
    await page.goto(`${origin}/desk`);
    expect(await page.locator("html").getAttribute("lang")).toBe("fr-BE");
    expect(await page.getByRole("heading", { name: "Demandes" }).count()).toBe(1);
    expect(await axe(page)).toEqual([]);
    await page.goto(`${origin}/desk/leads/${bruno}`);
    expect(await sourceOf(page)).toContain("Page d’arrivée /fr/labs Nous a connus par une recommandation");
    expect(await axe(page)).toEqual([]);

    // Signing out ends on the sign-in page, judged too.
    await page.getByRole("button", { name: "Se déconnecter" }).click();
    await page.waitForURL(`${origin}/desk/sign-in`);
    expect(await axe(page)).toEqual([]);
    await page.close();
  }, 480_000);

  it("works from the keyboard alone: open a lead, mark it as replied, sign out", async () => {
    const [chloe] = await seedLeads(where, [{ firstName: "Chloé", email: "chloe@example.com", message: "A question about Pulse." }]);
    const page = await signedInPage(browser, desk, "keys@agency.example", "Keys");
    await pressFromKeyboard(page.getByRole("link", { name: "Open the lead from Chloé" }), "Enter");
    await page.waitForURL(`${origin}/desk/leads/${chloe}`);
    await pressFromKeyboard(page.getByRole("button", { name: "Mark as replied" }), "Space");
    await page.waitForURL(/done=replied/);
    expect(await page.locator("ol").textContent()).toContain("status new → replied");
    await pressFromKeyboard(page.getByRole("button", { name: "Sign out" }), "Enter");
    await page.waitForURL(`${origin}/desk/sign-in`);
    // Signing in from the keyboard (the passkey's button, pressed) is desk-sign-in's.
    await page.close();
  });
});
