/**
 * The content collections (issue 38): entries with a draft and their published languages, every
 * change kept as a revision (who, when, what) with its audit line, written in one transaction,
 * and the version counter that every change to what is published moves.
 */
import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import * as v from "valibot";
import { articleDraftSchema, articleLimits, articlePublishedSchema, type ArticleDraft, type ArticlePublished } from "~/publishing/article";
import { caseDraftSchema, casePublishedSchema, type CaseDraft, type CasePublished } from "~/publishing/case-study";
import type { PublishedContent } from "~/publishing/content";
import type { Db } from "./platform/database.server";
import { audit } from "./operators/desk-audit-store.server";
import type { Database } from "./platform/schema.server";

export const caseCollection = "case-study";
/** Bounds on what operators can store: entries per collection, revisions kept per entry. */
export const contentBounds = { entries: 100, revisions: 100 } as const;

/** A collection: its name in the rows, its schemas, the prefix of its audit actions and its bound. */
export interface Collection<D extends { shared: { slug: string } }, P> {
  name: string;
  draft: v.GenericSchema<unknown, D>;
  published: v.GenericSchema<unknown, P>;
  audit: string;
  entries: number;
}

export const caseStudies: Collection<CaseDraft, CasePublished> = {
  name: caseCollection,
  draft: caseDraftSchema,
  published: casePublishedSchema,
  audit: "content",
  entries: contentBounds.entries,
};

export const articles: Collection<ArticleDraft, ArticlePublished> = {
  name: "article",
  draft: articleDraftSchema,
  published: articlePublishedSchema,
  audit: "article",
  entries: articleLimits.articles,
};

export interface ContentEntry<D = CaseDraft, P = CasePublished> {
  id: string;
  slug: string;
  position: number;
  draft: D;
  published: P;
  updatedAt: string;
  updatedBy: string | null;
}

export interface ContentRevision<D = CaseDraft, P = CasePublished> {
  id: string;
  at: string;
  operator: string | null;
  action: string;
  draft: D;
  published: P;
}

type Row = Database["content_entries"];
type Slugged = { shared: { slug: string } };

