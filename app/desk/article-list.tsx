/** The articles on the desk's content page (/desk/content), below the case studies. */
import type { ReactNode } from "react";
import type { Locale } from "~/i18n/locale";
import { articleWordsFor } from "./article-words";
import { contentWordsFor } from "./content-words";
import { buttonClass, ColumnHeader, linkClass, TableRegion } from "./ui";

interface Row {
  id: string;
  slug: string;
  title: string;
  states: Record<Locale, "published" | "draft" | "missing">;
}

/** `states`: how the content page shows an entry's languages (the same as for a case study). */
export function ArticleList({ lang, articles, states }: { lang: string; articles: Row[]; states: (row: Row["states"]) => ReactNode }) {
  const w = contentWordsFor(lang);
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
      {articles.length === 0 ? (
        <p className="text-ink">{a.none}</p>
      ) : (
        <TableRegion label={a.title}>
          <table className="w-full min-w-[36rem] border-collapse text-left text-sm text-ink">
            <thead>
              <tr className="border-b border-line-strong">
                <ColumnHeader>{w.columns.title}</ColumnHeader>
                <ColumnHeader>{w.columns.address}</ColumnHeader>
                <ColumnHeader>{w.columns.languages}</ColumnHeader>
              </tr>
            </thead>
            <tbody>
              {articles.map((e) => (
                <tr key={e.id} className="border-b border-line align-top">
                  <td className="py-2 pr-3">
                    <a href={`/desk/content/articles/${e.id}`} className={linkClass}>
                      {e.title}
                    </a>
                  </td>
                  <td className="py-2 pr-3">{e.slug}</td>
                  <td className="py-2 pr-3">{states(e.states)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableRegion>
      )}
    </section>
  );
}
