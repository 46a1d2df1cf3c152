/** The content page (/desk/content): every collection, each with its entries and the state of each language. */
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { editing } from "../editing.server";
import { entryHref, ScheduledList } from "../schedule/schedule-field";
import { RedirectList } from "../slugs/slug-field";
import { buttonClass, PageTitle } from "~/components/operator-ui";
import { collectionList, collections } from "../collections";
import { deskPath, type FormValues } from "../collections/types";
import { EntryTable, type EntryRow } from "../entry-table";
import { languageStates } from "../language-state";
import { cmsWordsFor } from "../words";

export const meta: MetaFunction = () => [{ title: "Content · Lead desk" }, { name: "robots", content: "noindex" }];

export async function loader({ context, request }: LoaderFunctionArgs) {
  const { cms, session } = editing(context);
  const lists = [];
  for (const c of collectionList) {
    const entries = await cms.content.of(c.key).list();
    const rows: EntryRow[] = entries.map((e) => ({
      id: e.id,
      slug: c.addressed ? e.slug : "",
      title: c.name(e.draft as FormValues, e.slug),
      states: languageStates(e),
    }));
    lists.push({ key: c.key, rows });
  }
  return {
    lang: session.operator.language,
    lists,
    done: new URL(request.url).searchParams.get("done"),
    scheduled: (await cms.schedule.pending()).map((s) => ({ ...s, href: entryHref(s.collection, s.entryId) })),
    redirects: await cms.slugs.redirects(),
  };
}

export default function ContentPage() {
  const { lang, lists, done, scheduled, redirects } = useLoaderData<typeof loader>();
  const words = cmsWordsFor(lang);
  return (
    <div className="space-y-8">
      <PageTitle>{words.content.nav}</PageTitle>
      {done === "erased" && (
        <p role="status" className="font-semibold text-ink">
          {words.proof.done.erased}
        </p>
      )}
      <ScheduledList rows={scheduled} lang={lang} />
      {lists.map(({ key, rows }) => {
        const c = collections[key];
        const cw = c.words(words);
        return (
          <section key={key} aria-labelledby={`content-${key}`} className="space-y-3">
            <h2 id={`content-${key}`} className="text-2xl font-bold text-ink">
              {cw.title}
            </h2>
            <p className="text-muted">{cw.intro}</p>
            <p>
              <a href={deskPath(c, "new")} className={buttonClass}>
                {cw.add}
              </a>
            </p>
            <EntryTable rows={rows} href={(id) => deskPath(c, id)} label={cw.title} none={cw.none} lang={lang} address={c.addressed} />
          </section>
        );
      })}
      <RedirectList rows={redirects} lang={lang} />
    </div>
  );
}
