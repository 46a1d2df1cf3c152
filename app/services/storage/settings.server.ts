import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "./schema.server";

/**
 * The salt of the client-IP hashes. It lives in the database so that every instance sharing it
 * hashes an address the same way (the per-IP limit holds across instances) and so that it goes
 * wherever the data goes.
 */
export async function ipHashSalt(db: Kysely<Database>): Promise<string> {
  const name = "ip_hash_salt";
  await db
    .insertInto("app_settings")
    .values({ name, value: randomBytes(32).toString("base64url") })
    .onConflict((oc) => oc.column("name").doNothing())
    .execute();
  const row = await db.selectFrom("app_settings").select("value").where("name", "=", name).executeTakeFirstOrThrow();
  return row.value;
}
