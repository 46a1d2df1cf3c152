/** The content engine's words in English: the shape every other language follows. */
import { projects } from "~/content/en/projects";
import { labelsOf } from "~/content/project-tags";
import type { Locale } from "~/i18n/locale";
import type { ArticleIssue } from "~/publishing/article";
import type { CaseIssue, CaseTag } from "~/publishing/case-study";

const languageNames: Record<Locale, string> = { en: "English", fr: "French", nl: "Dutch" };

/** The tags by their English labels, as the projects page writes them. */
export const tags: Record<CaseTag, string> = labelsOf(projects.tags);

/** What is wrong with a field, the same for a case study and an article. */
const fieldIssues = {
  required: "is required",
  tooLong: "is too long",
  slug: "may hold only lower-case letters, digits and single hyphens",
  tag: "is not one of the tags",
  tooMany: "has too many items",
  control: "contains invisible control characters",
};

const content = {
  nav: "Content",
  title: "Case studies",
  intro: "What the projects page and each case study's own page show, in each language. A language without its text is not published.",
  newCase: "New case study",
  newTitle: "New case study",
  editTitle: (title: string) => `Case study: ${title}`,
  back: "Back to the case studies",
  none: "No case study yet.",
  columns: { title: "Title", address: "Address", languages: "Languages" },
  languages: languageNames,
  state: { published: "published", changed: "published · changes not yet published", draft: "draft only", missing: "missing" },
  stateOf: (language: string, state: string) => `${language}: ${state}`,
  the: { en: "the English", fr: "the French", nl: "the Dutch" } as Record<Locale, string>,
  toCheck: (source: string) => `to check against ${source}`,
  confirm: (language: string) => `Mark ${language} as checked`,
  unpublished: (fields: string) => `not yet on the site: ${fields}`,
  fields: {
    slug: "Address (lower-case letters, digits and hyphens; the same in every language at first, then changed per language under Address)",
    tags: "Tags",
    platforms: "Platforms used (one per line)",
    quoteName: "Name of the person quoted",
    client: "Client (sector, kind of client)",
    title: "Title",
    description: "Description",
    actions: "What we did (one line each)",
    result: (n: number) => `Result ${n}`,
    value: "Figure",
    unit: "Unit",
    label: "What it measures",
    period: "Over which period",
    quoteText: "The client’s words",
    quoteRole: "Role of the person quoted",
    imageAlt: "Image description",
  },
  tags,
  save: "Save draft",
  create: "Create the draft",
  publish: (language: string) => `Save and publish in ${language}`,
  unpublish: (language: string) => `Unpublish the ${language} page`,
  preview: (language: string) => `Preview in ${language}`,
  view: (language: string) => `${language} page on the site`,
  revisions: "Revisions",
  revisionLine: (at: string, who: string, action: string) => `${at}, ${who}: ${action}`,
  nobody: "the installation",
  restore: "Restore this draft",
  done: {
    confirmed: "Marked as checked.",
    created: "Draft created. Nothing is published until you publish a language.",
    saved: "Draft saved.",
    published: "Published: the pages are live.",
    unpublished: "Unpublished: the page is gone from the site and its sitemap.",
    restored: "Earlier draft restored. Publish a language to put it on the site.",
  } as Record<string, string>,
  refused: "Nothing was saved. Correct what is marked and save again:",
  notFound: "This case study does not exist (any more).",
  reasons: {
    "slug-taken": "Another case study already has this address.",
    "too-many": "The collection is full (100 case studies): remove one first.",
    "missing-language": "This language has no text yet: write it before publishing it.",
    "not-found": "This case study or revision does not exist (any more).",
  },
  issues: {
    ...fieldIssues,
    quoteName: "is required when a language has a quote",
  } satisfies Record<CaseIssue, string>,
  previewNote: (language: string) => `Preview of the draft in ${language}: this is how its page will look once published.`,
};

