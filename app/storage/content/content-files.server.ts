/**
 * The content as a folder of JSON files (`contacts content export|import`): one file per entry,
 * `<folder>/<slug>.json`, holding its draft and its published languages. The registry below names
 * each collection that has files: a collection plugs in with one entry (its folder, its schemas).
 * Every file is read through the same Valibot schemas as the desk's form and publishing.
 */
import * as v from "valibot";
import { articleInputSchema, type ArticleDraft, type ArticlePublished } from "~/publishing/article";
import { seedCaseStudies } from "~/publishing/seed";
import { seedQuotes, seedTeam } from "~/publishing/proof-seed";
import type { Db } from "../platform/database.server";
import { articles, caseStudies, quotes, team, type AnyDraft, type Collection } from "./collections.server";
import { seedCollection } from "./content-store.server";

/**
 * A problem in one file: the field (a dotted path, empty for the file itself) and what is wrong
 * (a schema's issue key, such as "tooLong", which the caller puts in words, or words).
 */
export interface FileIssue {
  field: string;
  message: string;
}

export interface FileCollection<Draft = unknown, Published = unknown> {
  /** Its name in content_entries.collection. */
  name: string;
  /** Its folder in the export. */
  folder: string;
  /** The largest file read, in bytes, and the most files (entries) its folder may hold. */
  maxBytes: number;
  maxEntries: number;
  draft: v.GenericSchema<unknown, Draft>;
  published: v.GenericSchema<unknown, Published>;
  /**
   * The entry's address, as its draft holds it. Without it the stored slug (an entry's id, for a
   * collection without addresses) names the file, and an imported new entry keeps it as its id.
   */
  slugOf?(draft: Draft): string;
  /** What the schemas cannot see alone, such as published languages naming another address. */
  mismatches?(slug: string, published: Published): FileIssue[];
  /** The checks the desk's form adds to the stored shape (an article's Markdown), on the draft and each published language. */
  checks?(draft: Draft, published: Published): Promise<FileIssue[]>;
  /** Stores the collection's seed if it never was, so it cannot come back over an import later. */
  seed?(db: Db): Promise<void>;
}

function fileCollection<D, P>(c: FileCollection<D, P>): FileCollection {
  return c as unknown as FileCollection;
}

/** The published languages of an entry with an address each carry that address. */
function sameSlug(slug: string, published: Partial<Record<string, { slug: string }>>): FileIssue[] {
  return Object.entries(published).flatMap(([l, view]) =>
    view && view.slug !== slug ? [{ field: `published.${l}.slug`, message: `must be the file's address, ${slug}` }] : [],
  );
}

/** A collection of the content store (its entries have an address), as files. */
function addressed<D extends AnyDraft & { shared: { slug: string } }, P extends Partial<Record<string, { slug: string }>>>(
  c: Collection<D, P>,
  folder: string,
  maxBytes: number,
  extra: Pick<FileCollection<D, P>, "seed" | "checks"> = {},
): FileCollection {
  return fileCollection<D, P>({
    name: c.name,
    folder,
    maxBytes,
    maxEntries: c.entries,
    draft: c.draft,
    published: c.published,
    slugOf: (draft) => draft.shared.slug,
    mismatches: sameSlug,
    ...extra,
  });
}

const fieldOf = (issue: v.BaseIssue<unknown>) => (issue.path ?? []).map((p) => String(p.key)).join(".");

/** An article's Markdown, checked as the desk's form checks it: in its draft and in each published language. */
async function articleMarkdown(draft: ArticleDraft, published: ArticlePublished): Promise<FileIssue[]> {
  const issues: FileIssue[] = [];
  const d = await v.safeParseAsync(articleInputSchema, draft);
  if (!d.success) issues.push(...d.issues.map((i) => ({ field: `draft.${fieldOf(i)}`, message: i.message })));
  for (const [l, view] of Object.entries(published)) {
    if (!view) continue;
    const { text, modified: _modified, ...shared } = view;
    const p = await v.safeParseAsync(articleInputSchema, { shared, texts: { [l]: text } });
    if (!p.success) {
      issues.push(
        ...p.issues.map((i) => ({ field: `published.${l}.${fieldOf(i).replace(/^texts\.[a-z]+\./, "text.")}`, message: i.message })),
      );
    }
  }
  return issues;
}

/** Team members and quotes have no address: their files are named by the entry's id. */
function proofFiles<D extends AnyDraft, P>(c: Collection<D, P>, folder: string, seeds: () => D[]): FileCollection {
  return fileCollection({
    name: c.name,
    folder,
    maxBytes: 64 * 1024,
    maxEntries: c.entries,
    draft: c.draft,
    published: c.published,
    seed: (db) => seedCollection(db, c, seeds()),
  });
}

/** Every collection with files, in the order the export writes them. */
export const fileCollections: readonly FileCollection[] = [
  addressed(caseStudies, "case-studies", 256 * 1024, { seed: (db) => seedCollection(db, caseStudies, seedCaseStudies()) }),
  // An article's body is up to 20,000 characters in each language, in its draft and as published.
  addressed(articles, "articles", 1024 * 1024, { checks: articleMarkdown }),
  proofFiles(team, "team", seedTeam),
  proofFiles(quotes, "quotes", seedQuotes),
];

/** An entry as its file holds it. */
export interface EntryFile {
  slug: string;
  position: number;
  draft: unknown;
  published: unknown;
}

/** The same value with its object keys sorted at every depth: the same content gives the same bytes. */
function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .map((k) => [k, sorted((value as Record<string, unknown>)[k])]),
  );
}

/** A file's text: keys sorted, two spaces, a final line break (diff-friendly in a repository). */
export function entryFileText(entry: EntryFile): string {
  return `${JSON.stringify(sorted(entry), null, 2)}\n`;
}

function fileSchema(c: FileCollection) {
  return v.strictObject({
    slug: v.pipe(v.string(), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/), v.maxLength(100)),
    position: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1_000_000)),
    draft: c.draft,
    published: c.published,
  });
}

/**
 * Reads one file of a collection: its entry, or every problem, each naming its field. The file's
 * name must be its address (`<slug>.json`).
 */
export async function parseEntryFile(
  c: FileCollection,
  fileName: string,
  text: string,
): Promise<{ ok: true; entry: EntryFile } | { ok: false; issues: FileIssue[] }> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { ok: false, issues: [{ field: "", message: `is not JSON (${(error as Error).message})` }] };
  }
  const result = v.safeParse(fileSchema(c), json);
  if (!result.success) {
    return {
      ok: false,
      issues: result.issues.map((i) => ({
        field: fieldOf(i),
        message: i.message,
      })),
    };
  }
  const entry = result.output;
  const slug = c.slugOf?.(entry.draft) ?? entry.slug;
  const issues = [
    ...(entry.slug !== slug ? [{ field: "slug", message: `must be the draft's address, ${slug}` }] : []),
    ...(fileName !== `${entry.slug}.json` ? [{ field: "", message: `must be named ${entry.slug}.json, after its address` }] : []),
    ...(c.mismatches?.(entry.slug, entry.published) ?? []),
    ...((await c.checks?.(entry.draft, entry.published)) ?? []),
  ];
  return issues.length ? { ok: false, issues } : { ok: true, entry };
}
