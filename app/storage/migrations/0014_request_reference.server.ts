import { sql, type Kysely, type Migration } from "kysely";
import { runSchema } from "../platform/schema-script.server";

/**
 * The reference day and its text as they were when 0014 shipped, frozen here (app/storage/requests/reference.ts
 * is the live copy): the day in Brussels, and `NW-DDMM-NNN`.
 */
const dayOptionsAt0014: Intl.DateTimeFormatOptions = { timeZone: "Europe/Brussels", year: "numeric", month: "2-digit", day: "2-digit" };
let brusselsDayFormatAt0014: Intl.DateTimeFormat | undefined;
/** Made on first use (a database with requests to number): the first Intl formatter costs the process about 8 MB of ICU data. */
function brusselsDayAt0014(): Intl.DateTimeFormat {
  return (brusselsDayFormatAt0014 ??= new Intl.DateTimeFormat("en-CA", dayOptionsAt0014));
}
function referenceAt0014(createdAt: string, sequence: number): { day: string; reference: string } {
  const parts = Object.fromEntries(
    brusselsDayAt0014()
      .formatToParts(new Date(createdAt))
      .map((p) => [p.type, p.value]),
  );
  const day = `${parts.year}-${parts.month}-${parts.day}`;
  return { day, reference: `NW-${parts.day}${parts.month}-${String(sequence).padStart(3, "0")}` };
}

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    // The short reference a visitor reads over the phone (issue 26): `NW-2611-042`, the 42nd
    // request of that day in Brussels. The day and its number are unique together; the counter
    // hands out each day's numbers (an upsert in the request's own transaction), so two requests
    // sent at once never share one and an erased request's number is not given again.
    await runSchema(
      db,
      `add contact_requests (reference?, reference_day?, reference_number? int)
      table reference_counters (day key, last_number int)`,
    );
    // Requests stored before get theirs in the order they came, day by day.
    const rows = await sql<{
      id: string;
      created_at: string;
    }>`select id, created_at from contact_requests order by created_at, id`.execute(db);
    const last = new Map<string, number>();
    for (const row of rows.rows) {
      const { day } = referenceAt0014(row.created_at, 1);
      const number = (last.get(day) ?? 0) + 1;
      last.set(day, number);
      const { reference } = referenceAt0014(row.created_at, number);
      await sql`update contact_requests set reference = ${reference}, reference_day = ${day}, reference_number = ${number} where id = ${row.id}`.execute(
        db,
      );
    }
    for (const [day, number] of last) {
      await sql`insert into reference_counters (day, last_number) values (${day}, ${number})`.execute(db);
    }
    await runSchema(
      db,
      `unique index contact_requests_reference_number on contact_requests (reference_day, reference_number)
      index contact_requests_reference on contact_requests (reference)`,
    );
  },
};
