/**
 * Scheduled publishing's rows (content_schedules, migration 0040): per entry, language and action
 * one due time in UTC. Firing one is one transaction: the update that marks it fired (only while
 * unfired, so of several instances exactly one gets it), then the same change a desk "Publish" or
 * "Unpublish" makes (the published language from the draft as it is then), its revision and audit
 * line, and the content version moved, which every instance polls.
 */
import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import * as v from "valibot";
import { locales, type Locale } from "~/i18n/locale";
import { articlePublishedSchema } from "~/publishing/article";
import { casePublishedSchema } from "~/publishing/case-study";
import { publishedIn, quoteCollection, teamCollection, type ProofDraft } from "~/publishing/proof-collections";
import { bumpVersion, keepRevision } from "~/storage/content/content-store.server";
import type { Db } from "~/storage/platform/database.server";
import { audit } from "~/storage/operators/desk-audit-store.server";
import type { Database } from "~/storage/platform/schema.server";

export type ScheduleAction = "publish" | "unpublish";
export const scheduleActions: readonly ScheduleAction[] = ["publish", "unpublish"];

type ScheduleTables = {
  content_schedules: {
    id: string;
    entry_id: string;
    locale: string;
    action: string;
    due_at: string;
    fired_at: string | null;
    created_at: string;
    created_by: string | null;
  };
};

const tables = (db: Db) => db.kysely.withTables<ScheduleTables>();

/** A schedule not yet fired, with what the desk shows of its entry. */
export interface PendingSchedule {
  entryId: string;
  collection: string;
  locale: Locale;
  action: ScheduleAction;
  dueAt: string;
  /** The entry's title (or name) in the first language written. */
  title: string;
}

type Draft = { shared?: { name?: string; slug?: string }; texts?: Partial<Record<Locale, { title?: string }>> };
const titleOf = (draft: Draft) => {
  const texts = draft.texts ?? {};
  return draft.shared?.name ?? (texts.en ?? texts.fr ?? texts.nl)?.title ?? draft.shared?.slug ?? "";
};

/** Every schedule not yet fired (of one entry, or all), soonest first. */
export async function pendingSchedules(db: Db, entryId?: string): Promise<PendingSchedule[]> {
  let query = tables(db)
    .selectFrom("content_schedules")
    .innerJoin("content_entries", "content_entries.id", "content_schedules.entry_id")
    .select(["entry_id", "collection", "locale", "action", "due_at", "content_entries.draft"])
    .where("fired_at", "is", null);
  if (entryId) query = query.where("entry_id", "=", entryId);
  const rows = await query.orderBy("due_at").orderBy("locale").execute();
  return rows.map((r) => ({
    entryId: r.entry_id,
    collection: r.collection,
    locale: r.locale as Locale,
    action: r.action as ScheduleAction,
    dueAt: r.due_at,
    title: titleOf(JSON.parse(r.draft) as Draft),
  }));
}

/** When the next schedule not yet fired is due (ISO, UTC), if any. */
export async function nextDue(db: Db): Promise<string | undefined> {
  const row = await tables(db)
    .selectFrom("content_schedules")
    .select("due_at")
    .where("fired_at", "is", null)
    .orderBy("due_at")
    .limit(1)
    .executeTakeFirst();
  return row?.due_at;
}

/** Sets (or clears, with null) one entry's schedule for each language and action given. */
export async function setSchedules(
  db: Db,
  operator: string,
  entryId: string,
  wanted: { locale: Locale; action: ScheduleAction; dueAt: Date | null }[],
  now = new Date(),
): Promise<void> {
  await tables(db)
    .transaction()
    .execute(async (trx) => {
      for (const w of wanted) {
        await trx
          .deleteFrom("content_schedules")
          .where("entry_id", "=", entryId)
          .where("locale", "=", w.locale)
          .where("action", "=", w.action)
          .execute();
        if (!w.dueAt) continue;
        const row = {
          id: randomUUID(),
          entry_id: entryId,
          locale: w.locale,
          action: w.action,
          due_at: w.dueAt.toISOString(),
          fired_at: null,
          created_at: now.toISOString(),
          created_by: operator,
        };
        await trx.insertInto("content_schedules").values(row).execute();
      }
    });
}

