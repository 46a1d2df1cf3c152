import { sql, type Kysely, type Migration } from "kysely";
import { runSchema } from "../platform/schema-script.server";

/**
 * emailKey() as it was when 0002 shipped, frozen here: a migration must do on every database what
 * it did on the first one. The live emailKey (requests-store) may change for new rows; when it does,
 * the rows keyed before need a migration of their own, never a silent change to this one.
 */
function emailKeyAt0002(email: string): string {
  return email.trim().normalize("NFC").toLowerCase();
}

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    // One normalised key per address (NFC, Unicode lower case): SQLite's lower() folds ASCII
    // only, so "Émilie@" and "émilie@" were two people to the rate limit and to erase.
    await runSchema(db, "add contact_requests (email_key?)");
    const rows = await sql<{ id: string; email: string }>`select id, email from contact_requests`.execute(db);
    for (const row of rows.rows) {
      await sql`update contact_requests set email_key = ${emailKeyAt0002(row.email)} where id = ${row.id}`.execute(db);
    }
    await runSchema(
      db,
      `index contact_requests_email_key on contact_requests (email_key, created_at)
      -- Each notification channel (mail, webhook) is its own outbox row.
      add contact_notifications (channel = 'mail')`,
    );
  },
};
