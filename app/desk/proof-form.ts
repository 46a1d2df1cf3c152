/**
 * The team and quote forms' fields, and the posted form read back into a draft for the
 * collection's schema (~/publishing/proof-collections.ts) to check. A language whose fields are
 * all empty is not written (and so cannot be published).
 */
import { locales, type Locale } from "~/i18n/locale";
import { proofLimits } from "~/publishing/proof-collections";

export type ProofKind = "team" | "quotes";
export type FieldName = "name" | "company" | "caseStudy" | "role" | "text";

export interface FieldDef {
  name: FieldName;
  max: number;
  long?: boolean;
}

/** What each collection's form holds: the fields every language shares, then those of each language. */
export const proofFields: Record<ProofKind, { shared: readonly FieldDef[]; text: readonly FieldDef[] }> = {
  team: {
    shared: [{ name: "name", max: proofLimits.name }],
    text: [{ name: "role", max: proofLimits.role }],
  },
  quotes: {
    shared: [
      { name: "name", max: proofLimits.name },
      { name: "company", max: proofLimits.company },
      { name: "caseStudy", max: proofLimits.caseStudy },
    ],
    text: [
      { name: "text", max: proofLimits.quoteText, long: true },
      { name: "role", max: proofLimits.role },
    ],
  },
};

/** The form's values as posted (unchecked) or as stored: what the form shows. */
export interface ProofValues {
  shared: Record<string, string>;
  texts: Partial<Record<Locale, Record<string, string>>>;
}

export const textFieldName = (l: Locale, f: FieldName) => `${l}.${f}`;

function read(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value.replace(/\r\n?/g, "\n") : "";
}

/** The posted form as the collection's draft input (unchecked). */
export function proofInput(kind: ProofKind, form: FormData): ProofValues {
  const defs = proofFields[kind];
  const texts: ProofValues["texts"] = {};
  for (const l of locales) {
    const text = Object.fromEntries(defs.text.map((f) => [f.name, read(form, textFieldName(l, f.name))]));
    if (Object.values(text).some((s) => s.trim() !== "")) texts[l] = text;
  }
  return { shared: Object.fromEntries(defs.shared.map((f) => [f.name, read(form, f.name)])), texts };
}

export function emptyProof(kind: ProofKind): ProofValues {
  return { shared: Object.fromEntries(proofFields[kind].shared.map((f) => [f.name, ""])), texts: {} };
}

/** The name an entry goes by in the desk. */
export const entryName = (values: ProofValues) => values.shared.name || "…";
