/**
 * Judges an RSS 2.0 feed with code nobody on the team wrote: fast-xml-parser's validator (the
 * document is well-formed XML) and feedsmith's RSS parser (it is an RSS document, read into the
 * channel and its items); then RSS 2.0's required elements are checked on what feedsmith read:
 * a channel's title, link and description, each item's title or description, and item dates in
 * RFC 822 form. No RSS 2.0 XSD is available to the build machines (none ships with Debian or npm).
 */
import { XMLValidator } from "fast-xml-parser";
import { parseRssFeed } from "feedsmith";

/** What is wrong with a feed, as lines; empty when it passes. */
export function rssProblems(xml: string): string[] {
  const wellFormed = XMLValidator.validate(xml);
  if (wellFormed !== true) return [`not well-formed XML: ${wellFormed.err.msg} (line ${wellFormed.err.line})`];
  if (!/<rss\b[^>]*\bversion="2\.0"/.test(xml)) return ['not an RSS 2.0 document (<rss version="2.0">)'];
  let feed: ReturnType<typeof parseRssFeed>;
  try {
    feed = parseRssFeed(xml);
  } catch (error) {
    return [`feedsmith: ${(error as Error).message}`];
  }
  const problems: string[] = [];
  for (const field of ["title", "link", "description"] as const) if (!feed[field]) problems.push(`channel without ${field}`);
  for (const [i, item] of (feed.items ?? []).entries()) {
    if (!item.title && !item.description) problems.push(`item ${i} without title or description`);
    if (item.pubDate && !/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} (GMT|[+-]\d{4})$/.test(item.pubDate))
      problems.push(`item ${i}: pubDate not in RFC 822 form: ${item.pubDate}`);
  }
  return problems;
}

/** The feed's items as feedsmith reads them. */
export function rssItems(xml: string) {
  return parseRssFeed(xml).items ?? [];
}
