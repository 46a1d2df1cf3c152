/**
 * The case study form's fields, and the posted form read back into a draft for the schema
 * (~/publishing/case-study.ts) to check. A language whose fields are all empty is not written;
 * so is an empty result row or an empty quote.
 */
import { locales, type Locale } from "~/i18n/locale";
import { tagIds } from "~/publishing/case-study";
import type { ImageRef } from "~/publishing/image";

/** Result rows the form offers per language. */
export const resultRows = 3;
export const textFields = ["client", "title", "description", "actions"] as const;
export const resultFields = ["value", "unit", "label", "period"] as const;

export const fieldName = {
  text: (l: Locale, f: (typeof textFields)[number]) => `${l}.${f}`,
  result: (l: Locale, i: number, f: (typeof resultFields)[number]) => `${l}.results.${i}.${f}`,
  quote: (l: Locale, f: "text" | "role") => `${l}.quote.${f}`,
  imageAlt: (l: Locale) => `${l}.imageAlt`,
};

/** The form's values as posted (unchecked) or as stored: what the form shows. */
export interface TextValues {
  client: string;
  title: string;
  description: string;
  actions: string;
  results: readonly { value: string; unit: string; label: string; period: string }[];
  quote?: { text: string; role: string };
  imageAlt?: string;
}
export interface DraftValues {
  shared: { slug: string; tags: readonly string[]; platforms: readonly string[]; quoteName: string; image?: ImageRef };
  texts: Partial<Record<Locale, TextValues>>;
}

type Read = (name: string) => string;

function reader(form: FormData): Read {
  return (name) => {
    const value = form.get(name);
    return typeof value === "string" ? value.replace(/\r\n?/g, "\n") : "";
  };
}

const blank = (values: string[]) => values.every((s) => s.trim() === "");

function languageOf(read: Read, l: Locale): TextValues | undefined {
  const texts = textFields.map((f) => read(fieldName.text(l, f)));
  const results = Array.from({ length: resultRows }, (_, i) => resultFields.map((f) => read(fieldName.result(l, i, f))));
  const quote = [read(fieldName.quote(l, "text")), read(fieldName.quote(l, "role"))];
  const imageAlt = read(fieldName.imageAlt(l));
  if (blank([...texts, ...results.flat(), ...quote, imageAlt])) return undefined;
  const [client = "", title = "", description = "", actions = ""] = texts;
  return {
    client,
    title,
    description,
    actions,
    results: results
      .filter((row) => !blank(row))
      .map(([value = "", unit = "", label = "", period = ""]) => ({ value, unit, label, period })),
    ...(blank(quote) ? {} : { quote: { text: quote[0] ?? "", role: quote[1] ?? "" } }),
    ...(blank([imageAlt]) ? {} : { imageAlt }),
  };
}

/** The posted form as the draft schema's input (unchecked). */
export function draftInput(form: FormData): DraftValues {
  const read = reader(form);
  const texts: DraftValues["texts"] = {};
  for (const l of locales) {
    const text = languageOf(read, l);
    if (text !== undefined) texts[l] = text;
  }
  return {
    shared: {
      slug: read("slug"),
      tags: form.getAll("tags").filter((t): t is string => typeof t === "string"),
      platforms: read("platforms")
        .split("\n")
        .map((p) => p.trim())
        .filter(Boolean),
      quoteName: read("quoteName"),
    },
    texts,
  };
}

/** An empty draft, for the new case study's form. */
export function emptyDraft(): DraftValues {
  return { shared: { slug: "", tags: [], platforms: [], quoteName: "" }, texts: {} };
}

export { tagIds };
