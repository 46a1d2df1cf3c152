import type { Kysely } from "kysely";
import type { Db } from "./database.server";
import type { Database } from "./schema.server";

/** `list` in slices of at most `size`: one statement's parameters stay under both databases' limits. */
export function* chunks<T>(list: readonly T[], size: number): Generator<T[]> {
  for (let i = 0; i < list.length; i += size) yield list.slice(i, i + size);
}

/** Writes `rows` a slice at a time, all in one transaction (nothing written when one slice fails). */
export async function writeInChunks<T>(
  db: Db,
  rows: readonly T[],
  size: number,
  write: (trx: Kysely<Database>, chunk: T[]) => Promise<unknown>,
): Promise<void> {
  if (rows.length === 0) return;
  await db.kysely.transaction().execute(async (trx) => {
    for (const chunk of chunks(rows, size)) await write(trx, chunk);
  });
}
