/**
 * Channels: where visits and leads come from, in the seven groups an agency owner reads
 * (docs/visits.md has the table). Decided from the campaign parameters first (what the link's
 * author said), then from the external referrer's host; nothing known is 'direct'.
 */
import { directSource } from "~/storage/requests/attribution";

export const channels = ["search", "social", "email", "referral", "paid", "direct", "other"] as const;
export type Channel = (typeof channels)[number];

/** Known search engines and social networks: the name a source is grouped under, by host. */
const searchHosts: Record<string, string> = {
  "bing.com": "bing",
  "duckduckgo.com": "duckduckgo",
  "search.yahoo.com": "yahoo",
  "yahoo.com": "yahoo",
  "ecosia.org": "ecosia",
  "qwant.com": "qwant",
  "startpage.com": "startpage",
  "search.brave.com": "brave",
  "baidu.com": "baidu",
  "yandex.com": "yandex",
  "yandex.ru": "yandex",
  "perplexity.ai": "perplexity",
  "chatgpt.com": "chatgpt",
};
const socialHosts: Record<string, string> = {
  "linkedin.com": "linkedin",
  "lnkd.in": "linkedin",
  "facebook.com": "facebook",
  "fb.com": "facebook",
  "fb.me": "facebook",
  "instagram.com": "instagram",
  "twitter.com": "x",
  "x.com": "x",
  "t.co": "x",
  "youtube.com": "youtube",
  "youtu.be": "youtube",
  "reddit.com": "reddit",
  "pinterest.com": "pinterest",
  "tiktok.com": "tiktok",
  "bsky.app": "bluesky",
  "mastodon.social": "mastodon",
  "threads.net": "threads",
  "whatsapp.com": "whatsapp",
};
const searchNames = new Set(["google", ...Object.values(searchHosts)]);
const socialNames = new Set(["fb", "twitter", "ig", ...Object.values(socialHosts)]);
const paidMedia = new Set([
  "cpc",
  "ppc",
  "paid",
  "paidsearch",
  "paid_search",
  "paid-search",
  "paidsocial",
  "paid_social",
  "paid-social",
  "cpm",
  "display",
]);
const emailMedia = new Set(["email", "e-mail", "mail", "newsletter"]);
const socialMedia = new Set(["social", "social-media", "social_media", "socialmedia", "sm"]);
const searchMedia = new Set(["organic", "search"]);
const referralMedia = new Set(["referral", "link", "partner"]);

/** The known name behind a host (google for www.google.be), else the host without 'www.'. */
export function sourceName(host: string): string {
  const h = host.toLowerCase().replace(/^(www|m|l|lm|mobile)\./, "");
  if (/(^|\.)google\.[a-z]{2,3}(\.[a-z]{2})?$/.test(h)) return "google";
  for (const table of [searchHosts, socialHosts]) {
    for (const [domain, name] of Object.entries(table)) if (h === domain || h.endsWith(`.${domain}`)) return name;
  }
  return h;
}

export interface Origin {
  utmSource: string | null;
  utmMedium: string | null;
  referrerHost: string | null;
}

const adsSuffix = " ads";

/**
 * The source a visit or lead is grouped by: its campaign source (lower case), else the referrer's
 * name, else '(direct)'; paid traffic is a source of its own ('google ads' beside 'google'), so
 * organic search and ads are never one row.
 */
export function groupedSource(o: Origin): string {
  const name = o.utmSource ? sourceName(o.utmSource.trim().toLowerCase()) : o.referrerHost ? sourceName(o.referrerHost) : null;
  if (name === null) return directSource;
  return channelOf(o) === "paid" && !name.endsWith(adsSuffix) ? `${name}${adsSuffix}` : name;
}

/** The raw value counted: the campaign source with its medium ('google / cpc'), else the referrer's host. */
export function rawSource(o: Origin): string {
  if (o.utmSource) return o.utmMedium ? `${o.utmSource} / ${o.utmMedium}` : o.utmSource;
  return o.referrerHost ?? directSource;
}

const brandNames: Record<string, string> = {
  google: "Google",
  bing: "Bing",
  duckduckgo: "DuckDuckGo",
  chatgpt: "ChatGPT",
  linkedin: "LinkedIn",
  youtube: "YouTube",
  tiktok: "TikTok",
  x: "X",
};

/** A grouped source as a person writes it: 'Google', 'Google Ads', 'LinkedIn Ads'; other keys as they are. */
export function sourceLabel(key: string): string {
  const ads = key.endsWith(adsSuffix);
  const name = ads ? key.slice(0, -adsSuffix.length) : key;
  if (!searchNames.has(name) && !socialNames.has(name)) return key;
  const brand = brandNames[name] ?? name.charAt(0).toUpperCase() + name.slice(1);
  return ads ? `${brand} Ads` : brand;
}

export function channelOf(o: Origin): Channel {
  const medium = o.utmMedium?.trim().toLowerCase() ?? "";
  if (paidMedia.has(medium) || medium.startsWith("paid")) return "paid";
  if (emailMedia.has(medium)) return "email";
  if (socialMedia.has(medium)) return "social";
  if (searchMedia.has(medium)) return "search";
  if (referralMedia.has(medium)) return "referral";
  const source = o.utmSource ? sourceName(o.utmSource.trim().toLowerCase()) : null;
  if (source !== null) {
    if (searchNames.has(source)) return "search";
    if (socialNames.has(source)) return "social";
    if (/newsletter|e-?mail|mailchimp|brevo|sendinblue|mailjet/.test(source)) return "email";
    return "other";
  }
  if (o.referrerHost) {
    const name = sourceName(o.referrerHost);
    if (searchNames.has(name)) return "search";
    if (socialNames.has(name)) return "social";
    return "referral";
  }
  return "direct";
}
