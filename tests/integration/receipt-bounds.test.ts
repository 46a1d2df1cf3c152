/**
 * The receipt is no relay (issue 49), on each database, through the production server behind a
 * proxy (TRUST_PROXY, X-Forwarded-For) and read at a real SMTP sink: 200 posts of an ordinary
 * enquiry with a link, "Bank support" as the name and a stranger's address each, from 40 IPv6 /64s
 * (each in its own /48, the stronger case: one /56 would be one network) are all stored and
 * notified, but the strangers get at most the server's hourly ceiling of receipts, one per
 * network, none with a link or the name given. Each receipt held back is one warning and one count
 * in `/metrics`. A real visitor's receipt sent before is the usual one.
 */
import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { receiptBounds } from "~/storage/requests/receipts-store.server";
import { contactServerOn, isReceipt, receiptSettings } from "../support/contact-server";
import { backends } from "../support/databases";
import { pollUntil } from "../support/poll";
import { metricsPortOf } from "../support/server";

if (!existsSync("build/server/index.js")) throw new Error("Run `npm run build` before these tests.");

const networks = 40;
const postsPerNetwork = 5;
/** The attacker's /64s, each in its own /48. */
const attackerIp = (n: number) => `2001:db8:${(0x4900 + n).toString(16)}:ab00::${(n % 7) + 1}`;

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`the visitor's receipt bounded, production server on ${backend.name}`, () => {
    const rig = contactServerOn(backend.name, { ...receiptSettings, METRICS_PORT: "0" });
    const post = (fields: Record<string, string>, ip: string) => rig.post(fields, ip);
    const withheld = async () => {
      const text = await (await fetch(`http://127.0.0.1:${metricsPortOf(rig.server)}/metrics`)).text();
      const count = (reason: string) =>
        Number(new RegExp(`^contact_receipts_withheld_total\\{reason="${reason}"\\} (\\d+)`, "m").exec(text)?.[1]);
      return { ceiling: count("ceiling"), network: count("network") };
    };

    it("a real visitor's receipt: the name and the first words, no link", async () => {
      const response = await post(
        {
          firstName: "Élodie",
          email: "elodie@atelier.example",
          message: "Hello,\nwe need help with HubSpot, see https://atelier.example/brief.\n\nThanks",
        },
        "192.0.2.10",
      );
      expect(response.status).toBe(200);
      const [receipt] = await pollUntil(() => (rig.smtp.mails.some(isReceipt) ? rig.smtp.mails.filter(isReceipt) : undefined), {
        timeoutMs: 30_000,
        intervalMs: 50,
        failure: () => "no receipt reached the sink",
      });
      expect(receipt!.envelope.to).toEqual(["elodie@atelier.example"]);
      expect(receipt!.headers.get("to")).toMatch(/Élodie.*<elodie@atelier\.example>/);
      expect(receipt!.text).toMatch(/^Hello Élodie,\n/);
      expect(receipt!.text).toContain("Your message:\n> Hello, we need help with HubSpot, see … Thanks\n");
      expect(receipt!.text).not.toContain("atelier.example/brief");
    });

    it(
      "200 posts naming strangers from 40 /64s: all stored and notified, at most the ceiling of receipts, none with the link or the name",
      { timeout: 240_000 },
      async () => {
        const before = rig.smtp.mails.length;
        const jobs = Array.from({ length: networks * postsPerNetwork }, (_, i) => ({
          ip: attackerIp(i % networks),
          fields: {
            firstName: "Bank support",
            email: `victim${i}@mail${i % 13}.example`,
            message: `Hello, we are a small shop (${i}) and need help with our CRM, see https://bank-secure.example/login?c=${i} for details.`,
          },
        }));
        // Ten at a time, as a script would send them.
        const statuses: number[] = [];
        for (let i = 0; i < jobs.length; i += 10)
          statuses.push(...(await Promise.all(jobs.slice(i, i + 10).map(async (j) => (await post(j.fields, j.ip)).status))));
        expect(statuses.filter((s) => s === 200)).toHaveLength(jobs.length);

        const stored = await rig.db.kysely
          .selectFrom("contact_requests")
          .select(["status", "receipt_at"])
          .where("first_name", "=", "Bank support")
          .execute();
        expect(stored.filter((r) => r.status === "accepted")).toHaveLength(jobs.length);
        // The real visitor's receipt and the strangers' share the ceiling.
        const queued = stored.filter((r) => r.receipt_at !== null).length;
        expect(queued).toBe(receiptBounds.perHour - 1);

        // Every queued mail reaches the sink: the 200 notifications and the receipts.
        const expected = before + jobs.length + queued;
        await pollUntil(() => (rig.smtp.mails.length >= expected ? true : undefined), {
          timeoutMs: 120_000,
          intervalMs: 100,
          failure: () => `${rig.smtp.mails.length - before} of ${jobs.length + queued} mails reached the sink`,
        });
        const receipts = rig.smtp.mails.filter(isReceipt);
        const siteUrl = receipts[0]!.text.match(/https?:\/\/\S+/g)!.at(-1)!;
        expect(receipts.length).toBeLessThanOrEqual(receiptBounds.perHour);
        const toStrangers = receipts.filter((m) => m.envelope.to.some((to) => to.startsWith("victim")));
        expect(toStrangers).toHaveLength(receiptBounds.perHour - 1);
        for (const m of toStrangers) {
          expect(m.headers.get("to")).toMatch(/^<?victim\d+@mail\d+\.example>?$/);
          expect(m.text).toMatch(/^Hello,\n/);
          expect(m.text).not.toMatch(/bank/i);
          // One link: the site's own (SITE_URL), under the agency's name.
          expect(m.text.match(/https?:\/\/\S+/g)).toEqual([siteUrl]);
          expect(m.text).not.toMatch(/bank-secure|login|example/);
        }
        // The agency was told of every one.
        const notifications = rig.smtp.mails.filter((m) => !isReceipt(m) && m.envelope.to.includes("hello@agency.test"));
        expect(notifications.length).toBeGreaterThanOrEqual(jobs.length);

        // Each held back: one warning, one count.
        const counts = await withheld();
        expect(counts.ceiling + counts.network).toBe(jobs.length - toStrangers.length);
        expect(counts.network).toBeGreaterThan(0);
        expect(counts.ceiling).toBeGreaterThan(0);
        const warnings = rig.server.output().match(/receipt not sent: /g) ?? [];
        expect(warnings).toHaveLength(jobs.length - toStrangers.length);
      },
    );
  });
}
