/**
 * "Not a sales lead" (issue 47, item 3) through the production server's desk, on SQLite and
 * PostgreSQL: a job application closed from its lead page and a press question from its inbox row
 * (the plain forms' posts, as without JavaScript) leave "To answer" and the overdue count, are in a
 * view of their own with their kind, stay searchable and exported with their kind, and are outside
 * the report's leads, answered and won, on a line of their own. The browser flow is
 * tests/e2e/desk-not-sales.e2e.ts.
 */
import { existsSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "~/storage/platform/database.server";
import { getLead } from "~/storage/requests/leads-store.server";
import { countOverdue } from "~/storage/requests/inbox-store.server";
import { countUnreminded } from "~/storage/conversation/digest-store.server";
import { defaultWorkingClock } from "~/platform/working-time.server";
import { visitReport } from "~/visits/report.server";
import { backends } from "../support/databases";
import { contactsCli, deskSession, seedLeads, startDesk, type DeskServer, type DeskSession } from "../support/desk";

if (!existsSync("build/server/index.js")) throw new Error("Run `npm run build` before these tests.");

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`not a sales lead, production server on ${backend.name}`, () => {
    let desk: DeskServer;
    let session: DeskSession;
    let db: Db;
    let ids: Record<"job" | "press" | "sales" | "won", string>;
    const post = (path: string, fields: Record<string, string>) =>
      fetch(`${desk.server.url}${path}`, {
        method: "POST",
        headers: { cookie: session.cookie, origin: desk.origin, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ csrf: session.csrf, ...fields }),
        redirect: "manual",
      });
    const page = async (path: string) => {
      const response = await fetch(`${desk.server.url}${path}`, { headers: { cookie: session.cookie } });
      expect(response.status).toBe(200);
      return response.text();
    };
    /** A view's tab count, as the inbox's tabs show it. */
    const tab = (html: string, label: string) =>
      Number(new RegExp(`>${label}(?:<!-- -->)? <span class="tabular-nums">(\\d+)</span>`).exec(html)?.[1]);

    beforeAll(async () => {
      desk = await startDesk(backend.name);
      session = await deskSession(desk.where, "owner@agency.example", "Owner");
      db = await openDatabase(desk.where);
      // Four days old: past the promise, every one overdue while it waits.
      const [job, press, sales, won] = await seedLeads(desk.where, [
        {
          firstName: "Amira",
          email: "amira@mail.example",
          message: "Hello, I would like to apply for an internship. My CV is attached.",
          createdAt: daysAgo(4),
        },
        {
          firstName: "Bert",
          email: "bert@krant.example",
          message: "Ik ben journalist bij een krant: mag ik u interviewen over CRM?",
          createdAt: daysAgo(4),
        },
        {
          firstName: "Carl",
          email: "carl@brouwerij.example",
          message: "We need help with our CRM for four brands.",
          createdAt: daysAgo(4),
        },
        { firstName: "Dora", email: "dora@atelier.example", message: "Thanks for the project.", createdAt: daysAgo(4), leadStatus: "won" },
      ]);
      ids = { job: job!, press: press!, sales: sales!, won: won! };
    });
    afterAll(async () => {
      await db?.close();
      await desk?.stop();
    });

    it("before: three to answer, all overdue; the lead page suggests the kind, the row offers the four kinds", async () => {
      const inbox = await page("/desk");
      expect(tab(inbox, "Unanswered")).toBe(3);
      expect(inbox).toContain("Overdue 3");
      expect(inbox).toContain("data-not-sales-menu");
      expect(await countOverdue(db)).toBe(3);
      const lead = await page(`/desk/leads/${ids.job}`);
      expect(lead).toContain('data-not-sales-suggestion="job"');
      expect(lead).toContain("Looks like a job application.");
    });

    it("closes one from the lead page and one from the row: out of To answer and the overdue count, in their own view with their kind", async () => {
      const fromPage = await post(`/desk/leads/${ids.job}`, { intent: "not-sales", kind: "job" });
      expect(fromPage.status).toBe(302);
      expect(fromPage.headers.get("location")).toContain("done=not-sales");
      const fromRow = await post("/desk?index", { intent: "not-sales", id: ids.press, kind: "press" });
      expect(fromRow.status).toBe(302);
      expect(fromRow.headers.get("location")).toContain("done=not-sales&n=1");
      // An unknown kind is refused and changes nothing.
      expect((await post("/desk?index", { intent: "not-sales", id: ids.sales, kind: "friend" })).status).not.toBe(200);
      expect((await getLead(db, ids.sales))?.leadStatus).toBe("new");

      const inbox = await page("/desk");
      expect(tab(inbox, "Unanswered")).toBe(1);
      expect(tab(inbox, "Not a sales lead")).toBe(2);
      expect(inbox).toContain("Overdue 1");
      expect(inbox).toContain(`data-lead="${ids.sales}"`);
      expect(inbox).not.toContain(`data-lead="${ids.job}"`);
      expect(inbox).not.toContain(`data-lead="${ids.press}"`);
      expect(await countOverdue(db)).toBe(1);
      // The reminder digests count only leads to answer. The server's first reminder round runs as
      // it starts, and may have reminded of these leads if it ran after the seeding (it did once,
      // on PostgreSQL, three files at a time: 0 for 1); its next round is 5 minutes away. The count
      // is asked of the leads as never reminded.
      await db.kysely.updateTable("contact_requests").set({ reminded_at: null }).where("id", "in", Object.values(ids)).execute();
      expect(await countUnreminded(db, defaultWorkingClock)).toBe(1);

      const view = await page("/desk?status=other");
      expect(view).toContain(`data-lead="${ids.job}"`);
      expect(view).toContain(`data-lead="${ids.press}"`);
      expect(view).not.toContain(`data-lead="${ids.sales}"`);
      expect(view).toContain("Not a sales lead: Job application");
      expect(view).toContain("Not a sales lead: Press");

      const job = await getLead(db, ids.job);
      expect([job?.leadStatus, job?.notSalesKind]).toEqual(["other", "job"]);
      expect(job?.history.map((e) => [e.kind, e.detail, e.operator])).toEqual(
        expect.arrayContaining([
          ["status", "new → other", "Owner"],
          ["not-sales", "job", "Owner"],
        ]),
      );
      expect(await page(`/desk/leads/${ids.job}`)).toContain("Closed as not a sales lead: Job application.");
    });

    it("stays searchable and is exported with its kind", async () => {
      const found = await page("/desk?status=all&q=journalist");
      expect(found).toContain(`data-lead="${ids.press}"`);
      const csv = await contactsCli(desk.where, ["export", "--format", "csv"]);
      const lines = csv.stdout.trim().split("\r\n");
      expect(lines[0]!.split(",").at(-1)).toBe("not_sales_kind");
      expect(lines.find((l) => l.includes("bert@krant.example"))!.endsWith(",press")).toBe(true);
      expect(lines.find((l) => l.includes("carl@brouwerij.example"))!.endsWith(",")).toBe(true);
    });

    it("the report: outside the leads, the answered and the won, on a line of its own", async () => {
      const report = await visitReport(db, 7);
      expect(report.totals.leads).toBe(2);
      expect(report.totals.won).toBe(1);
      // Answered means a first reply exists (issue 47): the won lead had none.
      expect(report.totals.replied).toBe(0);
      expect(report.totals.notSales).toBe(2);
      const text = await contactsCli(desk.where, ["report", "--days", "7"]);
      expect(text.stdout).toContain("2 closed as not sales leads");
      expect(await page("/desk/report?days=7")).toContain("2 closed as not sales leads");
    });
  });
}
