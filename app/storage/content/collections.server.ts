/**
 * The collections the content store holds, all in content_entries: each its name in the rows, its
 * schemas, the prefix of its audit lines, its bound, and how an entry is named (its address, or
 * its id for a collection without addresses). One store (./entries-store.server.ts) serves them all.
 */
import type * as v from "valibot";
import type { Locale } from "~/i18n/locale";
import { articleDraftSchema, articleLimits, articlePublishedSchema, type ArticleDraft, type ArticlePublished } from "~/publishing/article";
import { caseDraftSchema, casePublishedSchema, type CaseDraft, type CasePublished } from "~/publishing/case-study";
import {
  proofLimits,
  quoteDraftSchema,
  quotePublishedSchema,
  teamDraftSchema,
  teamPublishedSchema,
  type ProofPublished,
  type QuoteDraft,
  type TeamDraft,
} from "~/publishing/proof-collections";

/** Any collection's draft: the fields every language shares, and the languages written. */
export interface AnyDraft {
  shared: object;
  texts: Partial<Record<Locale, unknown>>;
}

export interface Collection<D extends AnyDraft = AnyDraft, P = unknown> {
  /** Its name in content_entries.collection. */
  name: string;
  draft: v.GenericSchema<unknown, D>;
  published: v.GenericSchema<unknown, P>;
  /** The prefix of its audit lines (`content-publish`, `team-erase`). */
  audit: string;
  /** The most entries it holds. */
  entries: number;
  /** The entry's address from its draft (unique in the collection); without it the entry goes by its id. */
  slugOf?: (draft: D) => string;
  /** Its seed's claim in app_settings: stored once per database. */
  seeded: string;
}

export const caseCollection = "case-study";

export const caseStudies: Collection<CaseDraft, CasePublished> = {
  name: caseCollection,
  draft: caseDraftSchema,
  published: casePublishedSchema,
  audit: "content",
  entries: 100,
  slugOf: (d) => d.shared.slug,
  seeded: "content_seeded",
};

export const articles: Collection<ArticleDraft, ArticlePublished> = {
  name: "article",
  draft: articleDraftSchema,
  published: articlePublishedSchema,
  audit: "article",
  entries: articleLimits.articles,
  slugOf: (d) => d.shared.slug,
  seeded: "content_seeded_article",
};

export const team: Collection<TeamDraft, ProofPublished<TeamDraft>> = {
  name: "team",
  draft: teamDraftSchema,
  published: teamPublishedSchema,
  audit: "team",
  entries: proofLimits.team,
  seeded: "content_seeded_team",
};

export const quotes: Collection<QuoteDraft, ProofPublished<QuoteDraft>> = {
  name: "quote",
  draft: quoteDraftSchema,
  published: quotePublishedSchema,
  audit: "quote",
  entries: proofLimits.quotes,
  seeded: "content_seeded_quote",
};
