/** A published case study in the shapes the page components take (ProjectCard, CaseProofBlock). */
import type { projects } from "~/content/en/projects";
import type { Copy } from "~/content/types";
import type { CaseProof, Localized } from "~/content/proof";
import type { CaseView } from "./case-study";

type ProjectsCopy = Copy<typeof projects>;

/** One text for every language: a view is already in the language of its page. */
const same = (text: string): Localized => ({ en: text, fr: text, nl: text });

/** The card's fields, its tags written with the labels of the page's language, as the dictionaries wrote them. */
export function projectOf(view: CaseView, copy: ProjectsCopy) {
  return {
    key: view.slug,
    client: view.text.client,
    title: view.text.title,
    description: view.text.description,
    actions: view.text.actions,
    tags: view.tags.map((id) => copy.tags[id].label).join(", "),
  };
}

/** Its results, the client's words and platforms, as the proof block takes them. */
export function proofOf(view: CaseView): CaseProof {
  const quote = view.text.quote;
  return {
    results: view.text.results.map((r) => ({ value: r.value, unit: same(r.unit), label: same(r.label), period: same(r.period) })),
    ...(quote && view.quoteName ? { quote: { text: same(quote.text), name: view.quoteName, role: same(quote.role) } } : {}),
    platforms: view.platforms,
  };
}
