/**
 * What operators do with the team and quotes collections (/desk/content/team, /desk/content/quotes):
 * create, save a draft, publish and unpublish a language, restore a revision, erase an entry. Every
 * input is checked by the collection's schema (~/publishing/proof-collections.ts); a change to what
 * is published is followed by the content desk's listener (the server re-renders About or the home
 * page and swaps them in) before the operator's page comes back.
 */
import type { Locale } from "~/i18n/locale";
import {
  parseProof,
  publishedIn,
  quoteCollection,
  teamCollection,
  type ProofCollection,
  type ProofDraft,
  type ProofIssue,
  type ProofPublished,
  type QuoteDraft,
  type TeamDraft,
} from "~/publishing/proof-collections";
import { seedQuotes, seedTeam } from "~/publishing/proof-seed";
import {
  changeProof,
  createProof,
  eraseProof,
  findProof,
  listProof,
  proofRevisions,
  seedCollection,
  type ProofEntry,
  type ProofRevision,
} from "~/storage/collection-store.server";
import type { Db } from "~/storage/platform/database.server";

export type ProofOutcome =
  | { ok: true; id: string }
  | { ok: false; issues: { path: string; issue: ProofIssue }[] }
  | { ok: false; reason: "not-found" | "too-many" | "missing-language" };

export interface DeskCollection<D extends ProofDraft> {
  collection: ProofCollection<D>;
  list(): Promise<ProofEntry<D>[]>;
  entry(id: string): Promise<ProofEntry<D> | undefined>;
  revisions(id: string): Promise<ProofRevision<D>[]>;
  create(operator: string, input: unknown): Promise<ProofOutcome>;
  /** Saves the draft; with `publish`, then publishes that language from it. */
  save(operator: string, id: string, input: unknown, publish?: Locale): Promise<ProofOutcome>;
  unpublish(operator: string, id: string, locale: Locale): Promise<ProofOutcome>;
  restore(operator: string, id: string, revisionId: string): Promise<ProofOutcome>;
  /** Removes the entry and its revisions (its pages follow when it was published). */
  erase(operator: string, id: string): Promise<ProofOutcome>;
  /** Every entry's published languages, in order: what the pages render. */
  published(): Promise<ProofPublished<D>[]>;
}

export interface DeskProof {
  team: DeskCollection<TeamDraft>;
  quotes: DeskCollection<QuoteDraft>;
}

function deskCollection<D extends ProofDraft>(
  c: ProofCollection<D>,
  seeds: () => D[],
  connection: () => Promise<Db>,
  onPublished: () => Promise<void>,
): DeskCollection<D> {
  const db = async () => {
    const d = await connection();
    await seedCollection(d, c, seeds());
    return d;
  };
  const outcome = async (id: string, result: "done" | "not-found", published: boolean): Promise<ProofOutcome> => {
    if (result !== "done") return { ok: false, reason: result };
    if (published) await onPublished();
    return { ok: true, id };
  };
  return {
    collection: c,
    list: async () => listProof(await db(), c),
    entry: async (id) => findProof(await db(), c, id),
    revisions: async (id) => proofRevisions(await db(), c, id),
    published: async () => (await listProof(await db(), c)).map((e) => e.published),
    async create(operator, input) {
      const parsed = parseProof(c, input);
      if (!parsed.ok) return parsed;
      const created = await createProof(await db(), c, operator, parsed.draft);
      return created.ok ? created : { ok: false, reason: created.reason };
    },
    async save(operator, id, input, publish) {
      const parsed = parseProof(c, input);
      if (!parsed.ok) return parsed;
      const view = publish ? publishedIn(parsed.draft, publish) : undefined;
      if (publish && !view) return { ok: false, reason: "missing-language" };
      const result = await changeProof(await db(), c, operator, id, (entry) => ({
        draft: parsed.draft,
        published: publish ? { ...entry.published, [publish]: view } : entry.published,
        action: publish ? "publish" : "save",
        detail: publish ?? "",
      }));
      return outcome(id, result, publish !== undefined);
    },
    async unpublish(operator, id, locale) {
      const result = await changeProof(await db(), c, operator, id, (entry) => {
        const published = { ...entry.published };
        delete published[locale];
        return { draft: entry.draft, published, action: "unpublish", detail: locale };
      });
      return outcome(id, result, true);
    },
    async restore(operator, id, revisionId) {
      const revision = (await proofRevisions(await db(), c, id)).find((r) => r.id === revisionId);
      if (!revision) return { ok: false, reason: "not-found" };
      const result = await changeProof(await db(), c, operator, id, (entry) => ({
        draft: revision.draft,
        published: entry.published,
        action: "restore",
        detail: revision.at,
      }));
      return outcome(id, result, false);
    },
    async erase(operator, id) {
      const result = await eraseProof(await db(), c, operator, id);
      if (result === "not-found") return { ok: false, reason: result };
      if (result.wasPublished) await onPublished();
      return { ok: true, id };
    },
  };
}

/** The two collections; `onPublished` is the content desk's listener (the server's re-render). */
export function deskProof(connection: () => Promise<Db>, onPublished: () => Promise<void>): DeskProof {
  return {
    team: deskCollection(teamCollection, seedTeam, connection, onPublished),
    quotes: deskCollection(quoteCollection, seedQuotes, connection, onPublished),
  };
}
