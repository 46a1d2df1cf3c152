/**
 * What every content collection shares in the store: the version counter that every change to
 * what is published moves, the revisions kept per entry, the seed stored once per database, and a
 * collection's rows in order. The entries themselves: ./entries-store.server.ts.
 */
import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import { locales } from "~/i18n/locale";
import type { Db } from "../platform/database.server";
import type { Database } from "../platform/schema.server";
import { onceInDatabase } from "../platform/once-in-database.server";
import type { AnyDraft, Collection } from "./collections.server";

/** Bounds on what operators can store: revisions kept per entry (entries: each collection's own). */
export const contentBounds = { entries: 100, revisions: 100 } as const;

/** The version of what is published: each instance re-renders its pages when it moves. */
export async function contentVersion(db: Db): Promise<number> {
  const row = await db.kysely.selectFrom("content_version").select("version").where("id", "=", 1).executeTakeFirst();
  return Number(row?.version ?? 0);
}

export async function bumpVersion(trx: Transaction<Database>): Promise<void> {
  await trx
    .updateTable("content_version")
    .set((eb) => ({ version: eb("version", "+", 1) }))
    .where("id", "=", 1)
    .execute();
}

export async function keepRevision(
  trx: Transaction<Database>,
  entry: { id: string; draft: string; published: string },
  operator: string | null,
  action: string,
  at: string,
): Promise<void> {
  await trx
    .insertInto("content_revisions")
    .values({ id: randomUUID(), entry_id: entry.id, at, operator, action, draft: entry.draft, published: entry.published })
    .execute();
  const old = await trx
    .selectFrom("content_revisions")
    .select("id")
    .where("entry_id", "=", entry.id)
    .orderBy("at", "desc")
    .orderBy("id", "desc")
    .offset(contentBounds.revisions)
    .limit(1000)
    .execute();
  if (old.length > 0)
    await trx
      .deleteFrom("content_revisions")
      .where(
        "id",
        "in",
        old.map((r) => r.id),
      )
      .execute();
}

/** A draft as published in every language it has: `{ ...shared, text }` per language. */
export function publishedAll(draft: AnyDraft): Record<string, unknown> {
  return Object.fromEntries(locales.flatMap((l) => (draft.texts[l] ? [[l, { ...draft.shared, text: draft.texts[l] }]] : [])));
}

/**
 * Stores a collection's seed once (remembered in app_settings, so entries an operator deleted do
 * not come back); of several instances starting together one wins. The seed is published in every
 * language it has, as the site showed it before the collections existed; the version does not move.
 */
export async function seedCollection<D extends AnyDraft, P>(db: Db, c: Collection<D, P>, seeds: readonly D[], now = new Date()) {
  await onceInDatabase(db, c.seeded, now, async (trx) => {
    for (const [position, seed] of seeds.entries()) {
      const at = now.toISOString();
      const row = { id: randomUUID(), draft: JSON.stringify(seed), published: JSON.stringify(publishedAll(seed)) };
      const slug = c.slugOf?.(seed) ?? row.id;
      await trx
        .insertInto("content_entries")
        .values({ ...row, collection: c.name, slug, position, created_at: at, updated_at: at, updated_by: null })
        .execute();
      await keepRevision(trx, row, null, "seed", at);
    }
  });
}

/** A collection's rows in the order its list shows them. */
export function collectionRows(db: Db, name: string) {
  return db.kysely
    .selectFrom("content_entries")
    .selectAll()
    .where("collection", "=", name)
    .orderBy("position")
    .orderBy("created_at")
    .execute();
}
