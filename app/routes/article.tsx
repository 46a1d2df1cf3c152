import { data } from "react-router";
import type { Route } from "./+types/article";
import { ArticleView, FeedLink } from "~/components/article-view";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";
import { localeFromPath } from "~/i18n/locale";
import { useLocale } from "~/i18n/use-locale";
import { articleMeta } from "~/publishing/article-meta";
import { insightsPaths } from "~/publishing/article-paths";
import { articleWords } from "~/publishing/article-words";
import { articleLanguages, insightLanguages } from "~/publishing/articles";
import { contentOf } from "~/publishing/content";
import { renderMarkdown } from "~/publishing/markdown";
import { entryAtSlug, slugsOf } from "~/publishing/slugs";

/** The article in the page's language with its body rendered; 404 when it is not published in it. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const content = contentOf(context);
  const entry = entryAtSlug(content.articles, locale, params.slug);
  const view = entry?.published[locale];
  if (!entry || !view) throw data(null, { status: 404 });
  return {
    view,
    slugs: slugsOf(view),
    html: await renderMarkdown(view.text.body),
    languages: articleLanguages(content, entry.slug),
    insights: insightLanguages(content),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) =>
  loaderData ? articleMeta(loaderData.view, localeFromPath(location.pathname), loaderData.languages) : [];

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const w = articleWords[locale];
  const { view, html } = loaderData;
  return (
    <>
      <PageHero badge={w.name} title={view.text.title} lead={view.text.summary} />
      <Section>
        <article>
          <ArticleView view={view} locale={locale} html={html} />
        </article>
        <p className="mt-10 flex flex-wrap gap-6">
          <a href={insightsPaths[locale]} className="font-semibold text-accent underline underline-offset-2">
            {w.back}
          </a>
          <FeedLink locale={locale} />
        </p>
      </Section>
    </>
  );
}
