import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { entryHref, ScheduledList } from "~/cms/schedule/schedule-field";
import { RedirectList } from "~/cms/slugs/slug-field";
import { ArticleList } from "../article-list";
import { contentWordsFor } from "../content-words";
import { EntryTable, entryRow } from "../entry-table";
import { languageStates } from "../language-state";
import { proofLists, ProofLists } from "../proof-lists";
import { signedIn } from "../guard.server";
import { buttonClass, PageTitle } from "../ui";

export const meta: MetaFunction = () => [{ title: "Content · Lead desk" }, { name: "robots", content: "noindex" }];

export async function loader({ context, request }: LoaderFunctionArgs) {
  const { desk, session } = signedIn(context);
  const entries = await desk.content.list();
  const articles = await desk.content.articles.list();
  return {
    articles: articles.map((e) => entryRow(e, languageStates(e))),
    lang: session.operator.language,
    entries: entries.map((e) => entryRow(e, languageStates(e))),
    proof: await proofLists(desk.content),
    scheduled: (await desk.schedule.pending()).map((s) => ({ ...s, href: entryHref(s.collection, s.entryId) })),
    redirects: await desk.slugs.redirects(),
    done: new URL(request.url).searchParams.get("done"),
  };
}

export default function ContentPage() {
  const { lang, entries, proof, done, articles, scheduled, redirects } = useLoaderData<typeof loader>();
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
      <ScheduledList rows={scheduled} lang={lang} />
      <EntryTable rows={entries} href={(id) => `/desk/content/${id}`} label={w.title} none={w.none} lang={lang} />
      <ProofLists data={proof} lang={lang} done={done} />
      <ArticleList lang={lang} articles={articles} />
      <RedirectList rows={redirects} lang={lang} />
    </div>
  );
}
