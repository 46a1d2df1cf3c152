/**
 * Each collection as the content engine stores it (./content.server.ts): its rows
 * (~/storage/content/collections.server.ts), the schema that checks what the form posted, what a
 * language shows once published, and its seed.
 */
import type { Locale } from "~/i18n/locale";
import { parseArticle, type ArticleDraft, type ArticlePublished } from "~/publishing/article";
import { parseDraft, type CaseDraft, type CasePublished } from "~/publishing/case-study";
import {
  parseProof,
  publishedIn,
  quoteCollection,
  teamCollection,
  type ProofPublished,
  type QuoteDraft,
  type TeamDraft,
} from "~/publishing/proof-collections";
import { seedQuotes, seedTeam } from "~/publishing/proof-seed";
import { seedCaseStudies } from "~/publishing/seed";
import { articles, caseStudies, quotes, team, type AnyDraft, type Collection } from "~/storage/content/collections.server";
import type { CollectionKey } from "./types";

export interface Engine<D extends AnyDraft, P> {
  store: Collection<D, P>;
  parse(input: unknown): Promise<{ ok: true; draft: D } | { ok: false; issues: { path: string; issue: string }[] }>;
  /** What a language shows once published (`{ ...shared, text }`; an article adds when). */
  view(draft: D, locale: Locale, now: Date): NonNullable<P[keyof P]> | undefined;
  seeds?(): readonly D[];
}

const sharedAndText = <D extends AnyDraft>(draft: D, l: Locale) => (draft.texts[l] ? { ...draft.shared, text: draft.texts[l] } : undefined);

export interface Engines extends Record<CollectionKey, unknown> {
  "case-study": Engine<CaseDraft, CasePublished>;
  article: Engine<ArticleDraft, ArticlePublished>;
  team: Engine<TeamDraft, ProofPublished<TeamDraft>>;
  quote: Engine<QuoteDraft, ProofPublished<QuoteDraft>>;
}

export const engines: Engines = {
  "case-study": {
    store: caseStudies,
    parse: async (input) => parseDraft(input),
    view: (draft, l) => sharedAndText(draft, l) as CasePublished[Locale],
    seeds: seedCaseStudies,
  },
  article: {
    store: articles,
    parse: parseArticle,
    view: (draft, l, now) => {
      const text = draft.texts[l];
      return text ? { ...draft.shared, text, modified: now.toISOString() } : undefined;
    },
  },
  team: {
    store: team,
    parse: async (input) => parseProof(teamCollection, input),
    view: (draft, l) => publishedIn(draft, l),
    seeds: seedTeam,
  },
  quote: {
    store: quotes,
    parse: async (input) => parseProof(quoteCollection, input),
    view: (draft, l) => publishedIn(draft, l),
    seeds: seedQuotes,
  },
};
