/**
 * Team members and client quotes (issue 38): two collections edited in the desk like case studies,
 * each entry a few fields shared by every language and a text per language. One Valibot schema
 * per collection for the desk's form, publishing and the tests: every field has a bound, control
 * characters and bidirectional overrides are refused (the case studies' `text`). A team member
 * may have a photo (uploaded in the desk, ~/media); the About page shows it with the name and role.
 */
import * as v from "valibot";
import type { Locale } from "../i18n/locale";
import { optionalText, text } from "./case-study";
import { altMax, imageRefSchema, requireAlts } from "~/content/image";

/** Bounds in characters, and entries per collection: what the About page and the home page can show. */
export const proofLimits = {
  name: 80,
  role: 100,
  company: 80,
  quoteText: 600,
  caseStudy: 60,
  team: 24,
  quotes: 24,
} as const;

/** Error keys: the desk's words module says each one in the operator's language. */
export type ProofIssue = "required" | "tooLong" | "control" | "slug";
const issueKeys: readonly ProofIssue[] = ["required", "tooLong", "control", "slug"];

function perLanguage<T extends v.GenericSchema>(schema: T) {
  return v.object({ en: v.optional(schema), fr: v.optional(schema), nl: v.optional(schema) });
}

/** A member's photo (~/content/image.ts) is optional; with one, what it shows in each language written. */
export const teamSharedSchema = v.object({ name: text(proofLimits.name), photo: v.optional(imageRefSchema) });
export const teamTextSchema = v.object({ role: text(proofLimits.role), photoAlt: v.optional(text(altMax)) });
export const teamDraftSchema = v.pipe(
  v.object({ shared: teamSharedSchema, texts: perLanguage(teamTextSchema) }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (dataset.typed) requireAlts(dataset.value, "photo", "photoAlt", addIssue);
  }),
);
export const teamPublishedSchema = perLanguage(v.object({ ...teamSharedSchema.entries, text: teamTextSchema }));

export const quoteSharedSchema = v.object({
  name: text(proofLimits.name),
  company: text(proofLimits.company),
  /** The case study it belongs to (its address), or "" for none. */
  caseStudy: v.pipe(optionalText(proofLimits.caseStudy), v.regex(/^(?:[a-z0-9]+(?:-[a-z0-9]+)*)?$/, "slug")),
});
export const quoteTextSchema = v.object({ text: text(proofLimits.quoteText), role: text(proofLimits.role) });
export const quoteDraftSchema = v.object({ shared: quoteSharedSchema, texts: perLanguage(quoteTextSchema) });
export const quotePublishedSchema = perLanguage(v.object({ ...quoteSharedSchema.entries, text: quoteTextSchema }));

export type TeamDraft = v.InferOutput<typeof teamDraftSchema>;
export type QuoteDraft = v.InferOutput<typeof quoteDraftSchema>;
export type TeamView = TeamDraft["shared"] & { text: NonNullable<TeamDraft["texts"]["en"]> };
export type QuoteView = QuoteDraft["shared"] & { text: NonNullable<QuoteDraft["texts"]["en"]> };

/** A draft of either collection: shared fields and the languages written so far. */
export interface ProofDraft<S = object, T = object> {
  shared: S;
  texts: Partial<Record<Locale, T>>;
}
export type ProofPublished<D extends ProofDraft> = Partial<Record<Locale, D["shared"] & { text: NonNullable<D["texts"][Locale]> }>>;

/** What the store and the desk need to know of a collection. */
export interface ProofCollection<D extends ProofDraft = ProofDraft> {
  /** Its name in content_entries.collection, its audit lines' prefix (`team-publish`) and the desk's path. */
  name: "team" | "quote";
  path: "team" | "quotes";
  draft: v.GenericSchema<unknown, D>;
  published: v.GenericSchema<unknown, ProofPublished<D>>;
  max: number;
}

export const teamCollection: ProofCollection<TeamDraft> = {
  name: "team",
  path: "team",
  draft: teamDraftSchema,
  published: teamPublishedSchema,
  max: proofLimits.team,
};

export const quoteCollection: ProofCollection<QuoteDraft> = {
  name: "quote",
  path: "quotes",
  draft: quoteDraftSchema,
  published: quotePublishedSchema,
  max: proofLimits.quotes,
};

export type ParsedProof<D> = { ok: true; draft: D } | { ok: false; issues: { path: string; issue: ProofIssue }[] };

/** Checks a draft of a collection: what is wrong, by field path ("texts.nl.role") and issue. */
export function parseProof<D extends ProofDraft>(collection: ProofCollection<D>, input: unknown): ParsedProof<D> {
  const result = v.safeParse(collection.draft, input);
  if (result.success) return { ok: true, draft: result.output };
  return {
    ok: false,
    issues: result.issues.map((i) => ({
      path: (i.path ?? []).map((p) => String(p.key)).join("."),
      issue: issueKeys.find((k) => k === i.message) ?? "required",
    })),
  };
}

/** A draft's published form in one language, or undefined when it has no text in it. */
export function publishedIn<D extends ProofDraft>(draft: D, locale: Locale): ProofPublished<D>[Locale] {
  const t = draft.texts[locale];
  return t ? ({ ...draft.shared, text: t } as ProofPublished<D>[Locale]) : undefined;
}
