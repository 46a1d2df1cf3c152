/**
 * Content published in the desk, live without a rebuild: the pages that show case studies (the
 * projects page and each case study's own page, in each language it is published in) and
 * sitemap.xml are rendered again in this process by React Router's server build, from the
 * published content, and swapped into the memory the fast path answers from. The pages stay
 * prerendered documents: no framework script, the build's minified inline scripts, their CSP
 * hashes. Each instance polls the content's version, so one on the same PostgreSQL follows a
 * publish made on another within a poll.
 */
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { bookingInHtml, bookingPlaceholder } from "../app/booking";
import { locales } from "../app/i18n/locale";
import { pages } from "../app/i18n/pages";
import { casePages, casesIn, contentContext, listings, seededContent, type PublishedContent } from "../app/publishing/content";
import { casePagePaths, casePath, seedListings } from "../app/publishing/paths";
import { articlePath } from "../app/publishing/article-paths";
import { otherLanguageAddresses } from "../app/publishing/slugs";
import { insightsDocuments, insightsListing } from "../app/publishing/articles";
import { changedFeeds, changedInsightsPaths, footerLanguages, footerPaths } from "./publishing-articles";
import { badRequestShells, notFoundShells } from "../app/i18n/pages";
import { proofChangedPaths } from "../app/publishing/proof-view";
import { sitemapXml } from "../app/publishing/sitemap-xml";
import type { Logger } from "../app/platform/log.server";
import { inlineScriptHashes, type InlineScripts } from "../lib/build-output";
import { runtimeFile, type StaticFile, type StaticSite } from "./static-files";

export interface ContentSource {
  version(): Promise<number>;
  published(): Promise<PublishedContent>;
  /** The old addresses of renamed pages, each answered 301 to its entry's current address. */
  redirects?(): Promise<{ from: string; to: string }[]>;
}

export interface PublisherOptions {
  site: StaticSite;
  source: ContentSource;
  loadBuild: () => Promise<ServerBuild>;
  securityHeaders: Record<string, string>;
  inlineScripts: InlineScripts;
  bookingUrl: string | null;
  /** The public origin sitemap.xml names. */
  origin: string;
  logger: Logger;
  /** How often the version is read: another instance's publish (or a scheduled one) shows here within this (default 0.5 s). */
  pollMs?: number;
}

export interface Publisher {
  /** Reads the version; when it moved, renders the content's pages and swaps them in. */
  refresh(): Promise<void>;
  /** Loads the server build now (else at the first publish): a scheduled publish is near. */
  warm(): Promise<void>;
  stop(): void;
}

/** The build's minified copy of each inline script React rendered, so the bytes match the build's. */
function minified(html: string, scripts: InlineScripts): string {
  return html.replace(/<script>([\s\S]*?)<\/script>/g, (tag, code: string) => {
    const small = scripts[code];
    return small === undefined ? tag : `<script>${small}</script>`;
  });
}

/**
 * The documents that show something that changed between two contents: a language's projects page
 * when its list changed, a case study's pages when what it publishes changed (its text, or the
 * languages its hreflang and language switch name), About and the home page when the team or the
 * quotes they show changed.
 */
export function changedPaths(before: PublishedContent, after: PublishedContent): string[] {
  const lists = locales
    .filter((l) => JSON.stringify(casesIn(before, l)) !== JSON.stringify(casesIn(after, l)))
    .map((l) => pages.projects[l]);
  const was = new Map(before.caseStudies.map((c) => [c.slug, JSON.stringify(c.published)]));
  const cases = casePages(after)
    .filter((p) => was.get(p.slug) !== JSON.stringify(after.caseStudies.find((c) => c.slug === p.slug)?.published))
    .map((p) => p.path);
  return [...lists, ...cases, ...proofChangedPaths(before, after)];
}

async function renderPage(
  handler: ReturnType<typeof createRequestHandler>,
  path: string,
  content: PublishedContent,
  options: PublisherOptions,
): Promise<StaticFile> {
  const context = new RouterContextProvider();
  context.set(contentContext, content);
  const response = await handler(new Request(new URL(path, "http://localhost")), context);
  if (response.status !== 200) throw new Error(`${path} rendered with status ${response.status}`);
  let html = minified(await response.text(), options.inlineScripts);
  if (html.includes(bookingPlaceholder)) html = bookingInHtml(html, options.bookingUrl);
  return runtimeFile(html, "html", options.securityHeaders, inlineScriptHashes(html));
}

