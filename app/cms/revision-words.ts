/**
 * A content revision in words (copy fixes, round 6): what was done, and to what. "publish
 * (French)", "save: title, summary", never "publish" three times over. The languages and fields a
 * revision changed are read from the revision before it (revision-detail.server.ts).
 */
import type { Locale } from "~/i18n/locale";
import { scheduleWordsFor } from "./schedule/words";
import { slugWordsFor } from "./slugs/words";
import { cmsWordsFor } from "./words";

/** "publish (French)", "save: title, summary", in the desk's language; an action it does not know as stored. */
export function revisionAction(action: string, detail: { languages: readonly string[]; fields: readonly string[] }, lang: string): string {
  const w = cmsWordsFor(lang).revision;
  const verb = action.split(":")[0] ?? action;
  const said = w.actions[verb] ?? scheduleWordsFor(lang).revision[verb] ?? slugWordsFor(lang).revision[verb] ?? action;
  const languages = detail.languages.map((l) => w.languages[l as Locale] ?? l);
  const fields = [...new Set(detail.fields.map((f) => w.fields[f] ?? f))];
  const inLanguages = languages.length ? ` (${languages.join(", ")})` : "";
  if (/^(scheduled-)?(un)?publish$/.test(action) || !fields.length) return `${said}${inLanguages}`;
  return `${said}${w.colon}${fields.join(", ")}${inLanguages}`;
}

/** Fields by their short words in the desk's language: "title, summary". */
export function fieldWords(fields: readonly string[], lang: string): string {
  const w = cmsWordsFor(lang).revision;
  return [...new Set(fields.map((f) => w.fields[f] ?? f))].join(", ");
}
