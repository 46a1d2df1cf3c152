/**
 * A case study as the desk edits it and the pages show it: what is the same in every language
 * (its address, tags, platforms, the quoted person's name) and a text per language. One Valibot
 * schema for the desk's form, for publishing and for the tests: every field has a bound.
 */
import * as v from "valibot";
import type { Locale } from "../i18n/locale";
import { altMax, imageRefSchema } from "~/content/image";
import { altsWritten, draftObject } from "./draft-schema";
import { searchLimits } from "./search";
import { otherSlugsSchema } from "./slugs";

/** The spec's tag set (section 3): the only tags a case study can carry. */
export const tagIds = ["crm", "automation", "segmentation", "multilingual", "mobile", "b2c", "b2b", "email"] as const;
export type CaseTag = (typeof tagIds)[number];

/** Bounds in characters: what a card and a page can show without breaking their layout. */
export const caseLimits = {
  slug: 60,
  client: 80,
  title: 140,
  description: 1500,
  actions: 2000,
  actionLines: 15,
  resultValue: 12,
  resultUnit: 16,
  resultLabel: 120,
  resultPeriod: 120,
  results: 6,
  quoteText: 600,
  quoteName: 80,
  quoteRole: 100,
  platform: 40,
  platforms: 12,
} as const;

/** Error keys: the desk's words module says each one in the operator's language. */
export type CaseIssue = "required" | "tooLong" | "slug" | "tag" | "tooMany" | "control" | "quoteName";

// Control characters other than line breaks and tabs (and bidirectional overrides): never stored.
// eslint-disable-next-line no-control-regex
const controls = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

export const clean = v.check((s: string) => !controls.test(s), "control");

/** A required text of at most `max` characters, trimmed, with no control character. */
export function text(max: number) {
  return v.pipe(v.string(), v.trim(), clean, v.minLength(1, "required"), v.maxLength(max, "tooLong"));
}

/** The same, possibly empty. */
export function optionalText(max: number) {
  return v.pipe(v.string(), v.trim(), clean, v.maxLength(max, "tooLong"));
}

export const resultSchema = v.object({
  value: text(caseLimits.resultValue),
  unit: optionalText(caseLimits.resultUnit),
  label: text(caseLimits.resultLabel),
  period: text(caseLimits.resultPeriod),
});

/** What search results show of a page, per language, when written (./search.ts). */
export const searchFields = {
  seoTitle: v.optional(text(searchLimits.title)),
  seoDescription: v.optional(text(searchLimits.description)),
};

export const caseTextSchema = v.object({
  client: text(caseLimits.client),
  title: text(caseLimits.title),
  description: text(caseLimits.description),
  /** One action per line, each line starting with "- " (the spec's shape). */
  actions: v.pipe(
    text(caseLimits.actions),
    v.check((s: string) => s.split("\n").filter((l) => l.trim()).length <= caseLimits.actionLines, "tooMany"),
  ),
  results: v.pipe(v.array(resultSchema), v.maxLength(caseLimits.results, "tooMany")),
  /** The client's words and the person's role, in this language (the name is shared). */
  quote: v.optional(v.object({ text: text(caseLimits.quoteText), role: text(caseLimits.quoteRole) })),
  /** What the entry's image shows, in this language (required when it has one). */
  imageAlt: v.optional(text(altMax)),
  ...searchFields,
});

export const caseSharedSchema = v.object({
  slug: v.pipe(v.string(), v.trim(), v.maxLength(caseLimits.slug, "tooLong"), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "slug")),
  /** The French and Dutch addresses (./slugs.ts). */
  slugs: otherSlugsSchema(caseLimits.slug),
  tags: v.pipe(v.array(v.picklist(tagIds, "tag")), v.maxLength(tagIds.length, "tooMany")),
  platforms: v.pipe(v.array(text(caseLimits.platform)), v.maxLength(caseLimits.platforms, "tooMany")),
  quoteName: optionalText(caseLimits.quoteName),
  /** The image the page shows (~/content/image.ts), uploaded in the desk. */
  image: v.optional(imageRefSchema),
});

export type CaseText = v.InferOutput<typeof caseTextSchema>;
export type CaseShared = v.InferOutput<typeof caseSharedSchema>;

/** A case study's draft: the shared fields and the languages written so far. */
export const caseDraftSchema = v.pipe(
  draftObject(caseSharedSchema, caseTextSchema),
  v.check((d) => d.shared.quoteName !== "" || !Object.values(d.texts).some((t) => t?.quote), "quoteName"),
  altsWritten(),
);
export type CaseDraft = v.InferOutput<typeof caseDraftSchema>;

/** What a page shows of a case study in one language: the shared fields and that language's text. */
export interface CaseView extends CaseShared {
  text: CaseText;
}

/** The published languages of a case study, each as it was when it was published. */
export type CasePublished = Partial<Record<Locale, CaseView>>;

export function parseDraft(input: unknown): { ok: true; draft: CaseDraft } | { ok: false; issues: { path: string; issue: CaseIssue }[] } {
  const result = v.safeParse(caseDraftSchema, input);
  if (result.success) return { ok: true, draft: result.output };
  return {
    ok: false,
    issues: result.issues.map((i) => ({
      path: (i.path ?? []).map((p) => String(p.key)).join("."),
      issue: (["required", "tooLong", "slug", "tag", "tooMany", "control", "quoteName"].includes(i.message)
        ? i.message
        : "required") as CaseIssue,
    })),
  };
}

/** A published language as stored: the schema again, so what is read is what was checked. */
export const caseViewSchema = v.object({ ...caseSharedSchema.entries, text: caseTextSchema });
export const casePublishedSchema = v.object({
  en: v.optional(caseViewSchema),
  fr: v.optional(caseViewSchema),
  nl: v.optional(caseViewSchema),
});
