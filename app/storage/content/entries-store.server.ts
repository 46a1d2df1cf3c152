/**
 * The entries of every content collection (case studies, articles, team, quotes: ./collections.server.ts),
 * one store for all: an entry's draft and published languages checked by its collection's schemas,
 * every change a revision and an audit line in one transaction, the version moved when what is
 * published changed. Audit lines name an entry by its address, or by its id in a collection
 * without addresses (so erasing a team member leaves no name behind).
 */
import { randomUUID } from "node:crypto";
import type { Selectable, Transaction } from "kysely";
import * as v from "valibot";
import { locales, type Locale } from "~/i18n/locale";
import type { Db } from "../platform/database.server";
import { audit } from "../operators/desk-audit-store.server";
import type { Database } from "../platform/schema.server";
import { slugsOf, type Addressed, type Slugs } from "~/publishing/slugs";
import type { AnyDraft, Collection } from "./collections.server";
import { bumpVersion, collectionRows, contentBounds, keepRevision } from "./content-store.server";

export interface ContentEntry<D = AnyDraft, P = unknown> {
  id: string;
  /** Its address; its id in a collection without addresses. */
  slug: string;
  position: number;
  draft: D;
  published: P;
  updatedAt: string;
  updatedBy: string | null;
  /** The published languages to check against another whose text changed since: `{ fr: "en" }`. */
  checks: Checks;
}

export type Checks = Partial<Record<Locale, Locale>>;

/** The stored checks, only languages kept (a row written before 0035 has none). */
function checksOf(json: string | undefined): Checks {
  try {
    const value = JSON.parse(json ?? "{}") as Record<string, unknown>;
    return Object.fromEntries(Object.entries(value).filter(([k, l]) => isLocale(k) && typeof l === "string" && isLocale(l))) as Checks;
  } catch {
    return {};
  }
}

export interface ContentRevision<D = AnyDraft, P = unknown> {
  id: string;
  at: string;
  operator: string | null;
  action: string;
  draft: D;
  published: P;
}

type Row = Selectable<Database["content_entries"]>;
const isLocale = (value: string): value is Locale => locales.some((l) => l === value);

function toEntry<D extends AnyDraft, P>(r: Row, c: Collection<D, P>): ContentEntry<D, P> {
  return {
    id: r.id,
    slug: r.slug,
    position: r.position,
    draft: v.parse(c.draft, JSON.parse(r.draft)),
    published: v.parse(c.published, JSON.parse(r.published)),
    updatedAt: r.updated_at,
    updatedBy: r.updated_by,
    checks: checksOf(r.checks),
  };
}

/** How the audit names an entry: its collection and address, or its id. */
const auditName = <D extends AnyDraft, P>(c: Collection<D, P>, id: string, draft: D) => (c.slugOf ? `${c.name} ${c.slugOf(draft)}` : id);

export async function listEntries<D extends AnyDraft, P>(db: Db, c: Collection<D, P>): Promise<ContentEntry<D, P>[]> {
  return (await collectionRows(db, c.name)).map((r) => toEntry(r, c));
}

async function rowOf(db: Db | Transaction<Database>, c: { name: string }, id: string) {
  const kysely = "kysely" in db ? db.kysely : db;
  return kysely.selectFrom("content_entries").selectAll().where("id", "=", id).where("collection", "=", c.name).executeTakeFirst();
}

/** An entry of a collection by its id (an id of another collection is not found). */
export async function findEntry<D extends AnyDraft, P>(db: Db, c: Collection<D, P>, id: string): Promise<ContentEntry<D, P> | undefined> {
  const row = await rowOf(db, c, id);
  return row ? toEntry(row, c) : undefined;
}

/** The languages in which another entry of the collection already has the address given for it. */
export async function addressesTaken(
  trx: Transaction<Database>,
  collection: string,
  slugs: Slugs,
  except: string | null,
): Promise<Locale[]> {
  let query = trx.selectFrom("content_entries").select(["id", "draft"]).where("collection", "=", collection);
  if (except) query = query.where("id", "<>", except);
  const others = (await query.execute()).map((r) => slugsOf((JSON.parse(r.draft) as { shared: Addressed }).shared));
  return locales.filter((l) => others.some((o) => o[l] === slugs[l]));
}

/** True when the draft's address in some language is another entry's in that language. */
async function slugTaken<D extends AnyDraft>(
  trx: Transaction<Database>,
  collection: string,
  draft: D,
  except: string | null,
): Promise<boolean> {
  return (await addressesTaken(trx, collection, slugsOf(draft.shared as Addressed), except)).length > 0;
}

export type CreateOutcome = { ok: true; id: string } | { ok: false; reason: "slug-taken" | "too-many" };

