/** The daily keys that hash client addresses (rate limits, visits), shared by every instance. */
import { randomBytes } from "node:crypto";
import { type Db } from "./database.server";

const ipKeyPrefix = "ip_hash_key:";
const ipKeyName = (at: Date) => `${ipKeyPrefix}${at.toISOString().slice(0, 10)}`;

/**
 * The names of the keys that hash client addresses at `at`: the day's (UTC), then the previous
 * day's while the rate-limit window still reaches into that day. A key older than that is deleted
 * (`deleteExpiredIpKeys`), and with it any way to link a stored hash to an address: a key lives
 * at most one day plus the window.
 */
export function ipKeyNames(at: Date, windowMs: number): [string, ...string[]] {
  const current = ipKeyName(at);
  const previous = ipKeyName(new Date(at.getTime() - windowMs));
  return current === previous ? [current] : [current, previous];
}

/**
 * One key by name; `create` makes it (random, once: every instance sharing the database gets the
 * same key). Undefined when it does not exist (a previous day's, already deleted or never made).
 */
export async function ipHashKey(db: Db, name: string, options: { create: boolean }): Promise<string | undefined> {
  if (options.create) {
    await db.kysely
      .insertInto("app_settings")
      .values({ name, value: randomBytes(32).toString("base64url") })
      .onConflict((oc) => oc.column("name").doNothing())
      .execute();
  }
  const row = await db.kysely.selectFrom("app_settings").select("value").where("name", "=", name).executeTakeFirst();
  return row?.value;
}

/** Deletes the keys no request can be counted against any more. Returns how many went. */
export async function deleteExpiredIpKeys(db: Db, at: Date, windowMs: number): Promise<number> {
  const oldest = ipKeyName(new Date(at.getTime() - windowMs));
  const result = await db.kysely
    .deleteFrom("app_settings")
    .where((eb) =>
      eb.or([
        eb.and([eb("name", "like", `${ipKeyPrefix}%`), eb("name", "<", oldest)]),
        // The single salt of earlier versions.
        eb("name", "=", "ip_hash_salt"),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
