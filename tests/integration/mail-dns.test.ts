/**
 * DNS that cannot turn every lead into spam (issue 34): the production server asks a test resolver
 * (MAIL_DNS_SERVERS). One that says "no such domain" to every name leaves real people's requests
 * as leads, mailed to the agency, logs one warning and shows 0 in /metrics; an honest one still
 * lets a truly mail-less domain count, with a second signal.
 */
import { existsSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseSpamReasons } from "~/storage/requests/spam-reasons";
import { openDatabase, type Db } from "~/storage/platform/database.server";
import { backends, testDatabase, type TestDatabase } from "../support/databases";
import { noSuchDomainAnywhere, testDnsServer, type TestDnsServer, type Zone } from "../support/dns-server";
import { tokenField } from "../support/form-token";
import { metricsPortOf, startServer, type RunningServer } from "../support/server";
import { smtpSink, type SmtpSink } from "../support/smtp";

if (!existsSync("build/server/index.js")) throw new Error("Run `npm run build` before these tests.");

const canary = "canary-mail.be";
/** The canary and the people's providers have mail; anything else does not exist. */
const honest: Zone = (name) => ([canary, "telenet.be"].includes(name) ? { MX: [{ exchange: `mx.${name}`, priority: 10 }] } : "nxdomain");

const people = [
  { firstName: "Wim", email: "wim.peeters@telenet.be", message: "Goeiedag, wij zoeken hulp bij onze nieuwsbrief in Brevo." },
  { firstName: "Anne", email: "anne.dubois@skynet.be", message: "Bonjour, pouvez-vous nous aider à migrer notre CRM vers HubSpot ?" },
  { firstName: "Koen", email: "koen.jacobs@proximus.be", message: "Hello, we would like a quote for a Salesforce audit next month." },
];

const warning = /DNS says canary-mail\.be cannot receive mail: DNS is not trusted/g;

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`the mail-domain check's canary on ${backend.name}`, () => {
    let database: TestDatabase;
    let smtp: SmtpSink;
    let dns: TestDnsServer;
    let server: RunningServer;
    let db: Db;

    const post = (fields: Record<string, string>, clientIp: string) =>
      fetch(`${server.url}/contact`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url, "X-Forwarded-For": clientIp },
        body: new URLSearchParams({ ...tokenField(server.dataDir), ...fields }),
      });
    const metric = async () => {
      const text = await (await fetch(`http://127.0.0.1:${metricsPortOf(server)}/metrics`)).text();
      return /^contact_mail_dns_trusted (\d)/m.exec(text)?.[1];
    };
    const start = async () => {
      server = await startServer({
        DATA_DIR: database.dataDir,
        ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
        SMTP_URL: smtp.url,
        METRICS_PORT: "0",
        TRUST_PROXY: "true",
        MAIL_DNS_SERVERS: dns.address,
        MAIL_DNS_CANARY: canary,
      });
    };

    beforeAll(async () => {
      database = await testDatabase(backend.name);
      smtp = await smtpSink();
      dns = await testDnsServer(noSuchDomainAnywhere);
      db = await openDatabase(database);
    });
    afterAll(async () => {
      await server?.stop();
      await db?.close();
      await dns?.stop();
      await smtp?.stop();
      await database?.drop();
    });

    it("a resolver that says 'no such domain' to every name: real leads stay leads, mailed; one warning; /metrics says 0", async () => {
      await start();
      for (const [i, person] of people.entries()) {
        const answer = await post(person, `198.51.100.${10 + i}`);
        expect(answer.status, person.email).toBe(200);
      }
      await smtp.waitFor(people.length);
      const rows = await db.kysely.selectFrom("contact_requests").select(["email", "lead_status", "spam_reasons"]).execute();
      for (const person of people)
        expect(
          rows.find((r) => r.email === person.email),
          person.email,
        ).toMatchObject({ lead_status: "new", spam_reasons: null });
      // The resolver was asked: the leads were judged with DNS, not around it.
      expect(dns.queries.some((q) => q.startsWith("telenet.be"))).toBe(true);
      expect(await metric()).toBe("0");
      expect(server.output().match(warning)).toHaveLength(1);
      await server.stop();
    });

    it("an honest resolver: a truly mail-less domain, or a .invalid one, with a second signal is spam; alone it is not", async () => {
      dns.serve(honest);
      await start();
      const caught = [
        {
          firstName: "Mark",
          email: "mark@no-such-company-here.be",
          message: "Hi, see our offer here https://bit.ly/3xYzAbc and reply soon.",
        },
        { firstName: "Mark", email: "mark@shop.invalid", message: "Hello, our offer is at https://tinyurl.com/y4abcd for you." },
      ];
      const alone = { firstName: "Eva", email: "eva@no-such-company-here.be", message: "Hello, could you call me about a CRM migration?" };
      for (const [i, fields] of [...caught, alone].entries()) expect((await post(fields, `198.51.100.${40 + i}`)).status).toBe(200);
      const rows = await db.kysely.selectFrom("contact_requests").select(["email", "lead_status", "spam_reasons"]).execute();
      for (const fields of caught) {
        const row = rows.find((r) => r.email === fields.email);
        expect(row?.lead_status, fields.email).toBe("spam");
        expect(
          parseSpamReasons(row?.spam_reasons).map((r) => r.kind),
          fields.email,
        ).toContain("mail-domain");
      }
      expect(rows.find((r) => r.email === alone.email)?.lead_status).not.toBe("spam");
      expect(await metric()).toBe("1");
      expect(server.output()).not.toMatch(warning);
    });
  });
}
