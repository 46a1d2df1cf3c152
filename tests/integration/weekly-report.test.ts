/**
 * The owner's week in one mail (issue 47, item 6), with four instances on one PostgreSQL (as
 * several servers behind a load balancer), each on a clock the test moves: nothing on Sunday
 * night, one mail at Monday's opening whatever the number of instances, in the owner's language
 * (the desk language of the operator MAIL_TO belongs to), with the figures of the report for the
 * last seven days. Waits for conditions (a mail, each instance's next round), never for a time.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "~/platform/log.server";
import { workingClock } from "~/platform/working-time.server";
import { openDatabase } from "~/storage/platform/database.server";
import { inviteOperator } from "~/storage/operators/desk-enrolment-store.server";
import { setOperatorLanguage } from "~/storage/operators/desk-store.server";
import { visitReport } from "~/visits/report.server";
import { startServices, type Services } from "../../server/services";
import { backends, testDatabase, type TestDatabase } from "../support/databases";
import { seedLeads } from "../support/desk";
import { testEnv } from "../support/env";
import { pollUntil } from "../support/poll";
import { smtpSink, type SmtpSink } from "../support/smtp";

/** Brussels wall times of December 2026 (winter time, UTC+1). */
const at = (day: number, time: string) => new Date(`2026-12-${String(day).padStart(2, "0")}T${time}:00+01:00`);
const postgres = backends.find((b) => b.name === "postgres")!;