function toEntry<D extends Slugged, P>(r: Row, collection: Collection<D, P>): ContentEntry<D, P> {
  return {
    id: r.id,
    slug: r.slug,
    position: r.position,
    draft: v.parse(collection.draft, JSON.parse(r.draft)),
    published: v.parse(collection.published, JSON.parse(r.published)),
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

/**
 * Stores the seed once (remembered in app_settings, so entries an operator deleted do not come
 * back); of several instances starting together one wins. The seed is published in every language
 * it has, as the site showed it before the collections existed; the version does not move.
 */
export async function seedContent(db: Db, seeds: readonly CaseDraft[], now = new Date()): Promise<void> {
  await onceInDatabase(db, "content_seeded", now, async (trx) => {
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

export async function listCollection<D extends Slugged, P>(db: Db, collection: Collection<D, P>): Promise<ContentEntry<D, P>[]> {
  return (await collectionRows(db, collection.name)).map((r) => toEntry(r, collection));
}

export async function listEntries(db: Db): Promise<ContentEntry[]> {
  return listCollection(db, caseStudies);
}

/** An entry of a collection by its id (an id of another collection is not found). */
export async function findInCollection<D extends Slugged, P>(
  db: Db,
  id: string,
  collection: Collection<D, P>,
): Promise<ContentEntry<D, P> | undefined> {
  const row = await db.kysely
    .selectFrom("content_entries")
    .selectAll()
    .where("id", "=", id)
    .where("collection", "=", collection.name)
    .executeTakeFirst();
  return row ? toEntry(row, collection) : undefined;
}

export async function findEntry(db: Db, id: string): Promise<ContentEntry | undefined> {
  return findInCollection(db, id, caseStudies);
}

/** What the pages render: every entry's published languages, in each collection's order. */
export async function publishedContent(db: Db): Promise<PublishedContent> {
  const [cases, posts] = await Promise.all([listEntries(db), listCollection(db, articles)]);
  return {
    caseStudies: cases.map((e) => ({ slug: e.slug, published: e.published })),
    articles: posts.map((e) => ({ slug: e.slug, published: e.published })),
  };
}

async function slugTaken(trx: Transaction<Database>, collection: string, slug: string, except: string | null): Promise<boolean> {
  let query = trx.selectFrom("content_entries").select("id").where("collection", "=", collection).where("slug", "=", slug);
  if (except) query = query.where("id", "<>", except);
  return (await query.executeTakeFirst()) !== undefined;
}

export type CreateOutcome = { ok: true; id: string } | { ok: false; reason: "slug-taken" | "too-many" };

/** A new entry, a draft in no language published, last in the list. */
export async function createEntry<D extends Slugged = CaseDraft, P = CasePublished>(
  db: Db,
  operator: string,
  draft: D,
  now = new Date(),
  collection: Collection<D, P> = caseStudies as unknown as Collection<D, P>,
): Promise<CreateOutcome> {
  return db.kysely.transaction().execute(async (trx): Promise<CreateOutcome> => {
    if (await slugTaken(trx, collection.name, draft.shared.slug, null)) return { ok: false, reason: "slug-taken" };
    const count = await trx
      .selectFrom("content_entries")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("collection", "=", collection.name)
      .executeTakeFirstOrThrow();
    if (Number(count.n) >= collection.entries) return { ok: false, reason: "too-many" };
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
        collection: collection.name,
        slug: draft.shared.slug,
        position: Number(last?.p ?? -1) + 1,
        created_at: at,
        updated_at: at,
        updated_by: operator,
      })
      .execute();
    await keepRevision(trx, row, operator, "create", at);
    await audit(trx, { operator, action: `${collection.audit}-create`, detail: `${collection.name} ${draft.shared.slug}` }, now);
    return { ok: true, id: row.id };
  });
}

export type ChangeOutcome = "done" | "not-found" | "slug-taken";

/**
 * One change to an entry, in one transaction: its new draft and published languages, a revision,
 * an audit line, and the version moved when what is published changed.
 */
export async function changeEntry<D extends Slugged = CaseDraft, P = CasePublished>(
  db: Db,
  operator: string,
  id: string,
  change: (entry: ContentEntry<D, P>) => { draft: D; published: P; action: string; detail: string },
  now = new Date(),
  collection: Collection<D, P> = caseStudies as unknown as Collection<D, P>,
): Promise<ChangeOutcome> {
  return db.kysely.transaction().execute(async (trx): Promise<ChangeOutcome> => {
    const row = await trx
      .selectFrom("content_entries")
      .selectAll()
      .where("id", "=", id)
      .where("collection", "=", collection.name)
      .executeTakeFirst();
    if (!row) return "not-found";
    const current = toEntry(row, collection);
    const next = change(current);
    if (await slugTaken(trx, collection.name, next.draft.shared.slug, id)) return "slug-taken";
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
      {
        operator,
        action: `${collection.audit}-${next.action}`,
        detail: `${collection.name} ${next.draft.shared.slug} ${next.detail}`.trim(),
      },
      now,
    );
    // Compared as the schema writes it (its key order), not as the row happened to be written.
    if (stored.published !== JSON.stringify(current.published)) await bumpVersion(trx);
    return "done";
  });
}

export async function revisionsOf<D extends Slugged = CaseDraft, P = CasePublished>(
  db: Db,
  entryId: string,
  collection: Collection<D, P> = caseStudies as unknown as Collection<D, P>,
): Promise<ContentRevision<D, P>[]> {
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
    draft: v.parse(collection.draft, JSON.parse(r.draft)),
    published: v.parse(collection.published, JSON.parse(r.published)),
  }));
}
