/**
 * Addresses that can change (content_redirects, migration 0041; each path carries its language):
 * renaming a case study or an article changes the address of one or more languages
 * (~/publishing/slugs.ts) in its draft and in each published language, in one transaction with its
 * revision ("rename"), its audit line and the version moved; each published language's old address
 * then answers 301 to that language's new one. An address is taken only by another entry's in the
 * same language. Redirects never chain: one that led to the old address
 * leads to the new one; a redirect from an address that is a page again is dropped.
 */
import * as v from "valibot";
import { locales, type Locale } from "~/i18n/locale";
import { articlePath } from "~/publishing/article-paths";
import { casePath } from "~/publishing/paths";
import { bumpVersion, keepRevision } from "~/storage/content/content-store.server";
import { addressesTaken } from "~/storage/content/entries-store.server";
import { addressFields, slugIn, slugsOf, type Addressed, type Slugs } from "~/publishing/slugs";
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

export type SlugProblem = "invalid" | "slug-taken";
/** "done", or per language why its new address was refused (nothing changed then). */
export type RenameOutcome = "done" | "not-found" | "unchanged" | Partial<Record<Locale, SlugProblem>>;

type Entry = { shared: Addressed };

/** The languages' addresses as typed (one string: every language), the others kept. */
function wantedSlugs(current: Slugs, wanted: string | Partial<Record<Locale, string>>): Slugs {
  const typed = (l: Locale) => (typeof wanted === "string" ? wanted : wanted[l]);
  return Object.fromEntries(locales.map((l) => [l, typed(l)?.trim() ?? current[l]])) as Slugs;
}

/** Each language whose new address the collection's schema refuses. */
function refusedSlugs(schema: v.GenericSchema, draft: Entry, next: Slugs): Partial<Record<Locale, SlugProblem>> {
  const checked = v.safeParse(schema, { ...draft, shared: { ...draft.shared, ...addressFields(next) } });
  if (checked.success) return {};
  const keys = checked.issues.map((i) => (i.path ?? []).map((p) => String(p.key)).join("."));
  const refused = locales.filter((l) => keys.includes(l === "en" ? "shared.slug" : `shared.slugs.${l}`));
  return Object.fromEntries((refused.length > 0 ? refused : locales).map((l) => [l, "invalid" as const]));
}

/**
 * Gives an entry new addresses, per language (a string: the same in every language); each published
 * language's old address answers 301 to its new one.
 */
export async function renameEntry(
  db: Db,
  operator: string,
  id: string,
  wanted: string | Partial<Record<Locale, string>>,
  now = new Date(),
): Promise<RenameOutcome> {
  return db.kysely.transaction().execute(async (trx): Promise<RenameOutcome> => {
    const row = await trx.selectFrom("content_entries").selectAll().where("id", "=", id).executeTakeFirst();
    const c = row && (row.collection in addressed ? addressed[row.collection as AddressedCollection] : undefined);
    if (!row || !c) return "not-found";
    const draft = JSON.parse(row.draft) as Entry;
    const current = slugsOf(draft.shared);
    const next = wantedSlugs(current, wanted);
    const refused = refusedSlugs(c.schema, draft, next);
    if (Object.keys(refused).length > 0) return refused;
    if (locales.every((l) => next[l] === current[l])) return "unchanged";
    const taken = await addressesTaken(trx, row.collection, next, id);
    if (taken.length > 0) return Object.fromEntries(taken.map((l) => [l, "slug-taken" as const]));
    // A published language's view spreads the draft's shared fields: its addresses are at the top.
    const published = JSON.parse(row.published) as Partial<Record<Locale, Addressed>>;
    const languages = locales.filter((l) => published[l]);
    const renamed = Object.fromEntries(languages.map((l) => [l, { ...published[l]!, ...addressFields(next) }]));
    const at = now.toISOString();
    const stored = {
      id,
      draft: JSON.stringify({ ...draft, shared: { ...draft.shared, ...addressFields(next) } }),
      published: JSON.stringify(renamed),
    };
    await trx
      .updateTable("content_entries")
      .set({ slug: next.en, draft: stored.draft, published: stored.published, updated_at: at, updated_by: operator })
      .where("id", "=", id)
      .execute();
    const r = trx.withTables<RedirectTables>();
    const moved = languages.filter((l) => slugIn(published[l]!, l) !== next[l]);
    for (const l of moved) {
      const from = c.path(slugIn(published[l]!, l), l);
      const to = c.path(next[l], l);
      await r.updateTable("content_redirects").set({ to_path: to }).where("to_path", "=", from).execute();
      await r.deleteFrom("content_redirects").where("from_path", "in", [from, to]).execute();
      await r
        .insertInto("content_redirects")
        .values({ from_path: from, to_path: to, entry_id: id, created_at: at, created_by: operator })
        .execute();
    }
    const changes = locales.filter((l) => next[l] !== current[l]).map((l) => `${l}: ${current[l]} → ${next[l]}`);
    await keepRevision(trx, stored, operator, "rename", at);
    await audit(trx, { operator, action: `${c.audit}-rename`, detail: `${row.collection} ${changes.join(", ")}` }, now);
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
      const slug = path.slice(prefix.length);
      const rows = await db.kysely.selectFrom("content_entries").select(["id", "draft"]).where("collection", "=", collection).execute();
      const row = rows.find((r) => slugIn((JSON.parse(r.draft) as Entry).shared, l) === slug);
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