const proof = {
  team: {
    title: "Team",
    intro: "The people the About page shows, with their role in each language.",
    add: "New team member",
    newTitle: "New team member",
    editTitle: (name: string) => `Team member: ${name}`,
    none: "No team member yet.",
    back: "Back to the content",
    page: "About page",
  },
  quotes: {
    title: "Client quotes",
    intro: "The clients’ words the home page shows, as each client approved them, in each language.",
    add: "New client quote",
    newTitle: "New client quote",
    editTitle: (name: string) => `Client quote: ${name}`,
    none: "No client quote yet.",
    back: "Back to the content",
    page: "home page",
  },
  fields: {
    name: "Name",
    role: "Role",
    company: "Company",
    text: "The client’s words",
    caseStudy: "Case study it belongs to (its address, or empty)",
    photoAlt: "What the photo shows (required with a photo)",
  },
  columns: { name: "Name", languages: "Languages" },
  erase: "Erase this entry",
  eraseNote: "Erasing removes the entry and all its revisions; its published pages follow at once.",
  done: {
    erased: "Erased: the entry and its revisions are gone, and so is everything the site showed of it.",
  },
  tooMany: (max: number) => `The collection is full (${max} entries): erase one first.`,
  notFound: "This entry or revision does not exist (any more).",
  previewNote: (language: string, page: string) => `Preview of the draft in ${language}, as the ${page} will show it once published.`,
};

export interface ArticleWords {
  title: string;
  intro: string;
  newArticle: string;
  editTitle: (title: string) => string;
  back: string;
  none: string;
  fields: { slug: string; date: string; author: string; tags: string; title: string; summary: string; body: string; imageAlt: string };
  done: Record<string, string>;
  reasons: Record<"slug-taken" | "too-many" | "missing-language" | "not-found", string>;
  issues: Record<Exclude<ArticleIssue, "quoteName">, string>;
}

export interface RevisionWords {
  actions: Record<string, string>;
  languages: Record<Locale, string>;
  /** Each field an entry of any collection has, as a short word. */
  fields: Record<string, string>;
  colon: string;
}

const search = {
  legend: "In search results",
  hint: "Left empty, the page's title and description are used.",
  title: "Search title",
  description: "Search description",
  count: (n: string, shown: number) => `${n} characters; search results show about ${shown}`,
  preview: "How a search engine shows it",
};

export interface CmsWords {
  content: typeof content;
  search: typeof search;
  article: ArticleWords;
  proof: typeof proof;
  revision: RevisionWords;
}

export const en: CmsWords = {
  content,
  search,
  article: {
    title: "Articles (Insights)",
    intro: "Each language's Insights page, article pages and RSS feed exist only once an article is published in that language.",
    newArticle: "New article",
    editTitle: (title) => `Article: ${title}`,
    back: "Back to the content",
    none: "No article yet.",
    fields: {
      slug: "Address (lower-case letters, digits and hyphens; the same in every language at first, then changed per language under Address)",
      date: "Date",
      author: "Author",
      tags: "Tags",
      title: "Title",
      summary: "Summary (shown in the list and the feed)",
      body: "Text (Markdown: no HTML, no images; links to https:, mailto: or a page of this site)",
      imageAlt: "Image description",
    },
    done: {
      created: "Draft created. Nothing is published until you publish a language.",
      saved: "Draft saved.",
      published: "Published: the article, the Insights page and the feed are live.",
      unpublished: "Unpublished: the page is gone from the site, its feed and its sitemap.",
      restored: "Earlier draft restored. Publish a language to put it on the site.",
    },
    reasons: {
      "slug-taken": "Another article already has this address.",
      "too-many": "The collection is full (200 articles): remove one first.",
      "missing-language": "This language has no text yet: write it before publishing it.",
      "not-found": "This article or revision does not exist (any more).",
    },
    issues: {
      ...fieldIssues,
      date: "must be a date written YYYY-MM-DD, between 2000 and 2100",
      html: "contains HTML: write it in Markdown (HTML is refused, not published)",
      image: "contains an image: the text takes none, choose the article's image in the Image field",
      link: "has a link that is not allowed: only https:, mailto: or a path of this site (/…)",
    },
  },
  proof,
  revision: {
    actions: {
      confirm: "checked against the other languages",
      publish: "publish",
      save: "save",
      unpublish: "unpublish",
      restore: "restore an earlier version",
      create: "create",
      seed: "first version, from the site",
      import: "import from files",
    },
    languages: { en: "English", fr: "French", nl: "Dutch" },
    fields: {
      seoTitle: "search title",
      seoDescription: "search description",
      slug: "address",
      slugs: "address",
      tags: "tags",
      platforms: "platforms",
      quoteName: "person quoted",
      image: "image",
      client: "client",
      title: "title",
      description: "description",
      actions: "what we did",
      results: "results",
      quote: "quote",
      imageAlt: "what the image shows",
      date: "date",
      author: "author",
      summary: "summary",
      body: "text",
      name: "name",
      photo: "photo",
      role: "role",
      photoAlt: "what the photo shows",
      company: "company",
      caseStudy: "case study",
      text: "the client’s words",
    },
    colon: ": ",
  },
};
