/**
 * The seed of the content collections: the spec's two case studies as the projects dictionaries
 * write them, with the proof app/content/proof.ts holds (empty until the agency supplies it).
 * Nothing is added here: a fresh install stores and shows exactly what the site showed before.
 */
import { projects as en, type TagId } from "../content/en/projects";
import { projects as fr } from "../content/fr/projects";
import { projects as nl } from "../content/nl/projects";
import { caseProof } from "../content/proof";
import { locales, type Locale } from "../i18n/locale";
import type { CaseDraft, CaseTag, CaseText } from "./case-study";

const dictionaries = { en, fr, nl };

/** The English tag labels as written in `items[].tags`, as tag ids. */
function tagIdsOf(tags: string): CaseTag[] {
  const byLabel = new Map(Object.entries(en.tags).map(([id, def]) => [def.label.toLowerCase(), id as TagId]));
  return tags
    .split(",")
    .map((t) => byLabel.get(t.trim().toLowerCase()))
    .filter((id): id is TagId => id !== undefined);
}

function textOf(locale: Locale, index: number): CaseText {
  const item = dictionaries[locale].items[index]!;
  const proof = caseProof[en.items[index]!.key];
  return {
    client: item.client,
    title: item.title,
    description: item.description,
    actions: item.actions,
    results: proof.results.map((r) => ({ value: r.value, unit: r.unit[locale], label: r.label[locale], period: r.period[locale] })),
    ...(proof.quote ? { quote: { text: proof.quote.text[locale], role: proof.quote.role[locale] } } : {}),
  };
}

/** The seed case studies, in the order the projects page lists them. */
export function seedCaseStudies(): CaseDraft[] {
  return en.items.map((item, index) => {
    const proof = caseProof[item.key];
    return {
      shared: { slug: item.key, tags: tagIdsOf(item.tags), platforms: [...proof.platforms], quoteName: proof.quote?.name ?? "" },
      texts: Object.fromEntries(locales.map((l) => [l, textOf(l, index)])) as CaseDraft["texts"],
    };
  });
}
