/**
 * What operators do with the content collections (/desk/content): create, save a draft, publish
 * and unpublish a language, restore a revision. Every input is checked by the one schema
 * (~/publishing/case-study.ts); a change to what is published is followed by `onPublished`
 * (the server re-renders the pages and swaps them in) before the operator's page comes back.
 */
import type { Locale } from "~/i18n/locale";
import { parseDraft, type CaseDraft, type CaseIssue } from "~/publishing/case-study";
import type { Db } from "~/storage/platform/database.server";
import { deskArticles, type DeskArticles } from "./articles.server";
import type { PublishedContent } from "~/publishing/content";
import { seedCaseStudies } from "~/publishing/seed";
import {
  changeEntry,
  contentVersion,
  publishedContent,
  seedContent,
  createEntry,
  findEntry,
  listEntries,
  revisionsOf,
  type ContentEntry,
  type ContentRevision,
} from "~/storage/content-store.server";
import { deskProof, type DeskProof } from "./proof.server";

export type Invalid = { ok: false; issues: { path: string; issue: CaseIssue }[] };
export type ContentOutcome =
  { ok: true; id: string } | Invalid | { ok: false; reason: "not-found" | "slug-taken" | "too-many" | "missing-language" };

export interface DeskContent extends DeskProof {
  /** The version of what is published, and the published content (the seed stored first): what the server renders. */
  version(): Promise<number>;
  published(): Promise<PublishedContent>;
  /** What runs after each change to what is published, before the operator's page comes back. */
  onPublished(listener: () => Promise<void>): void;
  list(): Promise<ContentEntry[]>;
  entry(id: string): Promise<ContentEntry | undefined>;
  revisions(id: string): Promise<ContentRevision[]>;
  create(operator: string, input: unknown): Promise<ContentOutcome>;
  /** Saves the draft; with `publish`, then publishes that language from it. */
  save(operator: string, id: string, input: unknown, publish?: Locale): Promise<ContentOutcome>;
  unpublish(operator: string, id: string, locale: Locale): Promise<ContentOutcome>;
  restore(operator: string, id: string, revisionId: string): Promise<ContentOutcome>;
  /** The Insights section's articles (./articles.server.ts). */
  articles: DeskArticles;
}

export function deskContent(connection: () => Promise<Db>): DeskContent {
  let onPublished: () => Promise<void> = () => Promise.resolve();
  // The seed is stored on first use (once per database, see seedContent).
  const db = async () => {
    const d = await connection();
    await seedContent(d, seedCaseStudies());
    return d;
  };
  // The team and the quotes (./proof.server.ts): their publishes go through the same listener.
  const proof = deskProof(connection, () => onPublished());
  const outcome = async (id: string, result: "done" | "not-found" | "slug-taken", published: boolean): Promise<ContentOutcome> => {
    if (result !== "done") return { ok: false, reason: result };
    if (published) await onPublished();
    return { ok: true, id };
  };
  return {
    articles: deskArticles(db, () => onPublished()),
    version: async () => contentVersion(await connection()),
    published: async () => ({
      ...(await publishedContent(await db())),
      team: await proof.team.published(),
      quotes: await proof.quotes.published(),
    }),
    ...proof,
    onPublished(listener) {
      onPublished = listener;
    },
    list: async () => listEntries(await db()),
    entry: async (id) => findEntry(await db(), id),
    revisions: async (id) => revisionsOf(await db(), id),
    async create(operator, input) {
      const parsed = parseDraft(input);
      if (!parsed.ok) return parsed;
      const created = await createEntry(await db(), operator, parsed.draft);
      return created.ok ? { ok: true, id: created.id } : { ok: false, reason: created.reason };
    },
    async save(operator, id, input, publish) {
      const parsed = parseDraft(input);
      if (!parsed.ok) return parsed;
      if (publish && !parsed.draft.texts[publish]) return { ok: false, reason: "missing-language" };
      const result = await changeEntry(await db(), operator, id, (entry) => {
        // The address is fixed once created: published pages and links keep it.
        const draft: CaseDraft = { ...parsed.draft, shared: { ...parsed.draft.shared, slug: entry.slug } };
        const text = publish ? draft.texts[publish] : undefined;
        return {
          draft,
          published: publish && text ? { ...entry.published, [publish]: { ...draft.shared, text } } : entry.published,
          action: publish ? "publish" : "save",
          detail: publish ?? "",
        };
      });
      return outcome(id, result, publish !== undefined);
    },
    async unpublish(operator, id, locale) {
      const result = await changeEntry(await db(), operator, id, (entry) => {
        const published = { ...entry.published };
        delete published[locale];
        return { draft: entry.draft, published, action: "unpublish", detail: locale };
      });
      return outcome(id, result, true);
    },
    async restore(operator, id, revisionId) {
      const revision = (await revisionsOf(await db(), id)).find((r) => r.id === revisionId);
      if (!revision) return { ok: false, reason: "not-found" };
      const result = await changeEntry(await db(), operator, id, (entry) => ({
        draft: { ...revision.draft, shared: { ...revision.draft.shared, slug: entry.slug } },
        published: entry.published,
        action: "restore",
        detail: revision.at,
      }));
      return outcome(id, result, false);
    },
  };
}
