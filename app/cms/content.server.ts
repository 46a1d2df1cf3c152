/**
 * What operators do with every content collection (/desk/content): create, save a draft, publish
 * and unpublish a language, restore a revision, erase an entry. One engine serves the case
 * studies, the articles, the team and the quotes: each input is checked by its collection's schema
 * (./collections/engines.server.ts) before anything is stored; a change to what is published is followed
 * by `onPublished` (the server re-renders the pages and swaps them in) before the operator's page
 * comes back.
 */
import type { Locale } from "~/i18n/locale";
import type { PublishedContent } from "~/publishing/content";
import type { Addressed } from "~/publishing/slugs";
import type { AnyDraft } from "~/storage/content/collections.server";
import { contentVersion, seedCollection } from "~/storage/content/content-store.server";
import {
  changeEntry,
  createEntry,
  eraseEntry,
  findEntry,
  listEntries,
  revisionsOf,
  type Checks,
  type ContentEntry,
  type ContentRevision,
} from "~/storage/content/entries-store.server";
import type { Db } from "~/storage/platform/database.server";
import { engines, type Engine, type Engines } from "./collections/engines.server";
import type { CollectionKey } from "./collections/types";
import { nextChecks } from "./checks";

export type { ContentEntry, ContentRevision };

export type Invalid = { ok: false; issues: { path: string; issue: string }[] };
export type ContentOutcome =
  { ok: true; id: string } | Invalid | { ok: false; reason: "not-found" | "slug-taken" | "too-many" | "missing-language" };

export interface DeskCollection<D extends AnyDraft = AnyDraft, P = unknown> {
  list(): Promise<ContentEntry<D, P>[]>;
  entry(id: string): Promise<ContentEntry<D, P> | undefined>;
  revisions(id: string): Promise<ContentRevision<D, P>[]>;
  create(operator: string, input: unknown): Promise<ContentOutcome>;
  /** Saves the draft; with `publish`, then publishes that language from it. */
  save(operator: string, id: string, input: unknown, publish?: Locale): Promise<ContentOutcome>;
  unpublish(operator: string, id: string, locale: Locale): Promise<ContentOutcome>;
  restore(operator: string, id: string, revisionId: string): Promise<ContentOutcome>;
  /** Marks a language checked against the one whose text changed after it was published. */
  confirm(operator: string, id: string, locale: Locale): Promise<ContentOutcome>;
  /** Removes the entry and its revisions (its pages follow when it was published). */
  erase(operator: string, id: string): Promise<ContentOutcome>;
  /** Every entry's published languages, in order: what the pages render. */
  published(): Promise<P[]>;
}

type Desks = { [K in CollectionKey]: Engines[K] extends Engine<infer D, infer P> ? DeskCollection<D, P> : never };

/** The case studies' desk at the top (as it began), every collection by its key, the published content. */
export interface DeskContent extends Omit<Desks["case-study"], "published"> {
  /** Every collection's desk by its key (./collections). */
  of<K extends CollectionKey>(key: K): Desks[K];
  articles: Desks["article"];
  team: Desks["team"];
  quotes: Desks["quote"];
  /** The version of what is published, and the published content (the seed stored first): what the server renders. */
  version(): Promise<number>;
  published(): Promise<PublishedContent>;
  /** What runs after each change to what is published, before the operator's page comes back. */
  onPublished(listener: () => Promise<void>): void;
}

/** The checks without a language's. */
function unchecked(checks: Checks, l: Locale): Checks {
  const next = { ...checks };
  delete next[l];
  return next;
}

/** A save keeps the addresses (each language's): only a change of address (./slugs) moves them, with its redirects. */
function addressKept<D extends AnyDraft, P>(c: Engine<D, P>["store"], draft: D, entry: ContentEntry<D, P>): D {
  const { slug, slugs } = entry.draft.shared as Addressed;
  return c.slugOf ? { ...draft, shared: { ...draft.shared, slug, slugs } } : draft;
}

/** A save: the new draft, and with `publish` that language published from it. */
function saved<D extends AnyDraft, P>(e: Engine<D, P>, entry: ContentEntry<D, P>, input: D, publish: Locale | undefined, now: Date) {
  const draft = addressKept(e.store, input, entry);
  const view = publish ? e.view(draft, publish, now) : undefined;
  return {
    draft,
    published: publish && view ? ({ ...entry.published, [publish]: view } as P) : entry.published,
    action: publish ? "publish" : "save",
    detail: publish ?? "",
    checks: nextChecks(entry, draft, publish),
  };
}

