import { data } from "react-router";
import type { Route } from "./+types/insights";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";
import { localeFromPath } from "~/i18n/locale";
import { useLocale } from "~/i18n/use-locale";
import { insightsMeta } from "~/publishing/article-meta";
import { articlePath } from "~/publishing/article-paths";
import { FeedLink } from "~/components/article-view";
import { articleDate, articleWords } from "~/publishing/article-words";
import { articlesIn, insightLanguages } from "~/publishing/articles";
import { contentOf } from "~/publishing/content";
import { slugIn } from "~/publishing/slugs";

/** A language's articles, newest first; 404 while none is published in it (no empty page). */
export function loader({ context, request }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const content = contentOf(context);
  const articles = articlesIn(content, locale);
  if (articles.length === 0) throw data(null, { status: 404 });
  return { articles, insights: insightLanguages(content) };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) =>
  loaderData ? insightsMeta(localeFromPath(location.pathname), loaderData.insights) : [];

export default function Insights({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const w = articleWords[locale];
  return (
    <>
      <PageHero title={w.name} lead={w.lead} />
      <Section>
        <ul className="max-w-3xl space-y-10">
          {loaderData.articles.map((a) => (
            <li key={a.slug}>
              <article>
                <h2 className="text-2xl font-bold text-ink">
                  <a href={articlePath(slugIn(a, locale), locale)} className="underline-offset-2 hover:underline">
                    {a.text.title}
                  </a>
                </h2>
                <p className="mt-1 text-sm text-muted">
                  <time dateTime={a.date}>{articleDate(a.date, locale)}</time> · {w.by} {a.author}
                </p>
                <p className="mt-3 text-lg text-ink">{a.text.summary}</p>
              </article>
            </li>
          ))}
        </ul>
        <p className="mt-10">
          <FeedLink locale={locale} />
        </p>
      </Section>
    </>
  );
}