/** Each path's new document at once, as the fast path answers it. */
function swapIn(site: StaticSite, rendered: Map<string, StaticFile>): void {
  for (const [path, file] of rendered) {
    site.files.set(path, file);
    site.pagesByLowerCase.set(path.toLowerCase(), path);
    // The French and Dutch homes ("/fr/") answer without their slash too, as the build's loader set them.
    if (/^\/(fr|nl)\/$/.test(path)) site.files.set(path.slice(0, -1), file);
  }
}

/**
 * An old address answers 301 as a page asked for in another letter case does (resolvePath): the
 * redirects set before (`redirected`) go, then each one whose address is not a page again is set.
 */
function redirectOldAddresses(site: StaticSite, redirects: { from: string; to: string }[], redirected: Set<string>): Set<string> {
  for (const from of redirected) if (!site.files.has(from)) site.pagesByLowerCase.delete(from.toLowerCase());
  const now = new Set<string>();
  for (const { from, to } of redirects) {
    if (site.files.has(from)) continue;
    site.pagesByLowerCase.set(from.toLowerCase(), to);
    now.add(from);
  }
  return now;
}

export function startPublisher(options: PublisherOptions): Publisher {
  const { site, source, logger } = options;
  // What memory holds at start: the build, made from the seed, which is version 0.
  let applied = 0;
  let current = seededContent();
  let shown = new Set(casePagePaths(seedListings));
  let handler: ReturnType<typeof createRequestHandler> | undefined;
  let redirected = new Set<string>();

  async function apply(version: number): Promise<void> {
    const content = await source.published();
    handler ??= createRequestHandler(await options.loadBuild(), "production");
    const started = performance.now();
    const rendered = new Map<string, StaticFile>();
    // First what shows the change (swapped in at once), then the pages whose footer link to the
    // Insights index came or went (a language's first article, its last): many, and only a link.
    const first = new Set([...changedPaths(current, content), ...changedInsightsPaths(current, content)]);
    for (const path of first) rendered.set(path, await renderPage(handler, path, content, options));
    for (const [path, xml] of await changedFeeds(options.origin, current, content))
      rendered.set(path, runtimeFile(xml, "xml", options.securityHeaders));
    const sitemap = sitemapXml(options.origin, listings(content), insightsListing(content));
    rendered.set("/sitemap.xml", runtimeFile(sitemap, "xml", options.securityHeaders));
    swapIn(site, rendered);
    // A case study or article no longer published leaves memory (its path answers 404).
    const now = new Set([...casePages(content).map((p) => p.path), ...insightsDocuments(content)]);
    for (const path of shown) {
      if (now.has(path)) continue;
      site.files.delete(path);
      site.pagesByLowerCase.delete(path.toLowerCase());
    }
    shown = now;
    // Another language's address of an entry leads to this language's page of it; an old address
    // (stored when a published address changed) to where the entry is now.
    const addresses = [
      ...otherLanguageAddresses(content.caseStudies, casePath),
      ...otherLanguageAddresses(content.articles, articlePath),
      ...((await source.redirects?.()) ?? []),
    ];
    redirected = redirectOldAddresses(site, addresses, redirected);
    const footers = new Map<string, StaticFile>();
    for (const path of footerPaths(current, content))
      if (!first.has(path)) footers.set(path, await renderPage(handler, path, content, options));
    // The footer's link to the Insights index came or went: the language's 404 and 400 documents too.
    for (const l of footerLanguages(current, content)) {
      site.notFound[l] = await renderPage(handler, notFoundShells[l].path, content, options);
      site.badRequest[l] = await renderPage(handler, badRequestShells[l].path, content, options);
    }
    swapIn(site, footers);
    current = content;
    applied = version;
    logger.info(
      { version, documents: rendered.size + footers.size, ms: Math.round(performance.now() - started) },
      "content published: pages rendered again",
    );
  }

  // One refresh at a time; a call during one waits for it and then checks again.
  let running: Promise<void> = Promise.resolve();
  function refresh(): Promise<void> {
    running = running
      .catch(() => {})
      .then(async () => {
        const version = await source.version();
        if (version !== applied) await apply(version);
      });
    return running;
  }

  // A database that is down is said once, not at every poll, and its return once.
  let failing = false;
  const poll = () =>
    refresh().then(
      () => {
        if (failing) logger.info("content: the pages are up to date again");
        failing = false;
      },
      (error: unknown) => {
        if (!failing) logger.warn({ err: error }, "content: could not bring the pages up to date (tried again at each poll)");
        failing = true;
      },
    );
  void poll();
  const timer = setInterval(() => void poll(), options.pollMs ?? 500);
  timer.unref();
  const warm = async () => {
    handler ??= createRequestHandler(await options.loadBuild(), "production");
  };
  return { refresh, warm, stop: () => clearInterval(timer) };
}
