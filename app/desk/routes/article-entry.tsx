import {
  data,
  redirect,
  useActionData,
  useLoaderData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "react-router";
import { ScheduleField } from "~/cms/schedule/schedule-field";
import { SlugField } from "~/cms/slugs/slug-field";
import { locales, type Locale } from "~/i18n/locale";
import { articlePath } from "~/publishing/article-paths";
import { ArticleFields, ArticleIssues } from "../article-fields";
import type { ArticleValues } from "../article-form";
import { articleWithImage } from "../article-image.server";
import { articleWordsFor } from "../article-words";
import type { ArticleOutcome } from "../articles.server";
import { contentWordsFor } from "../content-words";
import { EntryHeading, FormButtons, LanguagePublishing, Revisions, SaveAndPublish } from "../entry-parts";
import { mediaWordsFor } from "~/media/media-words";
import { field, postedForm, signedIn } from "../guard.server";
import { CsrfField } from "../ui";
import { languageStates } from "../language-state";
import { revisionDetails } from "../revision-detail";

export const meta: MetaFunction = () => [{ title: "Article · Lead desk" }, { name: "robots", content: "noindex" }];

const shownRevisions = 20;

export async function loader({ context, params, request }: LoaderFunctionArgs) {
  const { desk, session } = signedIn(context);
  const entry = await desk.content.articles.entry(params.id ?? "");
  if (!entry) throw data({ lang: session.operator.language }, { status: 404 });
  const all = await desk.content.articles.revisions(entry.id);
  const details = revisionDetails(all, shownRevisions);
  return {
    lang: session.operator.language,
    csrf: session.csrf,
    entry: { id: entry.id, slug: entry.slug, draft: entry.draft, states: languageStates(entry) },
    schedule: await desk.schedule.pending(entry.id),
    revisions: details.map((detail, i) => ({ id: all[i]!.id, at: all[i]!.at, operator: all[i]!.operator, action: all[i]!.action, detail })),
    done: new URL(request.url).searchParams.get("done"),
  };
}

async function act(
  context: ActionFunctionArgs["context"],
  id: string,
): Promise<{ result: ArticleOutcome | { ok: false; message: string }; done: string; values?: ArticleValues }> {
  const { desk, session } = signedIn(context);
  const form = postedForm(context);
  const who = session.operator.name;
  const [verb, language] = field(form, "intent").split(":");
  const locale = locales.find((l) => l === language);
  const articles = desk.content.articles;
  if (verb === "save" || (verb === "publish" && locale)) {
    const { values, refusal } = await articleWithImage(desk, session.operator, form);
    if (refusal) return { result: { ok: false, ...refusal }, done: "", values };
    return { result: await articles.save(who, id, values, locale), done: locale ? "published" : "saved", values };
  }
  if (verb === "unpublish" && locale) return { result: await articles.unpublish(who, id, locale), done: "unpublished" };
  if (verb === "restore") return { result: await articles.restore(who, id, field(form, "revision")), done: "restored" };
  throw data("Bad Request", { status: 400 });
}

/** Save, publish or unpublish a language, restore a revision: by the button's `intent`. */
export async function action({ context, params }: ActionFunctionArgs) {
  const id = params.id ?? "";
  const { result, done, values } = await act(context, id);
  if (result.ok) return redirect(`/desk/content/articles/${id}?done=${done}`);
  if ("message" in result) return data({ values, refusal: { message: result.message } }, { status: 400 });
  if (!("issues" in result) && result.reason === "not-found") throw data("Not Found", { status: 404 });
  return data({ values, refusal: "issues" in result ? { issues: result.issues } : { reason: result.reason } }, { status: 400 });
}

export default function ArticleEntryPage() {
  const { lang, csrf, entry, revisions, done, schedule } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const w = contentWordsFor(lang);
  const a = articleWordsFor(lang);
  const states = Object.fromEntries(locales.map((l) => [l, w.state[entry.states[l]]])) as Record<Locale, string>;
  const title = (entry.draft.texts.en ?? entry.draft.texts.fr ?? entry.draft.texts.nl)?.title ?? entry.slug;
  return (
    <div className="space-y-6">
      <EntryHeading back={a.back} title={a.editTitle(title)} done={done && !refused ? a.done[done] : undefined} />
      <ArticleIssues refusal={refused?.refusal} w={w} a={a} />
      <LanguagePublishing
        states={entry.states}
        preview={(l) => `/desk/content/articles/${entry.id}/preview/${l}`}
        page={(l) => articlePath(entry.slug, l)}
        csrf={csrf}
        lang={lang}
      />
      <form method="post" encType="multipart/form-data" className="space-y-4">
        <CsrfField token={csrf} />
        <ArticleFields values={refused?.values ?? entry.draft} w={w} a={a} states={states} fixedSlug mw={mediaWordsFor(lang)} />
        <FormButtons>
          <SaveAndPublish lang={lang} />
        </FormButtons>
      </form>
      <ScheduleField entryId={entry.id} back={`/desk/content/articles/${entry.id}`} pending={schedule} csrf={csrf} lang={lang} />
      <SlugField entryId={entry.id} slug={entry.slug} back={`/desk/content/articles/${entry.id}`} csrf={csrf} lang={lang} />
      <Revisions revisions={revisions} csrf={csrf} lang={lang} />
    </div>
  );
}
