/** The case studies: their fields (shared, then per language: results and the client's words), their words, their page. */
import { caseLimits } from "~/publishing/case-study";
import { altMax } from "~/content/image";
import { casePath } from "~/publishing/paths";
import { searchLimits } from "~/publishing/search";
import type { CollectionDescription } from "./types";

const titled = (texts: Record<string, Record<string, unknown> | undefined>) =>
  (texts.en ?? texts.fr ?? texts.nl)?.title as string | undefined;

export const caseStudies: CollectionDescription = {
  key: "case-study",
  path: "",
  addressed: true,
  shared: [
    { name: "slug", kind: "slug", max: caseLimits.slug },
    { name: "quoteName", max: caseLimits.quoteName },
    { name: "platforms", kind: "lines", max: caseLimits.platform * caseLimits.platforms, rows: 3 },
    { name: "tags", kind: "tags", max: 0 },
  ],
  text: [
    { name: "client", max: caseLimits.client },
    { name: "title", max: caseLimits.title },
    { name: "description", kind: "long", max: caseLimits.description },
    { name: "actions", kind: "long", max: caseLimits.actions },
    {
      group: "results",
      rows: 3,
      fields: [
        { name: "value", max: caseLimits.resultValue },
        { name: "unit", max: caseLimits.resultUnit },
        { name: "label", max: caseLimits.resultLabel },
        { name: "period", max: caseLimits.resultPeriod },
      ],
    },
    {
      group: "quote",
      fields: [
        { name: "text", kind: "long", max: caseLimits.quoteText },
        { name: "role", max: caseLimits.quoteRole },
      ],
    },
    { name: "imageAlt", max: altMax, optional: true, inImage: true },
    { name: "seoTitle", max: searchLimits.title, optional: true, inSearch: true },
    { name: "seoDescription", kind: "long", max: searchLimits.description, optional: true, inSearch: true },
  ],
  search: { title: "title", description: "description" },
  image: { field: "image", alts: "imageAlt" },
  words: ({ content: w, search }) => ({
    ...w,
    add: w.newCase,
    labels: {
      ...w.fields,
      "results.value": w.fields.value,
      "results.unit": w.fields.unit,
      "results.label": w.fields.label,
      "results.period": w.fields.period,
      "quote.text": w.fields.quoteText,
      "quote.role": w.fields.quoteRole,
      "": w.fields.quoteName,
      seoTitle: search.title,
      seoDescription: search.description,
    } as unknown as Record<string, string>,
    row: (_group, n) => w.fields.result(n),
  }),
  name: (values, slug) => titled(values.texts) ?? slug,
  page: (l, slug) => casePath(slug, l),
  empty: () => ({ shared: { slug: "", tags: [], platforms: [], quoteName: "" }, texts: {} }),
};
