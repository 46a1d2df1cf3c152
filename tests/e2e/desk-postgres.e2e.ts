/**
 * The lead desk once in the browser on PostgreSQL: an operator enrols and signs in with a passkey,
 * opens a lead from the inbox and replies, and the reply leaves through the outbox to the mail
 * server. The desk's other flows run on SQLite only (desk-*.e2e.ts); every store behaviour behind
 * them is tested on both databases in tests/integration. This smoke is what is left to a browser:
 * the production server, its pages and the ceremony wired to a PostgreSQL database.
 */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sharedBrowser } from "../support/shared";
import { postgresEnabled, testDatabase, type TestDatabase } from "../support/databases";
import { enrolWithPasskey, invite, seedLeads, signIn, signOut, startDeskServer, withDb, type DeskWhere } from "../support/desk";
import type { RunningServer } from "../support/server";
import { smtpSink, type SmtpSink } from "../support/smtp";

let browser: Browser;
beforeAll(async () => {
  browser = await sharedBrowser();
});
afterAll(async () => {
  await browser?.close();
});

// Without TEST_DATABASE_URL it is skipped, as every PostgreSQL case is; under CI it runs and fails
// without one (tests/support/databases.ts).
describe.skipIf(!postgresEnabled)("the lead desk on PostgreSQL, in the browser", () => {
  let database: TestDatabase;
  let sink: SmtpSink;
  let server: RunningServer;
  let origin: string;
  let where: DeskWhere;
  let carla: string;

  beforeAll(async () => {
    sink = await smtpSink();
    database = await testDatabase("postgres");
    [carla] = (await seedLeads(database, [
      {
        firstName: "Carla",
        email: "carla@example.com",
        message: "Could you look at our HubSpot set-up?",
        createdAt: new Date(Date.now() - 2 * 3600 * 1000),
      },
    ])) as [string];
    ({ server, origin } = await startDeskServer(database, {
      SMTP_URL: sink.url,
      MAIL_TO: "team@agency.example",
      MAIL_FROM: "Website <site@agency.example>",
    }));
    where = { dataDir: database.dataDir, databaseUrl: database.databaseUrl, deskOrigin: origin };
  });
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
    await sink?.stop();
  });

  it("enrols, signs out and in with a passkey, opens a lead from the inbox and replies: the mail reaches the mail server", async () => {
    const page = await enrolWithPasskey(browser, await invite(where, "owner@agency.example", "Owner"));
    await signOut(page);
    await signIn(page);
    expect(await page.getByRole("heading", { name: "Inbox" }).count()).toBe(1);

    await page.getByRole("link", { name: "Open the lead from Carla" }).click();
    await page.waitForURL(`${origin}/desk/leads/${carla}`);
    expect(await page.getByText("Could you look at our HubSpot set-up?", { exact: true }).count()).toBe(1);
    expect(await page.getByLabel("Subject").inputValue()).toBe("Re: Your request to Northwave");
    await page.getByLabel("Your reply").fill("Hello Carla,\n\nYes: we can look at it on Thursday.\n\nOwner");
    await page.getByRole("button", { name: "Send reply" }).click();
    await page.waitForURL(/done=reply/);
    expect(await page.getByRole("status").textContent()).toContain("Reply sent");

    const [mail] = await sink.waitFor(1);
    expect(mail!.envelope.to).toEqual(["carla@example.com"]);
    expect(mail!.headers.get("subject")).toBe("Re: Your request to Northwave");
    expect(mail!.headers.get("reply-to")).toBe("team@agency.example");
    expect(mail!.text).toContain("Yes: we can look at it on Thursday.");

    // What PostgreSQL now holds: the lead answered, the reply's delivery sent, the operator's audit.
    const stored = await withDb(where, async (db) => ({
      lead: await db.kysely
        .selectFrom("contact_requests")
        .select(["lead_status", "first_reply_at"])
        .where("id", "=", carla)
        .executeTakeFirstOrThrow(),
      deliveries: await db.kysely
        .selectFrom("contact_notifications")
        .select(["channel", "status"])
        .where("request_id", "=", carla)
        .where("channel", "=", "reply")
        .execute(),
      audit: await db.kysely.selectFrom("desk_audit").select("action").where("operator", "=", "Owner").execute(),
    }));
    expect(stored.lead.lead_status).toBe("replied");
    expect(stored.lead.first_reply_at).not.toBeNull();
    expect(stored.deliveries).toEqual([{ channel: "reply", status: "sent" }]);
    expect(stored.audit.map((a) => a.action).sort()).toEqual(["passkey enrolled", "reply", "sign-in", "sign-in", "sign-out"]);

    // The sent reply in the lead's history, as the operator sees it.
    await page.reload();
    await expect.poll(() => page.locator("[data-reply] [data-delivery]").textContent()).toBe("sent");
    await page.close();
  }, 300_000);
});
