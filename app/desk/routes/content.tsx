import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { locales, type Locale } from "~/i18n/locale";
import { ArticleList } from "../article-list";
import { contentWordsFor, type ContentWords } from "../content-words";
import { proofLists, ProofLists } from "../proof-lists";
import { signedIn } from "../guard.server";
import { buttonClass, ColumnHeader, linkClass, PageTitle, TableRegion } from "../ui";

export const meta: MetaFunction = () => [{ title: "Content · Lead desk" }, { name: "robots", content: "noindex" }];

/** Each language of an entry: published, written but not published, or missing. */
export function languageStates(entry: {
  draft: { texts: Partial<Record<Locale, unknown>> };
  published: Partial<Record<Locale, unknown>>;
}): Record<Locale, "published" | "draft" | "missing"> {
  return Object.fromEntries(
    locales.map((l) => [l, entry.published[l] ? "published" : entry.draft.texts[l] ? "draft" : "missing"]),
  ) as Record<Locale, "published" | "draft" | "missing">;
}

export async function loader({ context, request }: LoaderFunctionArgs) {
  const { desk, session } = signedIn(context);
  const entries = await desk.content.list();
  const articles = await desk.content.articles.list();
  return {
    articles: articles.map((e) => ({
      id: e.id,
      slug: e.slug,
      title: (e.draft.texts.en ?? e.draft.texts.fr ?? e.draft.texts.nl)?.title ?? e.slug,
      states: languageStates(e),
    })),
    lang: session.operator.language,
    entries: entries.map((e) => ({
      id: e.id,
      slug: e.slug,
      title: (e.draft.texts.en ?? e.draft.texts.fr ?? e.draft.texts.nl)?.title ?? e.slug,
      states: languageStates(e),
    })),
    proof: await proofLists(desk.content),
    done: new URL(request.url).searchParams.get("done"),
  };
}

function States({ states, w }: { states: Record<Locale, "published" | "draft" | "missing">; w: ContentWords }) {
  return (
    <ul className="flex flex-wrap gap-2">
      {locales.map((l) => (
        <li
          key={l}
          className={`rounded-full border px-2 py-0.5 text-xs font-semibold ${states[l] === "missing" ? "border-danger text-danger" : states[l] === "draft" ? "border-line-strong text-muted" : "border-accent text-accent-strong"}`}
        >
          {w.stateOf(w.languages[l], w.state[states[l]])}
        </li>
      ))}
    </ul>
  );
}

export default function ContentPage() {
  const { lang, entries, proof, done, articles } = useLoaderData<typeof loader>();
  const w = contentWordsFor(lang);
  return (
    <div className="space-y-6">
      <PageTitle>{w.title}</PageTitle>
      <p className="text-muted">{w.intro}</p>
      <p>
        <a href="/desk/content/new" className={buttonClass}>
          {w.newCase}
        </a>
      </p>
      {entries.length === 0 ? (
        <p className="text-ink">{w.none}</p>
      ) : (
        <TableRegion label={w.title}>
          <table className="w-full min-w-[36rem] border-collapse text-left text-sm text-ink">
            <thead>
              <tr className="border-b border-line-strong">
                <ColumnHeader>{w.columns.title}</ColumnHeader>
                <ColumnHeader>{w.columns.address}</ColumnHeader>
                <ColumnHeader>{w.columns.languages}</ColumnHeader>
              </tr>
            </thead>
            <tbody>
              {entries.map((e) => (
                <tr key={e.id} className="border-b border-line align-top">
                  <td className="py-2 pr-3">
                    <a href={`/desk/content/${e.id}`} className={linkClass}>
                      {e.title}
                    </a>
                  </td>
                  <td className="py-2 pr-3">{e.slug}</td>
                  <td className="py-2 pr-3">
                    <States states={e.states} w={w} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableRegion>
      )}
      <ProofLists data={proof} lang={lang} done={done} />
      <ArticleList lang={lang} articles={articles} states={(states) => <States states={states} w={w} />} />
    </div>
  );
}
