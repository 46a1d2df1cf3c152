/**
 * The agency's working languages (app/site.ts) as the pages say them, in the page's language:
 * "Dutch, French and English", "en néerlandais, en français ou en anglais". The names and the
 * list's "and"/"or" come from Intl (the build's ICU), so a code added to the list is named on every
 * page without a dictionary entry.
 */
import { intlLocale, type Locale } from "./locale";
import { site } from "~/site";

interface ListOptions {
  /** "and" (a conjunction) or "or" (a disjunction). */
  joiner?: "and" | "or";
  /** Each name as the sentence needs it (French repeats the preposition: "en français, en anglais"). */
  each?: (name: string) => string;
  /** The languages to name; the agency's by default. */
  codes?: readonly string[];
}

/** Each working language's name in the page's language ("Nederlands", "néerlandais", "Dutch"). */
export function languageNames(locale: Locale, codes: readonly string[] = site.workingLanguages): string[] {
  const names = new Intl.DisplayNames(intlLocale[locale], { type: "language" });
  return codes.map((code) => {
    const name = names.of(code);
    if (!name || name === code)
      throw new Error(`app/site.ts: workingLanguages holds "${code}", which is not a language code Intl can name`);
    return name;
  });
}

/** The working languages as one list: "Dutch, French and English". */
export function languageList(locale: Locale, { joiner = "and", each = (name) => name, codes }: ListOptions = {}): string {
  const type = joiner === "and" ? "conjunction" : "disjunction";
  return new Intl.ListFormat(intlLocale[locale], { type }).format(languageNames(locale, codes).map(each));
}

/** The same list starting with a capital, for a title or a label's value ("Néerlandais, français et anglais"). */
export function languageListTitle(locale: Locale, options: ListOptions = {}): string {
  const list = languageList(locale, options);
  return list.charAt(0).toLocaleUpperCase(intlLocale[locale]) + list.slice(1);
}
