/** An article as a reader sees it (byline, image, body): the public page and the desk's preview draw the same. */
import type { Locale } from "~/i18n/locale";
import type { ArticleShared, ArticleText } from "~/publishing/article";
import { feedPath } from "~/publishing/article-paths";
import { articleDate, articleWords } from "~/publishing/article-words";
import { ArticleBody } from "./article-body";
import { EntryPicture } from "./content-picture";

export function ArticleView({ view, locale, html }: { view: ArticleShared & { text: ArticleText }; locale: Locale; html: string }) {
  const w = articleWords[locale];
  return (
    <>
      <p className="text-sm text-muted">
        {w.published} <time dateTime={view.date}>{articleDate(view.date, locale)}</time> · {w.by} {view.author}
      </p>
      <EntryPicture
        image={view.image}
        alt={view.text.imageAlt}
        sizes="(min-width: 52rem) 48rem, 90vw"
        lazy={false}
        frameClassName="mt-6 max-w-3xl"
      />
      <ArticleBody html={html} />
    </>
  );
}

/** The link to the articles' feed in the page's language. */
export function FeedLink({ locale }: { locale: Locale }) {
  return (
    <a href={feedPath(locale)} className="font-semibold text-accent underline underline-offset-2">
      {articleWords[locale].feed}
    </a>
  );
}
