/** The Insights section's articles: their fields (a date, a Markdown body), their words, their page. */
import { articleLimits } from "~/publishing/article";
import { articlePath } from "~/publishing/article-paths";
import { altMax } from "~/content/image";
import { searchLimits } from "~/publishing/search";
import type { CollectionDescription } from "./types";

export const articles: CollectionDescription = {
  key: "article",
  path: "articles",
  addressed: true,
  shared: [
    { name: "slug", kind: "slug", max: articleLimits.slug },
    // A date field: the browser's calendar, and the value it posts is YYYY-MM-DD.
    { name: "date", kind: "date", max: 10 },
    { name: "author", max: articleLimits.author },
    { name: "tags", kind: "tags", max: 0 },
  ],
  text: [
    { name: "title", max: articleLimits.title },
    { name: "summary", kind: "long", max: articleLimits.summary, rows: 3 },
    { name: "body", kind: "long", max: articleLimits.body, rows: 14 },
    { name: "imageAlt", max: altMax, optional: true, inImage: true },
    { name: "seoTitle", max: searchLimits.title, optional: true, inSearch: true },
    { name: "seoDescription", kind: "long", max: searchLimits.description, optional: true, inSearch: true },
  ],
  search: { title: "title", description: "summary" },
  image: { field: "image", alts: "imageAlt" },
  words: ({ article: a, content: c, search }) => ({
    ...a,
    add: a.newArticle,
    newTitle: a.newArticle,
    labels: { ...a.fields, seoTitle: search.title, seoDescription: search.description },
    issues: { ...a.issues, quoteName: a.issues.required },
    done: { ...a.done, confirmed: c.done.confirmed ?? "" },
    previewNote: c.previewNote,
  }),
  name: (values, slug) => ((values.texts.en ?? values.texts.fr ?? values.texts.nl)?.title as string | undefined) ?? slug,
  page: (l, slug) => articlePath(slug, l),
  empty: (today) => ({ shared: { slug: "", date: today, author: "", tags: [] }, texts: {} }),
};