function deskCollection<D extends AnyDraft, P>(
  e: Engine<D, P>,
  connection: () => Promise<Db>,
  onPublished: () => Promise<void>,
): DeskCollection<D, P> {
  const c = e.store;
  const db = async () => {
    const d = await connection();
    if (e.seeds) await seedCollection(d, c, e.seeds());
    return d;
  };
  const outcome = async (id: string, result: "done" | "not-found" | "slug-taken", published: boolean): Promise<ContentOutcome> => {
    if (result !== "done") return { ok: false, reason: result };
    if (published) await onPublished();
    return { ok: true, id };
  };
  const keepAddress = (draft: D, entry: ContentEntry<D, P>) => addressKept(c, draft, entry);
  return {
    list: async () => listEntries(await db(), c),
    entry: async (id) => findEntry(await db(), c, id),
    revisions: async (id) => revisionsOf(await db(), c, id),
    published: async () => (await listEntries(await db(), c)).map((entry) => entry.published),
    async create(operator, input) {
      const parsed = await e.parse(input);
      if (!parsed.ok) return parsed;
      return createEntry(await db(), c, operator, parsed.draft);
    },
    async save(operator, id, input, publish) {
      const parsed = await e.parse(input);
      if (!parsed.ok) return parsed;
      if (publish && !parsed.draft.texts[publish]) return { ok: false, reason: "missing-language" };
      const now = new Date();
      const result = await changeEntry(await db(), c, operator, id, (entry) => saved(e, entry, parsed.draft, publish, now));
      return outcome(id, result, publish !== undefined);
    },
    async unpublish(operator, id, locale) {
      const result = await changeEntry(await db(), c, operator, id, (entry) => {
        const published = { ...entry.published } as Record<string, unknown>;
        delete published[locale];
        return {
          draft: entry.draft,
          published: published as P,
          action: "unpublish",
          detail: locale,
          checks: unchecked(entry.checks, locale),
        };
      });
      return outcome(id, result, true);
    },
    async confirm(operator, id, locale) {
      const result = await changeEntry(await db(), c, operator, id, (entry) => ({
        ...{ draft: entry.draft, published: entry.published, action: "confirm", detail: locale },
        ...{ checks: unchecked(entry.checks, locale), revision: `confirm:${locale}` },
      }));
      return outcome(id, result, false);
    },
    async restore(operator, id, revisionId) {
      const revision = (await revisionsOf(await db(), c, id)).find((r) => r.id === revisionId);
      if (!revision) return { ok: false, reason: "not-found" };
      const result = await changeEntry(await db(), c, operator, id, (entry) => ({
        draft: keepAddress(revision.draft, entry),
        published: entry.published,
        action: "restore",
        detail: revision.at,
      }));
      return outcome(id, result, false);
    },
    async erase(operator, id) {
      const result = await eraseEntry(await db(), c, operator, id);
      if (result === "not-found") return { ok: false, reason: result };
      if (result.wasPublished) await onPublished();
      return { ok: true, id };
    },
  };
}

export function deskContent(connection: () => Promise<Db>): DeskContent {
  let onPublished: () => Promise<void> = () => Promise.resolve();
  const listener = () => onPublished();
  const desks = Object.fromEntries(
    Object.entries(engines).map(([key, e]) => [key, deskCollection(e as Engine<AnyDraft, unknown>, connection, listener)]),
  ) as unknown as Desks;
  const cases = desks["case-study"];
  return {
    ...cases,
    of: (key) => desks[key],
    articles: desks.article,
    team: desks.team,
    quotes: desks.quote,
    version: async () => contentVersion(await connection()),
    published: async () => {
      const [caseStudies, articles] = await Promise.all([cases.list(), desks.article.list()]);
      return {
        caseStudies: caseStudies.map((e) => ({ slug: e.slug, published: e.published })),
        articles: articles.map((e) => ({ slug: e.slug, published: e.published })),
        team: await desks.team.published(),
        quotes: await desks.quote.published(),
      };
    },
    onPublished(listener) {
      onPublished = listener;
    },
  };
}
