/**
 * The desk in Dutch, on SQLite and PostgreSQL (issue 36): `contacts invite --language nl` gives the
 * operator a Dutch enrolment page and a Dutch desk; a language given to an operator already invited
 * becomes theirs; the mail about a lead assigned to someone knows who assigned it and the language of
 * the operator it goes to.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "~/storage/platform/database.server";
import { findEnrolment, inviteOperator } from "~/storage/operators/desk-enrolment-store.server";
import { findOperatorByEmail, operatorLanguageAt, setOperatorLanguage } from "~/storage/operators/desk-store.server";
import { assignedBy, assignLead } from "~/storage/operators/owners-store.server";
import { backends, testDatabase, type TestDatabase } from "../support/databases";
import { contactsCli, seedLeads } from "../support/desk";

for (const backend of backends) {
  describe.skipIf(!backend.enabled)(`the desk in Dutch on ${backend.name}`, () => {
    let database: TestDatabase;
    let db: Db;
    const where = () => ({ dataDir: database.dataDir, databaseUrl: database.databaseUrl, deskOrigin: "https://desk.agency.example" });

    beforeAll(async () => {
      database = await testDatabase(backend.name);
      db = await openDatabase({ dataDir: database.dataDir, databaseUrl: database.databaseUrl });
    });
    afterAll(async () => {
      await db?.close();
      await database?.drop();
    });

    it("contacts invite --language nl: a Dutch enrolment page and a Dutch desk; a wrong code is refused and changes nothing", async () => {
      const run = await contactsCli(where(), ["invite", "--email", "els@agency.example", "--name", "Els", "--language", "nl"]);
      expect(run.code, run.stderr).toBe(0);
      const token = run.stdout.trim().split("/desk/enrol/")[1]!;
      expect(await findEnrolment(db, token)).toMatchObject({ operator: { name: "Els", language: "nl" }, language: "nl" });

      const wrong = await contactsCli(where(), ["invite", "--email", "jan@agency.example", "--language", "NL"]);
      expect(wrong.code).toBe(2);
      expect(wrong.stderr).toContain("--language must be en, fr or nl");
      expect(await findOperatorByEmail(db, "jan@agency.example")).toBeUndefined();
      // The earlier link still enrols: a refused command revoked nothing.
      expect(await findEnrolment(db, token)).toBeDefined();
    });

    it("a language given to an operator already invited becomes theirs; without one they keep theirs", async () => {
      await inviteOperator(db, { email: "marc@agency.example", name: "Marc" });
      expect(await findOperatorByEmail(db, "marc@agency.example")).toMatchObject({ language: "en" });
      expect((await contactsCli(where(), ["invite", "--email", "Marc@agency.example", "--language", "nl"])).code).toBe(0);
      expect(await findOperatorByEmail(db, "marc@agency.example")).toMatchObject({ name: "Marc", language: "nl" });
      expect((await contactsCli(where(), ["invite", "--email", "marc@agency.example", "--name", "Marc V."])).code).toBe(0);
      expect(await findOperatorByEmail(db, "marc@agency.example")).toMatchObject({ name: "Marc V.", language: "nl" });
      const marc = (await findOperatorByEmail(db, "marc@agency.example"))!;
      await setOperatorLanguage(db, marc.id, "fr");
      expect(await findOperatorByEmail(db, "marc@agency.example")).toMatchObject({ language: "fr" });
    });

    it("an operator's mail: their language by their address, and who assigned the lead", async () => {
      const { operator: anna } = await inviteOperator(db, { email: "anna@agency.example", name: "Anna", language: "fr" });
      const { operator: pieter } = await inviteOperator(db, { email: "pieter@agency.example", name: "Pieter", language: "nl" });
      expect(await operatorLanguageAt(db, "pieter@agency.example")).toBe("nl");
      expect(await operatorLanguageAt(db, "Pieter <Pieter@Agency.example>")).toBe("nl");
      expect(await operatorLanguageAt(db, "Anna <anna@agency.example>")).toBe("fr");
      // Not one operator's: a team mailbox, a list, nothing at all.
      expect(await operatorLanguageAt(db, "Team <team@agency.example>")).toBeUndefined();
      expect(await operatorLanguageAt(db, "pieter@agency.example, anna@agency.example")).toBeUndefined();
      expect(await operatorLanguageAt(db, "")).toBeUndefined();

      const [lead] = (await seedLeads(where(), [{ firstName: "Bruno", email: "bruno@example.be", message: "Bel mij terug." }])) as [string];
      await assignLead(db, lead, pieter.id, { id: anna.id, name: anna.name });
      const mail = await db.kysely
        .selectFrom("contact_notifications")
        .select(["id", "recipient"])
        .where("request_id", "=", lead)
        .where("channel", "=", "assignment")
        .executeTakeFirstOrThrow();
      expect(mail.recipient).toBe("pieter@agency.example");
      expect(await assignedBy(db, mail.id)).toBe("Anna");
      expect(await assignedBy(db, "no-such-mail")).toBeUndefined();
    });
  });
}
