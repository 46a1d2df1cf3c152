/**
 * The RSS 2.0 feed of a language's articles, written by the `feed` package (loaded on first use,
 * as the server renders the feed only once an article is published). Each item: the article's
 * title, address, summary, date and tags.
 */
import { languageTag, type Locale } from "../i18n/locale";
import type { ArticleView } from "./article";
import { articlePath, feedPath, insightsPaths } from "./article-paths";
import { articleWords } from "./article-words";
import { slugIn } from "./slugs";

/** The feed's XML; `articles` newest first (articlesIn), `origin` the public origin (SITE_URL). */
export async function feedXml(origin: string, locale: Locale, articles: readonly ArticleView[]): Promise<string> {
  const { Feed } = await import("feed");
  const w = articleWords[locale];
  const newest = articles.reduce((latest, a) => (a.modified > latest ? a.modified : latest), "1970-01-01T00:00:00.000Z");
  const feed = new Feed({
    title: w.feedTitle,
    description: w.lead,
    id: `${origin}${insightsPaths[locale]}`,
    link: `${origin}${insightsPaths[locale]}`,
    language: languageTag[locale],
    updated: new Date(newest),
    generator: false,
    feedLinks: { rss: `${origin}${feedPath(locale)}` },
  });
  for (const a of articles) {
    const link = `${origin}${articlePath(slugIn(a, locale), locale)}`;
    feed.addItem({
      title: a.text.title,
      id: link,
      link,
      description: a.text.summary,
      date: new Date(`${a.date}T00:00:00Z`),
      category: a.tags.map((name) => ({ name })),
    });
  }
  return feed.rss2();
}
