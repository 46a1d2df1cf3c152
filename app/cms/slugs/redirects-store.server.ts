/**
 * Addresses that can change (content_redirects, migration 0041): renaming a case study or an
 * article changes its address in its draft and in each published language, in one transaction with
 * its revision ("rename"), its audit line and the version moved; each old address of a published
 * language then answers 301 to the new one. Redirects never chain: one that led to the old address
 * leads to the new one; a redirect from an address that is a page again is dropped.
 */
import * as v from "valibot";
import { locales, type Locale } from "~/i18n/locale";
import { articlePath } from "~/publishing/article-paths";
import { casePath } from "~/publishing/paths";
import { bumpVersion, keepRevision } from "~/storage/content/content-store.server";
import { articles, caseStudies } from "~/storage/content/collections.server";
import type { Db } from "~/storage/platform/database.server";
import { audit } from "~/storage/operators/desk-audit-store.server";

type RedirectTables = {
  content_redirects: { from_path: string; to_path: string; entry_id: string; created_at: string; created_by: string | null };
};

/** The collections whose entries have an address: their schemas, audit prefix and page paths. */
export const addressed = {
  "case-study": { schema: caseStudies.draft, audit: caseStudies.audit, path: casePath },
  article: { schema: articles.draft, audit: articles.audit, path: articlePath },
} as const;
export type AddressedCollection = keyof typeof addressed;

export interface Redirect {
  from: string;
  to: string;
  entryId: string;
  collection: string;
  createdAt: string;
}

/** Every redirect, newest first. */
export async function listRedirects(db: Db): Promise<Redirect[]> {
  const rows = await db.kysely
    .withTables<RedirectTables>()
    .selectFrom("content_redirects")
    .innerJoin("content_entries", "content_entries.id", "content_redirects.entry_id")
    .select(["from_path", "to_path", "entry_id", "collection", "content_redirects.created_at"])
    .orderBy("content_redirects.created_at", "desc")
    .orderBy("from_path")
    .execute();
  return rows.map((r) => ({ from: r.from_path, to: r.to_path, entryId: r.entry_id, collection: r.collection, createdAt: r.created_at }));
}

export type RenameOutcome = "done" | "not-found" | "slug-taken" | "invalid" | "unchanged";

type Entry = { shared: { slug: string } };

/** Gives an entry a new address; its published languages' old addresses answer 301 to the new. */
export async function renameEntry(db: Db, operator: string, id: string, slug: string, now = new Date()): Promise<RenameOutcome> {
  return db.kysely.transaction().execute(async (trx): Promise<RenameOutcome> => {
    const row = await trx.selectFrom("content_entries").selectAll().where("id", "=", id).executeTakeFirst();
    const c = row && (row.collection in addressed ? addressed[row.collection as AddressedCollection] : undefined);
    if (!row || !c) return "not-found";
    const draft = JSON.parse(row.draft) as Entry;
    const checked = v.safeParse(c.schema, { ...draft, shared: { ...draft.shared, slug } });
    if (!checked.success) return "invalid";
    const next = (checked.output as Entry).shared.slug;
    if (next === row.slug) return "unchanged";
    const taken = await trx
      .selectFrom("content_entries")
      .select("id")
      .where("collection", "=", row.collection)
      .where("slug", "=", next)
      .executeTakeFirst();
    if (taken) return "slug-taken";
    // A published language's view spreads the draft's shared fields: its slug is at the top.
    const published = JSON.parse(row.published) as Partial<Record<Locale, { slug: string }>>;
    const languages = locales.filter((l) => published[l]);
    const renamed = Object.fromEntries(languages.map((l) => [l, { ...published[l]!, slug: next }]));
    const at = now.toISOString();
    const stored = { id, draft: JSON.stringify({ ...draft, shared: { ...draft.shared, slug: next } }), published: JSON.stringify(renamed) };
    await trx
      .updateTable("content_entries")
      .set({ slug: next, draft: stored.draft, published: stored.published, updated_at: at, updated_by: operator })
      .where("id", "=", id)
      .execute();
    const r = trx.withTables<RedirectTables>();
    for (const l of languages) {
      const from = c.path(row.slug, l);
      const to = c.path(next, l);
      await r.updateTable("content_redirects").set({ to_path: to }).where("to_path", "=", from).execute();
      await r.deleteFrom("content_redirects").where("from_path", "in", [from, to]).execute();
      await r
        .insertInto("content_redirects")
        .values({ from_path: from, to_path: to, entry_id: id, created_at: at, created_by: operator })
        .execute();
    }
    await keepRevision(trx, stored, operator, "rename", at);
    await audit(trx, { operator, action: `${c.audit}-rename`, detail: `${row.collection} ${row.slug} → ${next}` }, now);
    if (languages.length > 0) await bumpVersion(trx);
    return "done";
  });
}

/** The entry whose page a path is (a case study's or an article's, in any language), if any. */
async function entryAt(db: Db, path: string): Promise<string | undefined> {
  for (const [collection, c] of Object.entries(addressed))
    for (const l of locales) {
      const prefix = c.path("", l);
      if (!path.startsWith(prefix)) continue;
      const row = await db.kysely
        .selectFrom("content_entries")
        .select("id")
        .where("collection", "=", collection)
        .where("slug", "=", path.slice(prefix.length))
        .executeTakeFirst();
      if (row) return row.id;
    }
  return undefined;
}

/**
 * Stores redirects read from an export (after its entries were imported): each one whose target is
 * an entry's page and whose old address is not one; the number stored. Ones already there are kept.
 */
export async function importRedirects(db: Db, redirects: readonly { from: string; to: string }[], now = new Date()): Promise<number> {
  let stored = 0;
  for (const { from, to } of redirects) {
    const entryId = await entryAt(db, to);
    if (!entryId || (await entryAt(db, from))) continue;
    const added = await db.kysely
      .withTables<RedirectTables>()
      .insertInto("content_redirects")
      .values({ from_path: from, to_path: to, entry_id: entryId, created_at: now.toISOString(), created_by: null })
      .onConflict((oc) => oc.column("from_path").doUpdateSet({ to_path: to, entry_id: entryId }))
      .executeTakeFirst();
    stored += Number(added.numInsertedOrUpdatedRows ?? 0) > 0 ? 1 : 0;
  }
  if (stored > 0) await db.kysely.transaction().execute((trx) => bumpVersion(trx));
  return stored;
}
