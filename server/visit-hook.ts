import type { IncomingMessage } from "node:http";
import { isbot } from "isbot";
import { clientKey } from "../app/contact/intake.server";
import { campaignOf, languageOfPath, referrerOf, type PageView, type VisitClient, type VisitCounter } from "../app/visits/visits.server";
import { forwardedAddress, lastForwardedEntry } from "./client-ip";
import type { StaticSite } from "./static-files";

export { visitBeaconPath } from "../app/components/visit-beacon-script";

const noCampaign = { utmSource: null, utmMedium: null, utmCampaign: null };

type Headers = Record<string, string | string[] | undefined>;

/** How long a page fetched ahead waits for its beacon: it is shown within this or not counted. */
export const aheadMs = 5 * 60 * 1000;
/** Pages fetched ahead remembered at once (in memory only); past this, the oldest are forgotten. */
const maxAhead = 10_000;

interface Ahead {
  view: PageView;
  client: VisitClient;
  at: number;
}

/**
 * Decides which answers are page views: a GET (never HEAD) of a page or of the 404 page, from a
 * browser (isbot), not fetched ahead by the speculation rules (Sec-Purpose: prefetch…): such a
 * page counts itself through the beacon if and when it is shown. Assets, redirects, health checks
 * and React Router's own requests are not views.
 */
export function createVisitHook(
  site: StaticSite,
  counter: VisitCounter,
  siteUrl: string,
  trustProxy = false,
  now: () => number = Date.now,
) {
  const siteHost = new URL(siteUrl).host;
  // The pages served ahead, by client and page: the only pages a beacon can count, each once.
  const ahead = new Map<string, Ahead>();
  const aheadKey = (client: VisitClient, page: string) => `${clientKey(client.ip)}\n${client.userAgent}\n${page}`;
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
      const url = req.url ?? "/";
      const q = url.indexOf("?");
      const query = q < 0 ? "" : url.slice(q + 1);
      const view = viewOf(path, query, status, req.headers, req.headers.referer);
      const client = clientOf(req);
      const purpose = req.headers["sec-purpose"];
      if (typeof purpose === "string" && purpose.includes("prefetch")) {
        // Not a view yet: remembered, for the beacon the page sends if and when it is shown.
        if (ahead.size >= maxAhead) ahead.delete(ahead.keys().next().value!);
        ahead.set(aheadKey(client, url), { view, client, at: now() });
        return;
      }
      counter.count(view, client);
    },

    /**
     * The beacon of a page fetched ahead and now shown: `p` is its path and query. Counted only
     * when this server served that page ahead to this client (same address and browser) within
     * `aheadMs`, and once: a beacon made up or replayed counts nothing.
     */
    beacon(url: URL, headers: Headers, ip: string) {
      const fetchSite = headers["sec-fetch-site"];
      if (fetchSite !== undefined && fetchSite !== "same-origin") return;
      const page = url.searchParams.get("p") ?? "";
      const key = aheadKey({ ip, userAgent: header(headers["user-agent"]) ?? "" }, page);
      const served = ahead.get(key);
      if (!served) return;
      ahead.delete(key);
      if (now() - served.at <= aheadMs) counter.count(served.view, served.client);
    },
  };
}

function header(value: string | string[] | undefined): string | undefined {
  return typeof value === "string" ? value : undefined;
}

export type VisitHook = ReturnType<typeof createVisitHook>;
