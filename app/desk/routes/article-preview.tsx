import { data, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { ArticleBody } from "~/components/article-body";
import { ContentPicture } from "~/components/content-picture";
import { PageHero } from "~/components/ui/page-hero";
import { languageTag, locales } from "~/i18n/locale";
import { articleDate, articleWords } from "~/publishing/article-words";
import { renderMarkdown } from "~/publishing/markdown";
import { contentWordsFor } from "../content-words";
import { signedIn } from "../guard.server";
import { linkClass } from "../ui";

export const meta: MetaFunction = () => [{ title: "Preview · Lead desk" }, { name: "robots", content: "noindex" }];

/** The saved draft in one language, laid out as its page will be (the site's own components). */
export async function loader({ context, params }: LoaderFunctionArgs) {
  const { desk, session } = signedIn(context);
  const locale = locales.find((l) => l === params.lang);
  const entry = await desk.content.articles.entry(params.id ?? "");
  const text = locale ? entry?.draft.texts[locale] : undefined;
  if (!entry || !locale || !text) throw data({ lang: session.operator.language }, { status: 404 });
  return { lang: session.operator.language, id: entry.id, locale, shared: entry.draft.shared, text, html: await renderMarkdown(text.body) };
}

export default function ArticlePreview() {
  const { lang, id, locale, shared, text, html } = useLoaderData<typeof loader>();
  const w = contentWordsFor(lang);
  const t = articleWords[locale];
  return (
    <div className="space-y-4">
      <p>
        <a href={`/desk/content/articles/${id}`} className={linkClass}>
          {w.back}
        </a>
      </p>
      <p role="note" className="font-semibold text-ink">
        {w.previewNote(w.languages[locale])}
      </p>
      <div lang={languageTag[locale]} className="overflow-hidden rounded-2xl border border-line-strong">
        <PageHero badge={t.name} title={text.title} lead={text.summary} />
        <div className="p-4 sm:p-8">
          <p className="text-sm text-muted">
            {t.published} <time dateTime={shared.date}>{articleDate(shared.date, locale)}</time> · {t.by} {shared.author}
          </p>
          {shared.image && (
            <div className="mt-6 max-w-3xl">
              <ContentPicture
                image={shared.image}
                alt={text.imageAlt ?? ""}
                sizes="(min-width: 52rem) 48rem, 90vw"
                lazy={false}
                className="h-auto w-full rounded-xl"
              />
            </div>
          )}
          <ArticleBody html={html} />
        </div>
      </div>
    </div>
  );
}
