/**
 * The content collections (issue 38): entries with a draft and their published languages, every
 * change kept as a revision (who, when, what) with its audit line, written in one transaction,
 * and the version counter that every change to what is published moves.
 */
import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import * as v from "valibot";
import { caseDraftSchema, casePublishedSchema, type CaseDraft, type CasePublished } from "~/publishing/case-study";
import type { PublishedContent } from "~/publishing/content";
import type { Db } from "./database.server";
import { audit } from "./desk-audit-store.server";
import type { Database } from "./schema.server";

export const caseCollection = "case-study";
/** Bounds on what operators can store: entries per collection, revisions kept per entry. */
export const contentBounds = { entries: 100, revisions: 100 } as const;

export interface ContentEntry {
  id: string;
  slug: string;
  position: number;
  draft: CaseDraft;
  published: CasePublished;
  updatedAt: string;
  updatedBy: string | null;
}

export interface ContentRevision {
  id: string;
  at: string;
  operator: string | null;
  action: string;
  draft: CaseDraft;
  published: CasePublished;
}

type Row = Database["content_entries"];

function toEntry(r: Row): ContentEntry {
  return {
    id: r.id,
    slug: r.slug,
    position: r.position,
    draft: v.parse(caseDraftSchema, JSON.parse(r.draft)),
    published: v.parse(casePublishedSchema, JSON.parse(r.published)),
    updatedAt: r.updated_at,
    updatedBy: r.updated_by,
  };
}

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

/**
 * Stores the seed once (remembered in app_settings, so entries an operator deleted do not come
 * back); of several instances starting together one wins. The seed is published in every language
 * it has, as the site showed it before the collections existed; the version does not move.
 */
export async function seedContent(db: Db, seeds: readonly CaseDraft[], now = new Date()): Promise<void> {
  const name = "content_seeded";
  if (await db.kysely.selectFrom("app_settings").select("name").where("name", "=", name).executeTakeFirst()) return;
  await db.kysely.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto("app_settings")
      .values({ name, value: now.toISOString() })
      .onConflict((oc) => oc.column("name").doNothing())
      .executeTakeFirst();
    if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) return;
    for (const [position, seed] of seeds.entries()) {
      const at = now.toISOString();
      const published: CasePublished = Object.fromEntries(
        Object.entries(seed.texts).map(([locale, text]) => [locale, { ...seed.shared, text }]),
      );
      const row = { id: randomUUID(), draft: JSON.stringify(seed), published: JSON.stringify(published) };
      await trx
        .insertInto("content_entries")
        .values({ ...row, collection: caseCollection, slug: seed.shared.slug, position, created_at: at, updated_at: at, updated_by: null })
        .execute();
      await keepRevision(trx, row, null, "seed", at);
    }
  });
}

export async function listEntries(db: Db): Promise<ContentEntry[]> {
  const rows = await db.kysely
    .selectFrom("content_entries")
    .selectAll()
    .where("collection", "=", caseCollection)
    .orderBy("position")
    .orderBy("created_at")
    .execute();
  return rows.map(toEntry);
}

export async function findEntry(db: Db, id: string): Promise<ContentEntry | undefined> {
  const row = await db.kysely.selectFrom("content_entries").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toEntry(row) : undefined;
}

/** What the pages render: every entry's published languages, in the collection's order. */
export async function publishedContent(db: Db): Promise<PublishedContent> {
  const entries = await listEntries(db);
  return { caseStudies: entries.map((e) => ({ slug: e.slug, published: e.published })) };
}

async function slugTaken(trx: Transaction<Database>, slug: string, except: string | null): Promise<boolean> {
  let query = trx.selectFrom("content_entries").select("id").where("collection", "=", caseCollection).where("slug", "=", slug);
  if (except) query = query.where("id", "<>", except);
  return (await query.executeTakeFirst()) !== undefined;
}

export type CreateOutcome = { ok: true; id: string } | { ok: false; reason: "slug-taken" | "too-many" };

/** A new entry, a draft in no language published, last in the list. */
export async function createEntry(db: Db, operator: string, draft: CaseDraft, now = new Date()): Promise<CreateOutcome> {
  return db.kysely.transaction().execute(async (trx): Promise<CreateOutcome> => {
    if (await slugTaken(trx, draft.shared.slug, null)) return { ok: false, reason: "slug-taken" };
    const count = await trx
      .selectFrom("content_entries")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("collection", "=", caseCollection)
      .executeTakeFirstOrThrow();
    if (Number(count.n) >= contentBounds.entries) return { ok: false, reason: "too-many" };
    const last = await trx
      .selectFrom("content_entries")
      .select((eb) => eb.fn.max("position").as("p"))
      .executeTakeFirst();
    const at = now.toISOString();
    const row = { id: randomUUID(), draft: JSON.stringify(draft), published: "{}" };
    await trx
      .insertInto("content_entries")
      .values({
        ...row,
        collection: caseCollection,
        slug: draft.shared.slug,
        position: Number(last?.p ?? -1) + 1,
        created_at: at,
        updated_at: at,
        updated_by: operator,
      })
      .execute();
    await keepRevision(trx, row, operator, "create", at);
    await audit(trx, { operator, action: "content-create", detail: `${caseCollection} ${draft.shared.slug}` }, now);
    return { ok: true, id: row.id };
  });
}

export type ChangeOutcome = "done" | "not-found" | "slug-taken";

/**
 * One change to an entry, in one transaction: its new draft and published languages, a revision,
 * an audit line, and the version moved when what is published changed.
 */
export async function changeEntry(
  db: Db,
  operator: string,
  id: string,
  change: (entry: ContentEntry) => { draft: CaseDraft; published: CasePublished; action: string; detail: string },
  now = new Date(),
): Promise<ChangeOutcome> {
  return db.kysely.transaction().execute(async (trx): Promise<ChangeOutcome> => {
    const row = await trx.selectFrom("content_entries").selectAll().where("id", "=", id).executeTakeFirst();
    if (!row) return "not-found";
    const current = toEntry(row);
    const next = change(current);
    if (await slugTaken(trx, next.draft.shared.slug, id)) return "slug-taken";
    const at = now.toISOString();
    const stored = { id, draft: JSON.stringify(next.draft), published: JSON.stringify(next.published) };
    await trx
      .updateTable("content_entries")
      .set({ draft: stored.draft, published: stored.published, slug: next.draft.shared.slug, updated_at: at, updated_by: operator })
      .where("id", "=", id)
      .execute();
    await keepRevision(trx, stored, operator, next.action, at);
    await audit(
      trx,
      { operator, action: `content-${next.action}`, detail: `${caseCollection} ${next.draft.shared.slug} ${next.detail}`.trim() },
      now,
    );
    // Compared as the schema writes it (its key order), not as the row happened to be written.
    if (stored.published !== JSON.stringify(current.published)) await bumpVersion(trx);
    return "done";
  });
}

export async function revisionsOf(db: Db, entryId: string): Promise<ContentRevision[]> {
  const rows = await db.kysely
    .selectFrom("content_revisions")
    .selectAll()
    .where("entry_id", "=", entryId)
    .orderBy("at", "desc")
    .orderBy("id", "desc")
    .limit(contentBounds.revisions)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    at: r.at,
    operator: r.operator,
    action: r.action,
    draft: v.parse(caseDraftSchema, JSON.parse(r.draft)),
    published: v.parse(casePublishedSchema, JSON.parse(r.published)),
  }));
}
