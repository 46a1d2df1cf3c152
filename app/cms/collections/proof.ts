/** The team (About) and the client quotes (home page): entries without an address, named by the person. */
import { pages } from "~/i18n/pages";
import { altMax } from "~/content/image";
import { proofLimits } from "~/publishing/proof-collections";
import type { CmsWords } from "../words";
import type { CollectionDescription, CollectionWords } from "./types";

function proofWords(w: CmsWords, kind: "team" | "quotes", max: number): CollectionWords {
  const { content: c, proof: p } = w;
  return {
    ...p[kind],
    labels: p.fields,
    done: { ...c.done, ...p.done },
    reasons: { ...c.reasons, "too-many": p.tooMany(max), "not-found": p.notFound },
    issues: c.issues,
    previewNote: (language) => p.previewNote(language, p[kind].page),
  };
}

const named = (values: { shared: Record<string, unknown> }) => (values.shared.name as string | undefined) || "…";

export const team: CollectionDescription = {
  key: "team",
  path: "team",
  addressed: false,
  shared: [{ name: "name", max: proofLimits.name }],
  text: [
    { name: "role", max: proofLimits.role },
    { name: "photoAlt", max: altMax, optional: true },
  ],
  image: { field: "photo" },
  words: (w) => proofWords(w, "team", proofLimits.team),
  name: named,
  page: (l) => pages.about[l],
  empty: () => ({ shared: { name: "" }, texts: {} }),
};

export const quotes: CollectionDescription = {
  key: "quote",
  path: "quotes",
  addressed: false,
  shared: [
    { name: "name", max: proofLimits.name },
    { name: "company", max: proofLimits.company },
    { name: "caseStudy", max: proofLimits.caseStudy },
  ],
  text: [
    { name: "text", kind: "long", max: proofLimits.quoteText },
    { name: "role", max: proofLimits.role },
  ],
  words: (w) => proofWords(w, "quotes", proofLimits.quotes),
  name: named,
  page: (l) => pages.home[l],
  empty: () => ({ shared: { name: "", company: "", caseStudy: "" }, texts: {} }),
};
