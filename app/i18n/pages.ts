/**
 * THE page table: the only place a page URL is written. Routes, the prerender list, links,
 * the language toggle, hreflang, canonical URLs, the sitemap page and sitemap.xml derive from it.
 */
import type { Locale } from "./locale";

export interface PageEntry {
  en: string;
  fr: string;
  nl: string;
  /** Other French paths that render the same page; their canonical URL is `fr`. */
  frAliases: readonly string[];
  /** Route module under app/ that renders this page in every language. */
  module: string;
  /**
   * A route module of its own for a language (French aliases use French's): for a page that
   * hydrates, so that its script carries only its own language's words.
   */
  modules?: Partial<Record<Locale, string>>;
}

export const pages = {
  home: { en: "/", fr: "/fr/", nl: "/nl/", frAliases: [], module: "routes/home.tsx" },
  labs: { en: "/labs", fr: "/fr/labs", nl: "/nl/labs", frAliases: [], module: "routes/labs.tsx" },
  pulse: { en: "/pulse", fr: "/fr/pulse", nl: "/nl/pulse", frAliases: [], module: "routes/pulse.tsx" },
  ops: { en: "/ops", fr: "/fr/ops", nl: "/nl/ops", frAliases: [], module: "routes/ops.tsx" },
  why: { en: "/why", fr: "/fr/pourquoi", nl: "/nl/waarom", frAliases: [], module: "routes/why.tsx" },
  about: { en: "/about", fr: "/fr/a-propos", nl: "/nl/over-ons", frAliases: [], module: "routes/about.tsx" },
  training: {
    en: "/training",
    fr: "/fr/formations",
    nl: "/nl/opleidingen",
    frAliases: ["/fr/formation"],
    module: "routes/training.tsx",
  },
  commitments: {
    en: "/commitments",
    fr: "/fr/engagements",
    nl: "/nl/engagementen",
    frAliases: [],
    module: "routes/commitments.tsx",
  },
  packages: {
    en: "/packages",
    fr: "/fr/offres",
    nl: "/nl/pakketten",
    frAliases: ["/fr/forfaits"],
    module: "routes/packages.tsx",
  },
  projects: { en: "/projects", fr: "/fr/projets", nl: "/nl/projecten", frAliases: [], module: "routes/projects.tsx" },
  contact: {
    en: "/contact",
    fr: "/fr/contact",
    nl: "/nl/contact",
    frAliases: [],
    module: "routes/contact.tsx",
    modules: { fr: "routes/contact.fr.tsx", nl: "routes/contact.nl.tsx" },
  },
  sitemap: { en: "/sitemap", fr: "/fr/sitemap", nl: "/nl/sitemap", frAliases: [], module: "routes/sitemap.tsx" },
  legalNotice: {
    en: "/legal-notice",
    fr: "/fr/legal-notice",
    nl: "/nl/juridische-informatie",
    frAliases: [],
    module: "routes/legal-notice.tsx",
  },
} as const satisfies Record<string, PageEntry>;

export type PageId = keyof typeof pages;
export const pageIds = Object.keys(pages) as PageId[];

/** Order of the header's section links. */
export const mainNav: readonly PageId[] = ["labs", "pulse", "ops", "why", "projects", "training", "commitments", "packages"];

/** The anchor of the privacy notice (GDPR, art. 13) on the legal-notice page, the same in every language. */
export const privacyAnchor = "privacy";

/** The anchor of the privacy notice's list of processors (who handles the data for the agency): the contact page links to it. */
export const processorsAnchor = "processors";

/** The anchor of the accessibility statement on the legal-notice page, the same in every language. */
export const accessibilityAnchor = "accessibility";

/** Where the contact form sends a visitor who wants to know how their data is handled. */
export function privacyNoticePath(locale: Locale): string {
  return `${pages.legalNotice[locale]}#${privacyAnchor}`;
}

/** The privacy notice's list of processors, in a language. */
export function processorsNoticePath(locale: Locale): string {
  return `${pages.legalNotice[locale]}#${processorsAnchor}`;
}

/** The canonical path of a page in a language. */
export function pagePath(id: PageId, locale: Locale): string {
  return pages[id][locale];
}

/** Strip a trailing slash (but keep "/" and the French and Dutch homes "/fr/" and "/nl/"). */
function normalize(pathname: string): string {
  if (pathname === "/fr" || pathname === "/nl") return `${pathname}/`;
  if (pathname.length > 1 && pathname.endsWith("/") && pathname !== "/fr/" && pathname !== "/nl/") {
    return pathname.slice(0, -1);
  }
  return pathname;
}

/** Which page a path shows, or undefined for an unknown path. */
export function pageAt(pathname: string): { id: PageId; locale: Locale } | undefined {
  const path = normalize(pathname);
  for (const id of pageIds) {
    const page: PageEntry = pages[id];
    if (page.en === path) return { id, locale: "en" };
    if (page.fr === path || page.frAliases.includes(path)) return { id, locale: "fr" };
    if (page.nl === path) return { id, locale: "nl" };
  }
  return undefined;
}

/** Every path that answers 200 with a page: 13 English, 13 French, the French aliases and 13 Dutch. */
export function allPagePaths(): string[] {
  return pageIds.flatMap((id) => {
    const page: PageEntry = pages[id];
    return [page.en, page.fr, ...page.frAliases, page.nl];
  });
}

/** An error document per language: the internal path it is prerendered at ("/fr/__not-found"), and its file in the build ("fr/404.html"). */
function errorShells(name: string, status: number): Record<Locale, { path: string; file: string }> {
  const shell = (prefix: string) => ({ path: `${prefix}/__${name}`, file: `${prefix.slice(1)}${prefix ? "/" : ""}${status}.html` });
  return { en: shell(""), fr: shell("/fr"), nl: shell("/nl") };
}

function isShellOf(shells: Record<Locale, { path: string }>, pathname: string): boolean {
  const path = pathname.replace(/\/$/, "");
  return Object.values(shells).some((shell) => shell.path === path);
}

/**
 * The 404 page is prerendered once per language. A prerender must answer 200, so each is rendered
 * at an internal path (which answers 200 only there) and the build then moves the file to `file`
 * in the client build, where the server answers it, with status 404, for every unknown path
 * (French for unknown paths under /fr/, Dutch under /nl/).
 */
export const notFoundShells = errorShells("not-found", 404);

/** Whether a path is one of the internal paths the 404 documents are prerendered from. */
export const isNotFoundShell = (pathname: string) => isShellOf(notFoundShells, pathname);

/**
 * The page a 400 answers with (a request the server cannot take: a dot segment, a malformed
 * target or Host), prerendered the same way at its own internal paths, once per language.
 */
export const badRequestShells = errorShells("bad-request", 400);

/** Whether a path is one of the internal paths the 400 documents are prerendered from. */
export const isBadRequestShell = (pathname: string) => isShellOf(badRequestShells, pathname);

/** Whether a path is the internal path of an error document (404 or 400). */
export function isErrorShell(pathname: string): boolean {
  return isNotFoundShell(pathname) || isBadRequestShell(pathname);
}

/** Paths to prerender: every page path (the French and Dutch homes are written once, at /fr/ and /nl/) and the 404 and 400 shells. */
export function prerenderPaths(): string[] {
  return [
    ...allPagePaths(),
    ...Object.values(notFoundShells).map((shell) => shell.path),
    ...Object.values(badRequestShells).map((shell) => shell.path),
  ];
}
