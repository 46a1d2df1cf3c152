import { type Kysely, type Migration } from "kysely";

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    // An operator sees their passkeys (made on which device, last used) and revokes a lost one,
    // which ends the sessions it opened; an invitation can say the enrolment page's language.
    await db.schema.alterTable("desk_credentials").addColumn("device", "text").execute();
    await db.schema.alterTable("desk_credentials").addColumn("last_used_at", "text").execute();
    await db.schema.alterTable("desk_sessions").addColumn("credential_id", "text").execute();
    await db.schema.alterTable("desk_enrolments").addColumn("language", "text").execute();
  },
};
