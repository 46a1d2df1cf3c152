import type { Transaction } from "kysely";
import type { Db } from "./database.server";
import type { Database } from "./schema.server";

/**
 * Runs `work` once per database, in the transaction that claims `name` in app_settings: of several
 * instances starting together one wins, and a name claimed stays claimed (what it stored and an
 * operator later deleted does not come back).
 */
export async function onceInDatabase(db: Db, name: string, now: Date, work: (trx: Transaction<Database>) => Promise<void>): Promise<void> {
  if (await db.kysely.selectFrom("app_settings").select("name").where("name", "=", name).executeTakeFirst()) return;
  await db.kysely.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto("app_settings")
      .values({ name, value: now.toISOString() })
      .onConflict((oc) => oc.column("name").doNothing())
      .executeTakeFirst();
    if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) return;
    await work(trx);
  });
}
