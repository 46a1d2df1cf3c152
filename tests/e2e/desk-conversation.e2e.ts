/**
 * The conversation in the desk as an operator sees it (issue 44), against the production server:
 * a lead who wrote again before any reply stays unanswered, overdue, red and first, and says "Wrote
 * again"; a message from another address than the lead's is flagged; "Follow up on…" takes a lead
 * out of To answer into a view of its own with its date on the row, and brings it back when its time
 * has come (the time moved into the past, as the server's clock moving past it would) or at once when
 * the lead writes; the held messages are listed in the Mailbox page. On SQLite and, for the follow-up,
 * the PostgreSQL smoke. The mailbox's reading itself is tested on a real Dovecot in
 * tests/integration/mailbox-door.test.ts; here its results are stored as it stores them.
 *
 * axe-core, the outside judge here, was seen failing on an injected defect: with the follow-up's date
 * field taken out of its label, the lead page gave "expected [ 'label: .mt-1' ] to deeply equal []".
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, it as test } from "vitest";
import { storeAnswer } from "~/storage/conversation/answers-store.server";
import { hold } from "~/storage/conversation/mailbox-store.server";
import { backends } from "../support/databases";
import { seedLeads, signedInPage, startDesk, withDb, type DeskServer } from "../support/desk";
import { axeViolations as axe } from "../support/page-checks";
import { sharedBrowser } from "../support/shared";

let browser: Browser;
beforeAll(async () => {
  browser = await sharedBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const hoursAgo = (n: number) => new Date(Date.now() - n * 3600 * 1000);
const leadOrder = (page: Page) => page.locator("li[data-lead]").evaluateAll((items) => items.map((li) => li.getAttribute("data-lead")));

/** A message from the lead's mailbox, stored as the reader stores it. */
function message(requestId: string, from: { name: string; address: string }, body: string, id: string) {
  return {
    requestId,
    messageId: `<${id}@example.be>`,
    inReplyTo: null,
    references: [],
    fromName: from.name,
    fromAddress: from.address,
    subject: "Re: Your request to Northwave",
    body,
    attachments: [],
    sentAt: null,
  };
}

