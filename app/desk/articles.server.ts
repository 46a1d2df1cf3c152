/**
 * What operators do with the Insights section's articles (/desk/content/articles): create, save a
 * draft, publish and unpublish a language, restore a revision. Every input goes through the
 * article schema (~/publishing/article.ts), its Markdown checked, before anything is stored; a
 * change to what is published is followed by the same `onPublished` as the case studies'.
 */
import type { Locale } from "~/i18n/locale";
import { parseArticle, type ArticleDraft, type ArticleIssue, type ArticlePublished } from "~/publishing/article";
import type { Db } from "~/storage/platform/database.server";
import {
  articles,
  changeEntry,
  createEntry,
  findInCollection,
  listCollection,
  revisionsOf,
  type ContentEntry,
  type ContentRevision,
} from "~/storage/content-store.server";

export type ArticleEntry = ContentEntry<ArticleDraft, ArticlePublished>;
export type ArticleOutcome =
  | { ok: true; id: string }
  | { ok: false; issues: { path: string; issue: ArticleIssue }[] }
  | { ok: false; reason: "not-found" | "slug-taken" | "too-many" | "missing-language" };

export interface DeskArticles {
  list(): Promise<ArticleEntry[]>;
  entry(id: string): Promise<ArticleEntry | undefined>;
  revisions(id: string): Promise<ContentRevision<ArticleDraft, ArticlePublished>[]>;
  create(operator: string, input: unknown): Promise<ArticleOutcome>;
  /** Saves the draft; with `publish`, then publishes that language from it. */
  save(operator: string, id: string, input: unknown, publish?: Locale): Promise<ArticleOutcome>;
  unpublish(operator: string, id: string, locale: Locale): Promise<ArticleOutcome>;
  restore(operator: string, id: string, revisionId: string): Promise<ArticleOutcome>;
}

/** `published`: what runs after a change to what is published (the pages rendered again). */
export function deskArticles(db: () => Promise<Db>, published: () => Promise<void>): DeskArticles {
  const outcome = async (id: string, result: "done" | "not-found" | "slug-taken", changed: boolean): Promise<ArticleOutcome> => {
    if (result !== "done") return { ok: false, reason: result };
    if (changed) await published();
    return { ok: true, id };
  };
  const change = async (
    operator: string,
    id: string,
    next: (entry: ArticleEntry) => { draft: ArticleDraft; published: ArticlePublished; action: string; detail: string },
  ) => changeEntry(await db(), operator, id, next, new Date(), articles);
  return {
    list: async () => listCollection(await db(), articles),
    entry: async (id) => findInCollection(await db(), id, articles),
    async revisions(id) {
      const d = await db();
      return (await findInCollection(d, id, articles)) ? revisionsOf(d, id, articles) : [];
    },
    async create(operator, input) {
      const parsed = await parseArticle(input);
      if (!parsed.ok) return parsed;
      const created = await createEntry(await db(), operator, parsed.draft, new Date(), articles);
      return created.ok ? { ok: true, id: created.id } : { ok: false, reason: created.reason };
    },
    async save(operator, id, input, publish) {
      const parsed = await parseArticle(input);
      if (!parsed.ok) return parsed;
      if (publish && !parsed.draft.texts[publish]) return { ok: false, reason: "missing-language" };
      const modified = new Date().toISOString();
      const result = await change(operator, id, (entry) => {
        // The address is fixed once created: published pages, links and feeds keep it.
        const draft: ArticleDraft = { ...parsed.draft, shared: { ...parsed.draft.shared, slug: entry.slug } };
        const text = publish ? draft.texts[publish] : undefined;
        return {
          draft,
          published: publish && text ? { ...entry.published, [publish]: { ...draft.shared, text, modified } } : entry.published,
          action: publish ? "publish" : "save",
          detail: publish ?? "",
        };
      });
      return outcome(id, result, publish !== undefined);
    },
    async unpublish(operator, id, locale) {
      const result = await change(operator, id, (entry) => {
        const rest = { ...entry.published };
        delete rest[locale];
        return { draft: entry.draft, published: rest, action: "unpublish", detail: locale };
      });
      return outcome(id, result, true);
    },
    async restore(operator, id, revisionId) {
      const revision = (await this.revisions(id)).find((r) => r.id === revisionId);
      if (!revision) return { ok: false, reason: "not-found" };
      const result = await change(operator, id, (entry) => ({
        draft: { ...revision.draft, shared: { ...revision.draft.shared, slug: entry.slug } },
        published: entry.published,
        action: "restore",
        detail: revision.at,
      }));
      return outcome(id, result, false);
    },
  };
}
