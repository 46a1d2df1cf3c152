import { describe, expect, it } from "vitest";
import { absoluteUrl } from "~/i18n/absolute-url";
import type { Locale } from "~/i18n/locale";
import type { ArticleView } from "./article";
import { articleMeta, insightsMeta } from "./article-meta";

const view: ArticleView = {
  slug: "first-reply",
  date: "2026-04-01",
  author: "Test Author",
  tags: [],
  text: { title: "Answering a lead within a working day", summary: "A test summary.", body: "A paragraph." },
  modified: "2026-04-02T08:00:00.000Z",
};

/** The breadcrumb trail among a page's structured data: each step's name and address. */
function trail(meta: ReturnType<typeof articleMeta>): [unknown, unknown][] {
  const lists = meta.flatMap((m) => ("script:ld+json" in m ? [m["script:ld+json"] as Record<string, unknown>] : []));
  const found = lists.filter((node) => node["@type"] === "BreadcrumbList");
  expect(found).toHaveLength(1);
  return (found[0]!.itemListElement as { name: unknown; item: unknown }[]).map((i) => [i.name, i.item]);
}

describe("the Insights pages' breadcrumb trail (schema.org)", () => {
  it.each([
    ["en", "Home", "Insights", "/insights"],
    ["fr", "Accueil", "Analyses", "/fr/analyses"],
    ["nl", "Startpagina", "Inzichten", "/nl/inzichten"],
  ] as const)("in %s: home, the index, then the article by its title", (locale: Locale, home, index, path) => {
    const homePath = locale === "en" ? "/" : `/${locale}/`;
    expect(trail(insightsMeta(locale, [locale]))).toEqual([
      [home, absoluteUrl(homePath)],
      [index, absoluteUrl(path)],
    ]);
    expect(trail(articleMeta(view, locale, [locale]))).toEqual([
      [home, absoluteUrl(homePath)],
      [index, absoluteUrl(path)],
      [view.text.title, absoluteUrl(`${path}/first-reply`)],
    ]);
  });
});
