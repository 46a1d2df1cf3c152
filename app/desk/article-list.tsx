/** The articles on the desk's content page (/desk/content), below the case studies. */
import { articleWordsFor } from "./article-words";
import { EntryTable, type EntryRow } from "./entry-table";
import { buttonClass } from "./ui";

export function ArticleList({ lang, articles }: { lang: string; articles: readonly EntryRow[] }) {
  const a = articleWordsFor(lang);
  return (
    <section aria-labelledby="articles" className="space-y-4">
      <h2 id="articles" className="text-2xl font-bold text-ink">
        {a.title}
      </h2>
      <p className="text-muted">{a.intro}</p>
      <p>
        <a href="/desk/content/articles/new" className={buttonClass}>
          {a.newArticle}
        </a>
      </p>
      <EntryTable rows={articles} href={(id) => `/desk/content/articles/${id}`} label={a.title} none={a.none} lang={lang} />
    </section>
  );
}
