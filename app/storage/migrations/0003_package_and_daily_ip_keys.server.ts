import { sql, type Kysely, type Migration } from "kysely";
import { runSchema } from "../platform/schema-script.server";

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    // The package a visitor chose on the packages page travels with the request.
    await runSchema(db, "add contact_requests (package?)");
    // Client addresses are now hashed under a key that changes daily (ip_hash_key:<day>); the
    // single salt of 0001 goes, and with it any way back from the hashes made under it.
    await sql`delete from app_settings where name = 'ip_hash_salt'`.execute(db);
  },
};
