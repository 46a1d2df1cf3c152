import type { IncomingMessage } from "node:http";
import { isbot } from "isbot";
import { campaignOf, languageOfPath, referrerOf, type VisitCounter } from "../app/visits/visits.server";
import type { PageView, VisitClient } from "../app/visits/page-view";
import { forwardedAddress, lastForwardedEntry } from "./client-ip";
import type { StaticSite } from "./static-files";

const noCampaign = { utmSource: null, utmMedium: null, utmCampaign: null };

type Headers = Record<string, string | string[] | undefined>;

/**
 * Decides which answers are page views: a GET (never HEAD) of a page or of the 404 page, from a
 * browser (isbot). A page the speculation rules fetch ahead (Sec-Purpose: prefetch or
 * prefetch;prerender, sent on pointer down or touch: root.tsx) is a view when it is fetched: the
 * click that follows is answered from what the browser fetched and never reaches the server, and
 * no page script reports anything (docs/visits.md gives the overcount: a press not followed by
 * the page). Assets, redirects, health checks and React Router's own requests are not views.
 */
export function createVisitHook(site: StaticSite, counter: VisitCounter, siteUrl: string, trustProxy = false) {
  const siteHost = new URL(siteUrl).host;
  // User agents repeat: isbot's pattern runs once per distinct string (bounded cache).
  const bots = new Map<string, boolean>();
  function isBot(userAgent: string | undefined): boolean {
    if (!userAgent) return true;
    let bot = bots.get(userAgent);
    if (bot === undefined) {
      bot = isbot(userAgent);
      if (bots.size >= 1000) bots.clear();
      bots.set(userAgent, bot);
    }
    return bot;
  }

  // Campaign queries repeat too (one per link shared): each is parsed once (bounded cache).
  const campaigns = new Map<string, ReturnType<typeof campaignOf>>();
  function campaign(query: string): ReturnType<typeof campaignOf> {
    let found = campaigns.get(query);
    if (found === undefined) {
      found = campaignOf(query);
      if (campaigns.size >= 1000) campaigns.clear();
      campaigns.set(query, found);
    }
    return found;
  }

  function isPage(path: string, status: number): boolean {
    if (status === 404) return true;
    // A page's own path is its lower-cased key unless it has capitals: no new string for most.
    return site.pagesByLowerCase.get(path) === path || site.pagesByLowerCase.get(path.toLowerCase()) === path;
  }

  // Views repeat too (the same page from the same referrer): each is made once and shared, never
  // changed by the counter (the visit counter adds a client's repeats of one view to one entry).
  // Found by the request's own strings, map in map (status, URL, referrer, host): no key string is
  // made per request. Bounded: past 1,000 views, the cache starts again.
  let views = new Map<number, Map<string, Map<string, Map<string, PageView>>>>();
  let cached = 0;
  function sharedView(url: string, path: string, status: number, headers: Headers): PageView {
    const host = typeof headers.host === "string" ? headers.host : "";
    const referer = typeof headers.referer === "string" ? headers.referer : "";
    let byUrl = views.get(status);
    if (byUrl === undefined) views.set(status, (byUrl = new Map()));
    let byReferer = byUrl.get(url);
    if (byReferer === undefined) byUrl.set(url, (byReferer = new Map()));
    let byHost = byReferer.get(referer);
    if (byHost === undefined) byReferer.set(referer, (byHost = new Map()));
    let view = byHost.get(host);
    if (view === undefined) {
      const q = url.indexOf("?");
      view = viewOf(path, q < 0 ? "" : url.slice(q + 1), status, headers, referer || undefined);
      if (++cached > 1000) {
        views = new Map();
        cached = 0;
      } else byHost.set(host, view);
    }
    return view;
  }

  function viewOf(path: string, query: string, status: number, headers: Headers, referer: string | undefined): PageView {
    return {
      path,
      language: languageOfPath(path),
      ...referrerOf(referer, [typeof headers.host === "string" ? headers.host : undefined, siteHost]),
      ...(query ? campaign(query) : noCampaign),
      notFound: status === 404,
    };
  }

  /** The client as the contact action sees it (X-Forwarded-For's last entry behind a trusted proxy). */
  function clientOf(req: IncomingMessage): VisitClient {
    const forwarded = trustProxy ? lastForwardedEntry(header(req.headers["x-forwarded-for"])) : undefined;
    const ip = (forwarded && forwardedAddress(forwarded)) || req.socket.remoteAddress || "";
    return { ip, userAgent: header(req.headers["user-agent"]) ?? "" };
  }

  return {
    /** Told by the fast path of each file it answers (200, 304 or the 404 page). */
    answered(req: IncomingMessage, path: string, status: number) {
      if (req.method !== "GET" || path.startsWith("/assets/") || !isPage(path, status)) return;
      if (isBot(req.headers["user-agent"])) return;
      counter.count(sharedView(req.url ?? "/", path, status, req.headers), clientOf(req));
    },
  };
}

function header(value: string | string[] | undefined): string | undefined {
  return typeof value === "string" ? value : undefined;
}

export type VisitHook = ReturnType<typeof createVisitHook>;