/** A new entry, a draft in no language published, last in its collection. */
export async function createEntry<D extends AnyDraft, P>(
  db: Db,
  c: Collection<D, P>,
  operator: string,
  draft: D,
  now = new Date(),
): Promise<CreateOutcome> {
  return db.kysely.transaction().execute(async (trx): Promise<CreateOutcome> => {
    const id = randomUUID();
    const slug = c.slugOf?.(draft) ?? id;
    if (c.slugOf && (await slugTaken(trx, c.name, draft, null))) return { ok: false, reason: "slug-taken" };
    const stats = await trx
      .selectFrom("content_entries")
      .select((eb) => [eb.fn.countAll<number>().as("n"), eb.fn.max("position").as("p")])
      .where("collection", "=", c.name)
      .executeTakeFirstOrThrow();
    if (Number(stats.n) >= c.entries) return { ok: false, reason: "too-many" };
    const at = now.toISOString();
    const row = { id, draft: JSON.stringify(draft), published: "{}" };
    const position = stats.p === null ? 0 : Number(stats.p) + 1;
    await trx
      .insertInto("content_entries")
      .values({ ...row, collection: c.name, slug, position, created_at: at, updated_at: at, updated_by: operator })
      .execute();
    await keepRevision(trx, row, operator, "create", at);
    await audit(trx, { operator, action: `${c.audit}-create`, detail: auditName(c, id, draft) }, now);
    return { ok: true, id };
  });
}

/**
 * The entry's next draft and published languages, what was done, and (when they change) the
 * languages to check; `revision`: what the revision says when the action alone would not ("confirm:fr").
 */
export type EntryChange<D, P> = { draft: D; published: P; action: string; detail: string; checks?: Checks; revision?: string };
export type ChangeOutcome = "done" | "not-found" | "slug-taken";

/**
 * One change to an entry, in one transaction: its new draft and published languages, a revision,
 * an audit line, and the version moved when what is published changed.
 */
export async function changeEntry<D extends AnyDraft, P>(
  db: Db,
  c: Collection<D, P>,
  operator: string,
  id: string,
  change: (entry: ContentEntry<D, P>) => EntryChange<D, P>,
  now = new Date(),
): Promise<ChangeOutcome> {
  return db.kysely.transaction().execute(async (trx): Promise<ChangeOutcome> => {
    const row = await rowOf(trx, c, id);
    if (!row) return "not-found";
    const current = toEntry(row, c);
    const next = change(current);
    const slug = c.slugOf?.(next.draft) ?? id;
    const moved =
      c.slugOf && JSON.stringify(slugsOf(next.draft.shared as Addressed)) !== JSON.stringify(slugsOf(current.draft.shared as Addressed));
    if (moved && (await slugTaken(trx, c.name, next.draft, id))) return "slug-taken";
    const at = now.toISOString();
    const stored = { id, draft: JSON.stringify(next.draft), published: JSON.stringify(next.published) };
    await trx
      .updateTable("content_entries")
      .set({
        draft: stored.draft,
        published: stored.published,
        slug,
        updated_at: at,
        updated_by: operator,
        ...(next.checks ? { checks: JSON.stringify(next.checks) } : {}),
      })
      .where("id", "=", id)
      .execute();
    await keepRevision(trx, stored, operator, next.revision ?? next.action, at);
    const detail = `${auditName(c, id, next.draft)} ${next.detail}`.trim();
    await audit(trx, { operator, action: `${c.audit}-${next.action}`, detail }, now);
    // Compared as the schema writes it (its key order), not as the row happened to be written.
    if (stored.published !== JSON.stringify(current.published)) await bumpVersion(trx);
    return "done";
  });
}

/** Removes an entry and every revision of it; the audit says so. True when it was published somewhere. */
export async function eraseEntry<D extends AnyDraft, P>(db: Db, c: Collection<D, P>, operator: string, id: string, now = new Date()) {
  return db.kysely.transaction().execute(async (trx): Promise<"not-found" | { wasPublished: boolean }> => {
    const row = await rowOf(trx, c, id);
    if (!row) return "not-found";
    const current = toEntry(row, c);
    const revisions = await trx.deleteFrom("content_revisions").where("entry_id", "=", id).executeTakeFirst();
    await trx.deleteFrom("content_entries").where("id", "=", id).execute();
    const wasPublished = Object.keys(current.published as object).length > 0;
    const detail = `${auditName(c, id, current.draft)}: the entry and its ${Number(revisions.numDeletedRows)} revisions removed`;
    await audit(trx, { operator, action: `${c.audit}-erase`, detail }, now);
    if (wasPublished) await bumpVersion(trx);
    return { wasPublished };
  });
}

/** An entry's revisions, newest first (none for an id of another collection). */
export async function revisionsOf<D extends AnyDraft, P>(db: Db, c: Collection<D, P>, id: string): Promise<ContentRevision<D, P>[]> {
  const rows = await db.kysely
    .selectFrom("content_revisions")
    .innerJoin("content_entries", "content_entries.id", "content_revisions.entry_id")
    .select(["content_revisions.id", "at", "operator", "action", "content_revisions.draft", "content_revisions.published"])
    .where("entry_id", "=", id)
    .where("collection", "=", c.name)
    .orderBy("at", "desc")
    .orderBy("content_revisions.id", "desc")
    .limit(contentBounds.revisions)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    at: r.at,
    operator: r.operator,
    action: r.action,
    draft: v.parse(c.draft, JSON.parse(r.draft)),
    published: v.parse(c.published, JSON.parse(r.published)),
  }));
}