// The databases side by side, each with its own server and leads (the follow-up's waits for the
// server's half-minute round overlap), and one database's tests one after the other (`it`), each
// with its own `expect` (expect.poll needs the test's own in tests that run side by side).
const it = test.sequential as typeof test;
for (const backend of backends) {
  const smoke = backend.name === "postgres";
  describe.skipIf(!backend.enabled)(`the conversation in the desk on ${backend.name}`, { concurrent: true }, () => {
    let desk: DeskServer;
    let ids: Record<"sophie" | "tom" | "lotte", string>;

    beforeAll(async () => {
      desk = await startDesk(backend.name);
      const [sophie, tom, lotte] = (await seedLeads(desk.where, [
        // Past the promise whatever the day and hour the test runs: more than a week.
        {
          firstName: "Sophie",
          email: "sophie@example.be",
          message: "Nous cherchons un CRM.",
          createdAt: hoursAgo(8 * 24),
          language: "fr",
          referenceNumber: 31,
        },
        {
          firstName: "Tom",
          email: "tom@example.be",
          message: "A question about Brevo.",
          createdAt: hoursAgo(10 * 24),
          referenceNumber: 32,
        },
        {
          firstName: "Lotte",
          email: "lotte@example.be",
          message: "Bel me in januari.",
          createdAt: hoursAgo(2),
          language: "nl",
          referenceNumber: 33,
        },
      ])) as [string, string, string];
      ids = { sophie, tom, lotte };
    });
    afterAll(async () => {
      await desk?.stop();
    });

    it.skipIf(smoke)(
      "a lead who wrote again before any reply stays unanswered, overdue, red and first; a stranger's words are flagged; held mail is listed",
      async ({ expect }) => {
        await withDb(desk.where, async (db) => {
          await storeAnswer(
            db,
            message(ids.sophie, { name: "Sophie", address: "sophie@example.be" }, "Bonjour,\n\nURGENT !!! toujours rien", "s-2"),
          );
          await storeAnswer(db, message(ids.tom, { name: "Tom", address: "assistant@elsewhere.example" }, "Any news?", "t-2"));
          await hold(
            db,
            { account: "agency@mail:993/INBOX", uidValidity: 1, uid: 7 },
            {
              state: "unmatched",
              reason: "stranger",
              requestId: ids.sophie,
              fromAddress: "stranger@evil.test",
              subject: "Our bank details changed",
              size: 2048,
            },
          );
        });
        const page = await signedInPage(browser, desk, "anna@agency.example", "Anna", { viewport: { width: 1280, height: 800 } });
        // Tom (older) then Sophie: both still waiting for their first reply, both overdue, in To answer.
        expect(await leadOrder(page)).toEqual([ids.tom, ids.sophie, ids.lotte]);
        const sophie = page.locator(`li[data-lead="${ids.sophie}"]`);
        expect(await sophie.locator("[data-wrote-again]").textContent()).toBe("Wrote again: no reply sent yet");
        expect(await sophie.locator("[data-answered]").count()).toBe(0);
        expect(await sophie.getByText(/^Overdue/).count()).toBe(1);
        expect(await axe(page)).toEqual([]);

        await page.goto(`${desk.origin}/desk/leads/${ids.tom}`);
        const answer = page.locator("[data-answer]");
        expect(await answer.getAttribute("data-kind")).toBe("again");
        expect(await answer.textContent()).toContain("Tom <assistant@elsewhere.example> wrote again");
        expect(await answer.locator("[data-not-lead]").textContent()).toBe("Not the lead's address");
        expect(
          await page
            .locator("main")
            .getByText(/^Overdue/)
            .count(),
        ).toBeGreaterThan(0);
        expect(await axe(page)).toEqual([]);

        await page.goto(`${desk.origin}/desk/mailbox`);
        const row = page.locator('tr[data-held="unmatched"]');
        expect(await row.textContent()).toContain("stranger@evil.test");
        expect(await row.textContent()).toContain("Not attached: its subject names the lead's reference");
        expect(await row.getByRole("link").getAttribute("href")).toBe(`/desk/leads/${ids.sophie}`);
        expect(await axe(page)).toEqual([]);
        await page.context().close();
      },
    );

    it("'Follow up on…' takes the lead out of To answer into its own view, and its date passing brings it back; so does the lead writing", async ({
      expect,
    }) => {
      const page = await signedInPage(browser, desk, `marc-${backend.name}@agency.example`, "Marc", {
        viewport: { width: 1280, height: 800 },
      });
      await page.goto(`${desk.origin}/desk/leads/${ids.lotte}`);
      await page.getByRole("button", { name: /^Next Monday/ }).click();
      await page.waitForURL(/done=follow-up/);
      expect(await page.getByRole("status").first().textContent()).toContain("Set aside: the lead comes back to To answer on its day.");
      const at = await page.locator("[data-follow-up-at]").first().getAttribute("data-follow-up-at");
      expect(new Date(at!).getTime()).toBeGreaterThan(Date.now());
      if (!smoke) expect(await axe(page)).toEqual([]);

      // Out of To answer, in "Follow up later" with its date.
      await page.goto(`${desk.origin}/desk`);
      expect(await leadOrder(page)).not.toContain(ids.lotte);
      await page.goto(`${desk.origin}/desk?status=later`);
      expect(await leadOrder(page)).toEqual([ids.lotte]);
      expect(await page.locator(`li[data-lead="${ids.lotte}"] [data-follow-up-at]`).textContent()).toMatch(/^Follow up on /);

      // Its time comes (moved into the past): within the server's half-minute round it is back.
      await withDb(desk.where, (db) =>
        db.kysely
          .updateTable("contact_requests")
          .set({ follow_up_at: new Date(Date.now() - 1000).toISOString() })
          .where("id", "=", ids.lotte)
          .execute(),
      );
      await expect
        .poll(
          async () => {
            await page.goto(`${desk.origin}/desk`);
            return leadOrder(page);
          },
          { timeout: 60_000, interval: 1_000 },
        )
        .toContain(ids.lotte);

      // Set aside again, then the lead writes: back at once.
      await page.goto(`${desk.origin}/desk/leads/${ids.lotte}`);
      await page.getByRole("button", { name: /^Tomorrow/ }).click();
      await page.waitForURL(/done=follow-up/);
      await withDb(desk.where, (db) =>
        storeAnswer(db, message(ids.lotte, { name: "Lotte", address: "lotte@example.be" }, "Toch al nu?", `l-${backend.name}`)),
      );
      await page.goto(`${desk.origin}/desk`);
      expect(await leadOrder(page)).toContain(ids.lotte);
      await page.context().close();
    });
  });
}
