import {
  data,
  redirect,
  useActionData,
  useLoaderData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "react-router";
import { locales, type Locale } from "~/i18n/locale";
import { articlePath } from "~/publishing/article-paths";
import { ArticleFields, ArticleIssues } from "../article-fields";
import type { ArticleValues } from "../article-form";
import { articleWithImage } from "../article-image.server";
import { articleWordsFor } from "../article-words";
import type { ArticleOutcome } from "../articles.server";
import { contentWordsFor, type ContentWords } from "../content-words";
import { mediaWordsFor } from "~/media/media-words";
import { field, postedForm, signedIn } from "../guard.server";
import { buttonClass, CsrfField, formatTime, linkClass, PageTitle, secondaryButtonClass } from "../ui";
import { languageStates } from "./content";

export const meta: MetaFunction = () => [{ title: "Article · Lead desk" }, { name: "robots", content: "noindex" }];

const shownRevisions = 20;

export async function loader({ context, params, request }: LoaderFunctionArgs) {
  const { desk, session } = signedIn(context);
  const entry = await desk.content.articles.entry(params.id ?? "");
  if (!entry) throw data({ lang: session.operator.language }, { status: 404 });
  const revisions = (await desk.content.articles.revisions(entry.id)).slice(0, shownRevisions);
  return {
    lang: session.operator.language,
    csrf: session.csrf,
    entry: { id: entry.id, slug: entry.slug, draft: entry.draft, states: languageStates(entry) },
    revisions: revisions.map((r) => ({ id: r.id, at: r.at, operator: r.operator, action: r.action })),
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

type States = Record<Locale, "published" | "draft" | "missing">;

function Publishing({ entry, csrf, w }: { entry: { id: string; slug: string; states: States }; csrf: string; w: ContentWords }) {
  return (
    <ul className="space-y-2">
      {locales.map((l) => (
        <li key={l} className="flex flex-wrap items-center gap-3">
          <span className="font-semibold text-ink">{w.stateOf(w.languages[l], w.state[entry.states[l]])}</span>
          {entry.states[l] !== "missing" && (
            <a href={`/desk/content/articles/${entry.id}/preview/${l}`} className={linkClass}>
              {w.preview(w.languages[l])}
            </a>
          )}
          {entry.states[l] === "published" && (
            <>
              <a href={articlePath(entry.slug, l)} className={linkClass}>
                {w.view(w.languages[l])}
              </a>
              <form method="post">
                <CsrfField token={csrf} />
                <button type="submit" name="intent" value={`unpublish:${l}`} className={secondaryButtonClass}>
                  {w.unpublish(w.languages[l])}
                </button>
              </form>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

function Revisions({
  revisions,
  csrf,
  lang,
  w,
}: {
  revisions: { id: string; at: string; operator: string | null; action: string }[];
  csrf: string;
  lang: string;
  w: ContentWords;
}) {
  return (
    <section aria-labelledby="revisions" className="space-y-2">
      <h2 id="revisions" className="text-xl font-bold text-ink">
        {w.revisions}
      </h2>
      <ol className="space-y-2">
        {revisions.map((r, i) => (
          <li key={r.id} className="flex flex-wrap items-center gap-3 text-sm text-ink">
            <span>{w.revisionLine(formatTime(r.at, lang), r.operator ?? w.nobody, r.action)}</span>
            {i > 0 && (
              <form method="post">
                <CsrfField token={csrf} />
                <input type="hidden" name="revision" value={r.id} />
                <button type="submit" name="intent" value="restore" className={secondaryButtonClass}>
                  {w.restore}
                </button>
              </form>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}

export default function ArticleEntryPage() {
  const { lang, csrf, entry, revisions, done } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const w = contentWordsFor(lang);
  const a = articleWordsFor(lang);
  const states = Object.fromEntries(locales.map((l) => [l, w.state[entry.states[l]]])) as Record<Locale, string>;
  const title = (entry.draft.texts.en ?? entry.draft.texts.fr ?? entry.draft.texts.nl)?.title ?? entry.slug;
  return (
    <div className="space-y-6">
      <p>
        <a href="/desk/content" className={linkClass}>
          {a.back}
        </a>
      </p>
      <PageTitle>{a.editTitle(title)}</PageTitle>
      {done && a.done[done] && !refused && (
        <p role="status" className="font-semibold text-ink">
          {a.done[done]}
        </p>
      )}
      <ArticleIssues refusal={refused?.refusal} w={w} a={a} />
      <Publishing entry={entry} csrf={csrf} w={w} />
      <form method="post" encType="multipart/form-data" className="space-y-4">
        <CsrfField token={csrf} />
        <ArticleFields values={refused?.values ?? entry.draft} w={w} a={a} states={states} fixedSlug mw={mediaWordsFor(lang)} />
        <div className="flex flex-wrap gap-3">
          <button type="submit" name="intent" value="save" className={secondaryButtonClass}>
            {w.save}
          </button>
          {locales.map((l) => (
            <button key={l} type="submit" name="intent" value={`publish:${l}`} className={buttonClass}>
              {w.publish(w.languages[l])}
            </button>
          ))}
        </div>
      </form>
      <Revisions revisions={revisions} csrf={csrf} lang={lang} w={w} />
    </div>
  );
}