/** Each collection: its audit prefix and how a language is published from its draft. */
const collections: Record<string, { audit: string; view: (draft: never, l: Locale, at: string) => unknown; published: v.GenericSchema }> = {
  "case-study": {
    audit: "content",
    view: (d: { shared: object; texts: Partial<Record<Locale, object>> }, l) => d.texts[l] && { ...d.shared, text: d.texts[l] },
    published: casePublishedSchema,
  },
  article: {
    audit: "article",
    view: (d: { shared: object; texts: Partial<Record<Locale, object>> }, l, at) =>
      d.texts[l] && { ...d.shared, text: d.texts[l], modified: at },
    published: articlePublishedSchema,
  },
  [teamCollection.name]: { audit: teamCollection.name, view: (d: ProofDraft, l) => publishedIn(d, l), published: teamCollection.published },
  [quoteCollection.name]: {
    audit: quoteCollection.name,
    view: (d: ProofDraft, l) => publishedIn(d, l),
    published: quoteCollection.published,
  },
};

/** Whether the entry has its text in this language now (a publish needs it). */
export async function entryHasLanguage(db: Db, entryId: string, locale: Locale): Promise<boolean | undefined> {
  const row = await db.kysely.selectFrom("content_entries").select("draft").where("id", "=", entryId).executeTakeFirst();
  if (!row) return undefined;
  return Boolean((JSON.parse(row.draft) as Draft).texts?.[locale]);
}

type Due = { id: string; entry_id: string; locale: string; action: string; created_by: string | null };

/** The change one schedule makes, in the transaction that claimed it; whether what is published changed. */
async function apply(trx: Transaction<Database>, s: Due, now: Date): Promise<boolean> {
  const row = await trx.selectFrom("content_entries").selectAll().where("id", "=", s.entry_id).executeTakeFirst();
  const c = row && collections[row.collection];
  const locale = locales.find((l) => l === s.locale);
  if (!row || !c || !locale) return false;
  const at = now.toISOString();
  const published = JSON.parse(row.published) as Record<string, unknown>;
  const view = s.action === "publish" ? c.view(JSON.parse(row.draft) as never, locale, at) : undefined;
  const slug = row.collection === "case-study" || row.collection === "article" ? `${row.collection} ${row.slug} ` : `${row.id} `;
  // A language whose text was removed since: nothing to publish; the audit says so.
  if (s.action === "publish" && !view) {
    await audit(trx, { operator: s.created_by, action: `${c.audit}-scheduled-publish-skipped`, detail: `${slug}${locale}` }, now);
    return false;
  }
  const next = { ...published };
  if (view) next[locale] = view;
  else delete next[locale];
  const stored = { id: row.id, draft: row.draft, published: JSON.stringify(v.parse(c.published, next)) };
  await trx
    .updateTable("content_entries")
    .set({ published: stored.published, updated_at: at, updated_by: s.created_by })
    .where("id", "=", row.id)
    .execute();
  const action = `scheduled-${s.action}`;
  await keepRevision(trx, stored, s.created_by, action, at);
  await audit(trx, { operator: s.created_by, action: `${c.audit}-${action}`, detail: `${slug}${locale}` }, now);
  const changed = stored.published !== JSON.stringify(v.parse(c.published, published));
  if (changed) await bumpVersion(trx);
  return changed;
}

/**
 * Fires the schedules due at `now`, each in its own transaction that first marks it fired while
 * unfired (one instance wins it; a failure rolls the mark back and the next tick tries again).
 * The number whose firing changed what is published.
 */
export async function fireDue(db: Db, now = new Date()): Promise<number> {
  const due = await tables(db)
    .selectFrom("content_schedules")
    .select(["id", "entry_id", "locale", "action", "created_by"])
    .where("fired_at", "is", null)
    .where("due_at", "<=", now.toISOString())
    .orderBy("due_at")
    .limit(50)
    .execute();
  let changed = 0;
  for (const s of due) {
    const fired = await db.kysely.transaction().execute(async (trx) => {
      const claim = await trx
        .withTables<ScheduleTables>()
        .updateTable("content_schedules")
        .set({ fired_at: now.toISOString() })
        .where("id", "=", s.id)
        .where("fired_at", "is", null)
        .executeTakeFirst();
      if (Number(claim.numUpdatedRows) !== 1) return false;
      return apply(trx, s, now);
    });
    if (fired) changed++;
  }
  return changed;
}
