import type { SpamReason } from "../../storage/requests/spam-reasons";

/** Hosts that hide where a link goes. */
const shorteners = new Set([
  "bit.ly",
  "bitly.com",
  "tinyurl.com",
  "t.co",
  "goo.gl",
  "ow.ly",
  "is.gd",
  "buff.ly",
  "cutt.ly",
  "rebrand.ly",
  "shorturl.at",
  "rb.gy",
  "t.ly",
  "tiny.cc",
  "s.id",
  "bit.do",
  "v.gd",
  "clck.ru",
  "u.to",
  "shorte.st",
  "adf.ly",
  "tiny.one",
  "rotf.lol",
  "qr.ae",
  "soo.gd",
  "lnkd.in",
  "linktr.ee",
  "t.me",
  "wa.me",
]);

/** Top-level domains that mostly serve spam and phishing (Spamhaus's most abused lists); no Belgian enquiry links there. */
const spamTlds = new Set([
  "top",
  "xyz",
  "click",
  "shop",
  "online",
  "site",
  "icu",
  "buzz",
  "rest",
  "monster",
  "cyou",
  "cfd",
  "sbs",
  "quest",
  "loan",
  "win",
  "bid",
  "work",
  "live",
  "ru",
  "su",
  "tk",
  "ml",
  "ga",
  "cf",
  "gq",
]);

// http(s) links, and www. ones written without the scheme.
const linkPattern = /\b(?:https?:\/\/|www\.)[^\s<>"')\]]+/giu;
// Forum and HTML link markup: nobody types it into a plain-text form.
const markupPattern = /\[url[=\]]|\[link[=\]]|<a\s+href\s*=/iu;

export function findLinks(text: string): string[] {
  return text.match(linkPattern) ?? [];
}

function hostOf(link: string): string | undefined {
  try {
    return new URL(/^https?:/i.test(link) ? link : `http://${link}`).hostname.replace(/^www\./, "").toLowerCase();
  } catch {
    return undefined;
  }
}

/** What the links of a message say: how many, shortened ones, nothing but links, forum markup; and a link in the name. */
export function linkSignals(message: string, name: string): SpamReason[] {
  const reasons: SpamReason[] = [];
  const links = findLinks(message);
  if (links.length >= 2) reasons.push({ kind: "links", count: links.length });
  const shortened = links.map(hostOf).find((host) => host !== undefined && shorteners.has(host));
  if (shortened) reasons.push({ kind: "shortener", host: shortened });
  const spamHost = links.map(hostOf).find((host) => host !== undefined && spamTlds.has(host.slice(host.lastIndexOf(".") + 1)));
  if (spamHost) reasons.push({ kind: "spam-domain-link", host: spamHost });
  if (links.length > 0) {
    const rest = message
      .replace(linkPattern, " ")
      .replace(/[^\p{L}\p{N}]+/gu, " ")
      .trim();
    const words = rest === "" ? 0 : rest.split(" ").length;
    if (words < 4) reasons.push({ kind: "link-only" });
  }
  if (markupPattern.test(message)) reasons.push({ kind: "link-markup" });
  if (findLinks(name).length > 0 || /\.(?:com|net|org|ru|xyz|info|top|site|online|shop)\b/i.test(name)) reasons.push({ kind: "name-link" });
  return reasons;
}
