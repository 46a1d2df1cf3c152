/**
 * Where leads come from (issue 17): the action keeps each request's attribution (from the form,
 * or from the post's Referer without JavaScript), and it travels to the operator's listing and
 * export, the notification mail's Source block, the webhook's data.attribution and the desk's
 * source filter; on SQLite and on PostgreSQL when TEST_DATABASE_URL is set.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { RouterContextProvider } from "react-router";
import { handleContactAction } from "~/contact/contact.server";
import { contactContext } from "~/contact/context";
import { requestContext } from "~/context";
import { testEnv } from "../support/env";
import { startServices, type Services } from "../../server/services";
import { openDatabase, type Db } from "~/storage/platform/database.server";
import { csvHeader, csvRow, listContacts } from "~/storage/requests/records-store.server";
import { leadSources } from "~/storage/requests/inbox-store.server";
import { backends, testDatabase, type TestDatabase } from "../support/databases";
import { smtpSink, type SmtpSink } from "../support/smtp";
import { webhookReceiver, type WebhookReceiver } from "../support/webhook-receiver";

const site = "https://www.agency.test";
const valid = { firstName: "Alice", email: "alice@example.com", message: "We would like an audit of our CRM." };
const secret = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";

/** The fill-time token of a contact page shown 30 s ago (set once the services run). */
let pageToken: (() => string) | undefined;

function post(fields: Record<string, string>, headers: Record<string, string> = {}): Request {
  return new Request(`${site}/contact`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: site, ...headers },
    // A page shown half a minute earlier carries its fill-time token.
    body: new URLSearchParams({ ...(pageToken ? { fill_token: pageToken() } : {}), ...fields }),
  });
}

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`lead attribution on ${backend.name}`, () => {
    let database: TestDatabase;
    let smtp: SmtpSink;
    let receiver: WebhookReceiver;
    let services: Services;
    let db: Db;
    let ip = 0;

    async function act(request: Request) {
      const ctx = new RouterContextProvider();
      ctx.set(contactContext, services.contact);
      ctx.set(requestContext, { clientIp: `198.51.100.${++ip}` });
      const result = (await handleContactAction(request, ctx)) as unknown as { data: { outcome: string } };
      expect(result.data.outcome).toBe("success");
    }

    beforeAll(async () => {
      database = await testDatabase(backend.name);
      smtp = await smtpSink();
      receiver = await webhookReceiver();
      services = await startServices(
        testEnv({
          DATA_DIR: database.dataDir,
          DATABASE_URL: database.databaseUrl,
          SMTP_URL: smtp.url,
          SITE_URL: site,
          WEBHOOK_URL: receiver.url,
          WEBHOOK_SECRET: secret,
          CONTACT_RATE_LIMIT: "1000",
        }),
      );
      db = await openDatabase(database);
      pageToken = () => services.spam.token(Date.now() - 30_000);
    });
    afterEach(async () => {
      await db.kysely.deleteFrom("contact_notifications").execute();
      await db.kysely.deleteFrom("contact_requests").execute();
      smtp.mails.splice(0);
      receiver.received.splice(0);
    });
    afterAll(async () => {
      await services?.close();
      await db?.close();
      await smtp?.stop();
      await receiver?.stop();
      await database?.drop();
    });

    it("the form's attribution is stored and reaches the listing, the export, the mail's Source block and the webhook", async () => {
      await act(
        post({
          ...valid,
          utm_source: "linkedin",
          utm_campaign: "autumn",
          landing_path: "/labs",
          heard_from: "event",
        }),
      );
      const [record] = await listContacts(db);
      expect(record?.attribution).toEqual({
        utmSource: "linkedin",
        utmMedium: null,
        utmCampaign: "autumn",
        utmTerm: null,
        utmContent: null,
        referrerHost: null,
        landingPath: "/labs",
        heardFrom: "event",
      });
      const row = Object.fromEntries(csvHeader.map((name, i) => [name, csvRow(record!)[i]]));
      expect(row).toMatchObject({
        utm_source: "linkedin",
        utm_campaign: "autumn",
        landing_path: "/labs",
        heard_from: "event",
        referrer_host: "",
      });

      const [mail] = await smtp.waitFor(1);
      expect(mail?.text).toMatch(
        /Source:\n {2}Campaign \(source \/ medium \/ campaign\): linkedin \/ - \/ autumn\n {2}Landing page: \/labs\n {2}Heard about us from: an event/,
      );
      expect(mail?.html).toContain('<h2 style="font-size:16px">Source</h2>');
      const [hook] = await receiver.waitFor(1);
      expect(JSON.parse(hook!.body).data.attribution).toEqual(record?.attribution);
    });

    it("without JavaScript: the post's Referer (the contact page's own address) gives its campaign and path", async () => {
      await act(post({ ...valid, heard_from: "search" }, { Referer: `${site}/contact?utm_source=newsletter&utm_medium=email` }));
      const [record] = await listContacts(db);
      expect(record?.attribution).toMatchObject({
        utmSource: "newsletter",
        utmMedium: "email",
        landingPath: "/contact",
        heardFrom: "search",
      });
    });

    it("hostile values are dropped, the request is kept; a Referer from another origin is never read", async () => {
      await act(post({ ...valid, utm_source: "a\u202eb", referrer_host: "x.test/path?q=secret", landing_path: "//evil.test" }));
      await act(
        post({ ...valid, message: "Second request, no attribution at all." }, { Referer: "https://elsewhere.test/page?utm_source=spoof" }),
      );
      const records = await listContacts(db);
      expect(records).toHaveLength(2);
      for (const r of records) {
        expect(r.attribution.utmSource).toBeNull();
        expect(r.attribution.referrerHost).toBeNull();
      }
      expect(JSON.stringify(records)).not.toMatch(/secret|spoof|evil/);
    });

    it("the desk's source filter: campaign source, else referrer host, else direct", async () => {
      // Three requests (each its own message: the same one again would be the same request).
      await act(post({ ...valid, message: `${valid.message} (1)`, utm_source: "linkedin", landing_path: "/labs" }));
      await act(post({ ...valid, message: `${valid.message} (2)`, referrer_host: "www.google.com", landing_path: "/fr/contact" }));
      await act(post({ ...valid, message: `${valid.message} (3)`, landing_path: "/contact" }));
      expect((await listContacts(db, { source: "linkedin" })).map((r) => r.attribution.landingPath)).toEqual(["/labs"]);
      expect((await listContacts(db, { source: "www.google.com" })).map((r) => r.attribution.landingPath)).toEqual(["/fr/contact"]);
      expect((await listContacts(db, { source: "(direct)" })).map((r) => r.attribution.landingPath)).toEqual(["/contact"]);
      expect(await leadSources(db)).toEqual([
        { source: "(direct)", leads: 1 },
        { source: "linkedin", leads: 1 },
        { source: "www.google.com", leads: 1 },
      ]);
    });
  });
}
