/**
 * An article of the Insights section as the desk edits it and the pages show it: what is the same
 * in every language (its address, date, author, tags, an optional image) and per language a title,
 * a summary, a body in Markdown and what the image shows. One Valibot schema for the desk's form, publishing and the tests; the body's
 * Markdown is checked (no raw HTML, no image, links only to https:, mailto: or this site) by the
 * input schema, which loads the Markdown parser on first use.
 */
import * as v from "valibot";
import type { Locale } from "../i18n/locale";
import { clean, searchFields, tagIds, text, type CaseIssue } from "./case-study";
import { altMax, imageRefSchema } from "~/content/image";
import { altsWritten, draftObject } from "./draft-schema";
import { markdownProblem } from "./markdown";
import { otherSlugsSchema } from "./slugs";

/** Bounds in characters, and the number of articles the desk keeps. */
export const articleLimits = { slug: 80, title: 140, summary: 300, body: 20000, author: 80, articles: 200 } as const;

export type ArticleIssue = CaseIssue | "date" | "html" | "link" | "image";
const issues: readonly string[] = ["required", "tooLong", "slug", "tag", "tooMany", "control", "date", "html", "link", "image"];

/** A day the calendar has (not 30 February). */
function realDay(s: string): boolean {
  const day = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === s;
}

/** A calendar date (YYYY-MM-DD) between 2000 and 2100: the day the article is dated. */
const dateSchema = v.pipe(
  v.string(),
  v.trim(),
  v.isoDate("date"),
  v.check((s: string) => s >= "2000-01-01" && s <= "2100-12-31" && realDay(s), "date"),
);

export const articleSharedSchema = v.object({
  slug: v.pipe(v.string(), v.trim(), v.maxLength(articleLimits.slug, "tooLong"), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "slug")),
  /** The French and Dutch addresses (./slugs.ts). */
  slugs: otherSlugsSchema(articleLimits.slug),
  date: dateSchema,
  /** For now a name (a team member's id once the team collection exists). */
  author: text(articleLimits.author),
  tags: v.pipe(v.array(v.picklist(tagIds, "tag")), v.maxLength(tagIds.length, "tooMany")),
  /** The image the page shows and shares (~/content/image.ts), uploaded in the desk. */
  image: v.optional(imageRefSchema),
});

export const articleTextSchema = v.object({
  title: text(articleLimits.title),
  summary: text(articleLimits.summary),
  body: text(articleLimits.body),
  /** What the article's image shows, in this language (required when it has one). */
  imageAlt: v.optional(text(altMax)),
  /** What search results show, when written (./search.ts). */
  ...searchFields,
});

/** An image needs what it shows in each language written: said at that language's field. */
const imageAlts = altsWritten<{ shared: ArticleShared; texts: Partial<Record<Locale, ArticleText | undefined>> }>();

export type ArticleShared = v.InferOutput<typeof articleSharedSchema>;
export type ArticleText = v.InferOutput<typeof articleTextSchema>;

/** A draft as stored: its shape and bounds (its Markdown was checked when it was saved). */
export const articleDraftSchema = v.pipe(draftObject(articleSharedSchema, articleTextSchema), imageAlts);
export type ArticleDraft = v.InferOutput<typeof articleDraftSchema>;

/** The same with the body's Markdown checked: what the desk's form and a publish go through. */
const checkedBody = v.pipeAsync(
  v.pipe(v.string(), clean),
  v.checkAsync(async (s: string) => (await markdownProblem(s)) !== "html", "html"),
  v.checkAsync(async (s: string) => (await markdownProblem(s)) !== "image", "image"),
  v.checkAsync(async (s: string) => (await markdownProblem(s)) !== "link", "link"),
);
const checkedText = v.objectAsync({ ...articleTextSchema.entries, body: v.pipeAsync(articleTextSchema.entries.body, checkedBody) });
export const articleInputSchema = v.pipeAsync(
  v.objectAsync({
    shared: articleSharedSchema,
    texts: v.objectAsync({ en: v.optionalAsync(checkedText), fr: v.optionalAsync(checkedText), nl: v.optionalAsync(checkedText) }),
  }),
  imageAlts,
);

/** What a page shows of an article in one language, and when that language was last published. */
export interface ArticleView extends ArticleShared {
  text: ArticleText;
  modified: string;
}
export type ArticlePublished = Partial<Record<Locale, ArticleView>>;

export const articleViewSchema = v.object({
  ...articleSharedSchema.entries,
  text: articleTextSchema,
  modified: v.pipe(v.string(), v.isoTimestamp()),
});
export const articlePublishedSchema = v.object({
  en: v.optional(articleViewSchema),
  fr: v.optional(articleViewSchema),
  nl: v.optional(articleViewSchema),
});

export type ArticleParse = { ok: true; draft: ArticleDraft } | { ok: false; issues: { path: string; issue: ArticleIssue }[] };

export async function parseArticle(input: unknown): Promise<ArticleParse> {
  const result = await v.safeParseAsync(articleInputSchema, input);
  if (result.success) return { ok: true, draft: result.output };
  return {
    ok: false,
    issues: result.issues.map((i) => ({
      path: (i.path ?? []).map((p) => String(p.key)).join("."),
      issue: (issues.includes(i.message) ? i.message : "required") as ArticleIssue,
    })),
  };
}
