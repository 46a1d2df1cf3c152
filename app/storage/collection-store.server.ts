/**
 * The team and quotes collections in content_entries (the case studies' table): an entry's draft
 * and published languages checked by its collection's schema, every change a revision and an
 * audit line in one transaction, the content version moved when what is published changed (the
 * case studies' `keepRevision` and `bumpVersion`). Audit lines name an entry by its id, not the
 * person's name, so erasing an entry leaves no name behind.
 */
import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import * as v from "valibot";
import { locales } from "~/i18n/locale";
import type { ProofCollection, ProofDraft, ProofPublished } from "~/publishing/proof-collections";
import { bumpVersion, contentBounds, keepRevision, onceInDatabase } from "./content-store.server";
import type { Db } from "./platform/database.server";
import { audit } from "./operators/desk-audit-store.server";
import type { Database } from "./platform/schema.server";

export interface ProofEntry<D extends ProofDraft> {
  id: string;
  draft: D;
  published: ProofPublished<D>;
  updatedAt: string;
}

export interface ProofRevision<D extends ProofDraft> {
  id: string;
  at: string;
  operator: string | null;
  action: string;
  draft: D;
  /** What was published after it, as stored (the desk reads which language a publish was for). */
  published: unknown;
}

type Row = Database["content_entries"];

function toEntry<D extends ProofDraft>(c: ProofCollection<D>, r: Pick<Row, "id" | "draft" | "published" | "updated_at">): ProofEntry<D> {
  return {
    id: r.id,
    draft: v.parse(c.draft, JSON.parse(r.draft)),
    published: v.parse(c.published, JSON.parse(r.published)),
    updatedAt: r.updated_at,
  };
}

const publishedAll = <D extends ProofDraft>(draft: D) =>
  Object.fromEntries(locales.flatMap((l) => (draft.texts[l] ? [[l, { ...draft.shared, text: draft.texts[l] }]] : [])));

/** Stores a collection's seed once per database, published in every language it has; the version does not move. */
export async function seedCollection<D extends ProofDraft>(db: Db, c: ProofCollection<D>, seeds: readonly D[], now = new Date()) {
  await onceInDatabase(db, `content_seeded_${c.name}`, now, async (trx) => {
    for (const [position, seed] of seeds.entries()) {
      const at = now.toISOString();
      const row = { id: randomUUID(), draft: JSON.stringify(seed), published: JSON.stringify(publishedAll(seed)) };
      await trx
        .insertInto("content_entries")
        .values({ ...row, collection: c.name, slug: row.id, position, created_at: at, updated_at: at, updated_by: null })
        .execute();
      await keepRevision(trx, row, null, "seed", at);
    }
  });
}

export async function listProof<D extends ProofDraft>(db: Db, c: ProofCollection<D>): Promise<ProofEntry<D>[]> {
  const rows = await db.kysely
    .selectFrom("content_entries")
    .select(["id", "draft", "published", "updated_at"])
    .where("collection", "=", c.name)
    .orderBy("position")
    .orderBy("created_at")
    .execute();
  return rows.map((r) => toEntry(c, r));
}

export async function findProof<D extends ProofDraft>(db: Db, c: ProofCollection<D>, id: string): Promise<ProofEntry<D> | undefined> {
  const row = await db.kysely
    .selectFrom("content_entries")
    .select(["id", "draft", "published", "updated_at"])
    .where("collection", "=", c.name)
    .where("id", "=", id)
    .executeTakeFirst();
  return row ? toEntry(c, row) : undefined;
}

export type ProofCreated = { ok: true; id: string } | { ok: false; reason: "too-many" };

/** A new entry, a draft in no language published, last in its collection. */
export async function createProof<D extends ProofDraft>(db: Db, c: ProofCollection<D>, operator: string, draft: D, now = new Date()) {
  return db.kysely.transaction().execute(async (trx): Promise<ProofCreated> => {
    const stats = await trx
      .selectFrom("content_entries")
      .select((eb) => [eb.fn.countAll<number>().as("n"), eb.fn.max("position").as("p")])
      .where("collection", "=", c.name)
      .executeTakeFirstOrThrow();
    if (Number(stats.n) >= c.max) return { ok: false, reason: "too-many" };
    const at = now.toISOString();
    const row = { id: randomUUID(), draft: JSON.stringify(draft), published: "{}" };
    const position = stats.p === null ? 0 : Number(stats.p) + 1;
    await trx
      .insertInto("content_entries")
      .values({ ...row, collection: c.name, slug: row.id, position, created_at: at, updated_at: at, updated_by: operator })
      .execute();
    await keepRevision(trx, row, operator, "create", at);
    await audit(trx, { operator, action: `${c.name}-create`, detail: row.id }, now);
    return { ok: true, id: row.id };
  });
}

async function lockedRow<D extends ProofDraft>(trx: Transaction<Database>, c: ProofCollection<D>, id: string) {
  const row = await trx
    .selectFrom("content_entries")
    .select(["id", "draft", "published", "updated_at"])
    .where("collection", "=", c.name)
    .where("id", "=", id)
    .executeTakeFirst();
  return row ? toEntry(c, row) : undefined;
}

export type ProofChange<D extends ProofDraft> = { draft: D; published: ProofPublished<D>; action: string; detail: string };

/** One change to an entry in one transaction: draft, published languages, revision, audit line, version. */
export async function changeProof<D extends ProofDraft>(
  db: Db,
  c: ProofCollection<D>,
  operator: string,
  id: string,
  change: (entry: ProofEntry<D>) => ProofChange<D>,
  now = new Date(),
): Promise<"done" | "not-found"> {
  return db.kysely.transaction().execute(async (trx) => {
    const current = await lockedRow(trx, c, id);
    if (!current) return "not-found";
    const next = change(current);
    const at = now.toISOString();
    const stored = { id, draft: JSON.stringify(next.draft), published: JSON.stringify(next.published) };
    await trx
      .updateTable("content_entries")
      .set({ draft: stored.draft, published: stored.published, updated_at: at, updated_by: operator })
      .where("id", "=", id)
      .execute();
    await keepRevision(trx, stored, operator, next.action, at);
    await audit(trx, { operator, action: `${c.name}-${next.action}`, detail: `${id} ${next.detail}`.trim() }, now);
    if (stored.published !== JSON.stringify(current.published)) await bumpVersion(trx);
    return "done";
  });
}

/** Removes an entry and every revision of it; the audit says so. True when it was published somewhere. */
export async function eraseProof<D extends ProofDraft>(db: Db, c: ProofCollection<D>, operator: string, id: string, now = new Date()) {
  return db.kysely.transaction().execute(async (trx): Promise<"not-found" | { wasPublished: boolean }> => {
    const current = await lockedRow(trx, c, id);
    if (!current) return "not-found";
    const revisions = await trx.deleteFrom("content_revisions").where("entry_id", "=", id).executeTakeFirst();
    await trx.deleteFrom("content_entries").where("id", "=", id).execute();
    const wasPublished = Object.keys(current.published).length > 0;
    const detail = `${id}: the entry and its ${Number(revisions.numDeletedRows)} revisions removed`;
    await audit(trx, { operator, action: `${c.name}-erase`, detail }, now);
    if (wasPublished) await bumpVersion(trx);
    return { wasPublished };
  });
}

export async function proofRevisions<D extends ProofDraft>(db: Db, c: ProofCollection<D>, id: string): Promise<ProofRevision<D>[]> {
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
    published: JSON.parse(r.published) as unknown,
  }));
}
