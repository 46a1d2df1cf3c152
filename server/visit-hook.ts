import type { IncomingMessage } from "node:http";
import { isbot } from "isbot";
import { campaignOf, languageOfPath, referrerOf, type VisitCounter } from "../app/services/visits.server";
import { resolvePath, type StaticSite } from "./static-files";

export { visitBeaconPath } from "../app/components/visit-beacon-script";

const noCampaign = { utmSource: null, utmMedium: null, utmCampaign: null };

type Headers = Record<string, string | string[] | undefined>;

/**
 * Decides which answers are page views: a GET (never HEAD) of a page or of the 404 page, from a
 * browser (isbot), not fetched ahead by the speculation rules (Sec-Purpose: prefetch…): such a
 * page counts itself through the beacon if and when it is shown. Assets, redirects, health checks
 * and React Router's own requests are not views.
 */
export function createVisitHook(site: StaticSite, counter: VisitCounter, siteUrl: string) {
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
    return site.pagesByLowerCase.get(path.toLowerCase()) === path;
  }

  function record(path: string, query: string, status: number, headers: Headers, referer: string | undefined) {
    counter.count({
      path,
      language: languageOfPath(path),
      ...referrerOf(referer, [typeof headers.host === "string" ? headers.host : undefined, siteHost]),
      ...(query ? campaign(query) : noCampaign),
      notFound: status === 404,
    });
  }

  return {
    /** Told by the fast path of each file it answers (200, 304 or the 404 page). */
    answered(req: IncomingMessage, path: string, status: number) {
      if (req.method !== "GET" || path.startsWith("/assets/") || !isPage(path, status)) return;
      const purpose = req.headers["sec-purpose"];
      if (typeof purpose === "string" && purpose.includes("prefetch")) return;
      if (isBot(req.headers["user-agent"])) return;
      const url = req.url ?? "/";
      const q = url.indexOf("?");
      record(path, q < 0 ? "" : url.slice(q + 1), status, req.headers, req.headers.referer);
    },

    /**
     * The beacon of a page fetched ahead and now shown: `p` is its path and query, `r` its
     * document.referrer. Counted when `p` is a page (or an unknown path: the 404 page) and the
     * beacon comes from a browser on this site.
     */
    beacon(url: URL, headers: Headers) {
      const fetchSite = headers["sec-fetch-site"];
      if (fetchSite !== undefined && fetchSite !== "same-origin") return;
      if (isBot(typeof headers["user-agent"] === "string" ? headers["user-agent"] : undefined)) return;
      const page = url.searchParams.get("p") ?? "";
      if (!page.startsWith("/") || page.startsWith("//")) return;
      let pageUrl: URL;
      try {
        pageUrl = new URL(page, "http://page.invalid");
      } catch {
        return;
      }
      const resolved = resolvePath(site, pageUrl.pathname);
      if (resolved.kind !== "file" || !isPage(pageUrl.pathname, resolved.status)) return;
      record(pageUrl.pathname, pageUrl.search.slice(1), resolved.status, headers, url.searchParams.get("r") || undefined);
    },
  };
}

export type VisitHook = ReturnType<typeof createVisitHook>;