describe.skipIf(!postgres.enabled)("the owner's weekly mail, four instances on PostgreSQL", () => {
  let database: TestDatabase;
  let smtp: SmtpSink;
  const dirs: string[] = [];
  const instances: { services: Services; lines: string[] }[] = [];
  /** The instances' clock: Sunday night first. */
  let now = at(6, "23:00");

  beforeAll(async () => {
    database = await testDatabase("postgres");
    smtp = await smtpSink();
    const db = await openDatabase({ dataDir: database.dataDir, databaseUrl: database.databaseUrl });
    try {
      // The owner reads the desk in French: MAIL_TO is their address.
      const { operator } = await inviteOperator(db, { email: "claire@agency.test", name: "Claire" });
      await setOperatorLanguage(db, operator.id, "fr");
    } finally {
      await db.close();
    }
    await seedLeads(database, [
      // Won by phone, never answered: not answered, closed without reply.
      { firstName: "Alice", email: "alice@example.be", message: "A question.", createdAt: at(1, "10:00"), leadStatus: "won" },
      // Answered after an hour by Ann: within 24 hours and one working day.
      {
        firstName: "Bruno",
        email: "bruno@example.be",
        message: "A question.",
        createdAt: at(2, "10:00"),
        leadStatus: "replied",
        firstReply: { at: at(2, "11:00"), by: "Ann" },
        attribution: { referrer_host: "www.google.com", landing_path: "/" },
      },
      // Answered after 26 hours by Bob: neither.
      {
        firstName: "Chloé",
        email: "chloe@example.be",
        message: "A question.",
        createdAt: at(3, "10:00"),
        leadStatus: "replied",
        firstReply: { at: at(4, "12:00"), by: "Bob" },
        attribution: { referrer_host: "www.google.com", landing_path: "/" },
      },
      { firstName: "Spam", email: "spam@spam.example", message: "Cheap links!!!", createdAt: at(4, "11:00"), leadStatus: "spam" },
    ]);
    for (let i = 0; i < 4; i++) {
      const dataDir = i === 0 ? database.dataDir : await mkdtemp(join(tmpdir(), "weekly-"));
      if (i > 0) dirs.push(dataDir);
      const lines: string[] = [];
      const logger = createLogger({ level: "debug", pretty: false, destination: { write: (line: string) => void lines.push(line) } });
      const services = await startServices(
        testEnv({
          DATA_DIR: dataDir,
          DATABASE_URL: database.databaseUrl,
          SMTP_URL: smtp.url,
          MAIL_TO: "Claire <claire@agency.test>",
          MAIL_FROM: "Northwave <site@agency.test>",
          DESK_ORIGIN: "https://desk.agency.test",
          SENDING_CHECK_DNS: "127.0.0.1:9",
          WEEKLY_REPORT: "true",
        }),
        logger,
        { now: () => now, weeklyIntervalMs: 50 },
      );
      instances.push({ services, lines });
    }
  });
  afterAll(async () => {
    await Promise.all(instances.map((i) => i.services.close()));
    await smtp?.stop();
    await database?.drop();
    await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
  });

  /** The weekly rounds an instance has logged, by outcome. */
  const rounds = (lines: string[], outcome: string) => lines.filter((l) => l.includes(`"weekly":"${outcome}"`)).length;
  /** Waits until every instance has run `more` further rounds with this outcome. */
  async function everyInstanceRan(outcome: string, more = 2) {
    const before = instances.map((i) => rounds(i.lines, outcome));
    await pollUntil(() => (instances.every((i, k) => rounds(i.lines, outcome) >= before[k]! + more) ? true : undefined), {
      timeoutMs: 60_000,
      intervalMs: 20,
      failure: () => `not every instance ran a weekly round (${outcome})`,
    });
  }

  it("nothing on Sunday night; at Monday's opening one mail, in the owner's language, with the report's figures", async () => {
    await everyInstanceRan("not due");
    expect(smtp.mails).toHaveLength(0);
    // Monday 7 December, 09:05: the week's first working day is open.
    now = at(7, "09:05");
    const [mail] = await smtp.waitFor(1, 60_000);
    // Every instance runs its rounds again and finds the week sent: still one mail.
    await everyInstanceRan("sent elsewhere");
    expect(smtp.mails).toHaveLength(1);
    expect(instances.reduce((n, i) => n + rounds(i.lines, "sent"), 0)).toBe(1);

    expect(mail!.envelope.to).toEqual(["claire@agency.test"]);
    expect(mail!.headers.get("subject")).toBe("Votre semaine\u00a0: 3 demandes, 1 client gagné");
    expect(mail!.headers.get("content-language")).toBe("fr");
    expect(mail!.html ?? "").toBe("");
    expect(Buffer.byteLength(mail!.text)).toBeLessThan(30_000);
    expect(mail!.text).not.toMatch(/<img|https?:\/\/(?!desk\.agency\.test\/desk\/report\?days=7)/);
    // The same figures as the report for seven days (the desk's page and `contacts report --days 7`).
    const db = await openDatabase({ dataDir: database.dataDir, databaseUrl: database.databaseUrl });
    const report = await visitReport(db, 7, now, workingClock()).finally(() => db.close());
    expect(report.totals).toMatchObject({ leads: 3, won: 1, replied: 2, closedWithoutReply: 1, notSales: 0 });
    const text = mail!.text;
    expect(text).toContain("Les sept derniers jours, du 1 déc. 2026 au 7 déc. 2026.");
    expect(text).toContain("Demandes: 3\n");
    expect(text).toContain("Clients gagnés: 1\n");
    expect(text).toContain("Avec réponse: 2\n");
    expect(text).toContain("Clôturées sans réponse: 1\n");
    expect(text).toContain("Réponse dans les 24\u00a0heures: 50,0\u00a0% (1 sur 2)\n");
    expect(text).toContain("Réponse en un jour ouvrable: 50,0\u00a0% (1 sur 2)\n");
    expect(text).toContain("Clôturées comme n’étant pas des demandes commerciales: 0\n");
    expect(text).toContain("Indésirables arrêtés: 1\n");
    expect(text).toContain("- Google: 2 demandes, 0 gagné\n");
    expect(text).toContain("- Ann: 1 avec réponse, médiane 1\u00a0h, 90e\u00a0centile 1\u00a0h\n");
    expect(text).toContain("- Bob: 1 avec réponse, médiane 1\u00a0j\u00a02\u00a0h, 90e\u00a0centile 1\u00a0j\u00a02\u00a0h\n");
    expect(text).toContain("https://desk.agency.test/desk/report?days=7");
  });
});
