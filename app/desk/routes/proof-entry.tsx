/**
 * A team member or a client quote (/desk/content/team/:id, /desk/content/quotes/:id; "new" for a
 * new one): the form, publishing per language, the revisions, erasure. Every input is hostile until
 * the collection's schema accepted it; a refused form keeps what was typed and stores nothing.
 */
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
import { pages } from "~/i18n/pages";
import { proofLimits } from "~/publishing/proof-collections";
import { contentWordsFor } from "../content-words";
import type { ProofOutcome } from "../proof.server";
import { ProofFields, ProofIssues } from "../proof-fields";
import { emptyProof, entryName, proofInput, type ProofKind } from "../proof-form";
import { proofWordsFor } from "../proof-words";
import { field, postedForm, signedIn } from "../guard.server";
import { buttonClass, CsrfField, dangerButtonClass, formatTime, linkClass, PageTitle, secondaryButtonClass } from "../ui";
import { proofStates } from "../proof-lists";
import { ProofPublishing } from "../proof-publishing";

export const meta: MetaFunction = () => [{ title: "Team and quotes · Lead desk" }, { name: "robots", content: "noindex" }];

/** The collection from the path: /desk/content/team/… or /desk/content/quotes/…. */
export function kindOf(request: Request): ProofKind {
  return new URL(request.url).pathname.split("/")[3] === "quotes" ? "quotes" : "team";
}

export async function loader({ context, params, request }: LoaderFunctionArgs) {
  const { desk, session } = signedIn(context);
  const kind = kindOf(request);
  const base = { lang: session.operator.language, csrf: session.csrf, kind, done: new URL(request.url).searchParams.get("done") };
  if (params.id === "new") return { ...base, entry: null, revisions: [] };
  const collection = desk.content[kind];
  const entry = await collection.entry(params.id ?? "");
  if (!entry) throw data({ lang: session.operator.language }, { status: 404 });
  const revisions = (await collection.revisions(entry.id)).slice(0, 20);
  return {
    ...base,
    entry: {
      id: entry.id,
      draft: entry.draft,
      states: proofStates(entry),
    },
    revisions: revisions.map((r) => ({ id: r.id, at: r.at, operator: r.operator, action: r.action })),
  };
}

const asLocale = (value: string): Locale | undefined => locales.find((l) => l === value);

async function act(context: ActionFunctionArgs["context"], kind: ProofKind, id: string) {
  const { desk, session } = signedIn(context);
  const collection = desk.content[kind];
  const form = postedForm(context);
  const who = session.operator.name;
  const [verb, language] = field(form, "intent").split(":");
  const locale = asLocale(language ?? "");
  if (id === "new") {
    const values = proofInput(kind, form);
    return { result: await collection.create(who, values), done: "created", values };
  }
  if (verb === "save" || (verb === "publish" && locale)) {
    const values = proofInput(kind, form);
    return { result: await collection.save(who, id, values, locale), done: locale ? "published" : "saved", values };
  }
  if (verb === "unpublish" && locale) return { result: await collection.unpublish(who, id, locale), done: "unpublished" };
  if (verb === "restore") return { result: await collection.restore(who, id, field(form, "revision")), done: "restored" };
  if (verb === "erase") return { result: await collection.erase(who, id), done: "erased" };
  throw data("Bad Request", { status: 400 });
}

/** Create, save, publish or unpublish a language, restore, erase: by the button's `intent`. */
export async function action({ context, params, request }: ActionFunctionArgs) {
  const kind = kindOf(request);
  const { result, done, values }: { result: ProofOutcome; done: string; values?: ReturnType<typeof proofInput> } = await act(
    context,
    kind,
    params.id ?? "",
  );
  if (result.ok) return redirect(done === "erased" ? `/desk/content?done=erased` : `/desk/content/${kind}/${result.id}?done=${done}`);
  if ("reason" in result && result.reason === "not-found") throw data("Not Found", { status: 404 });
  return data({ values, refusal: "issues" in result ? { issues: result.issues } : { reason: result.reason } }, { status: 400 });
}

function Revisions({
  revisions,
  csrf,
  lang,
}: {
  revisions: { id: string; at: string; operator: string | null; action: string }[];
  csrf: string;
  lang: string;
}) {
  const w = contentWordsFor(lang);
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

export default function ProofEntryPage() {
  const { lang, csrf, kind, entry, revisions, done } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const w = { c: contentWordsFor(lang), p: proofWordsFor(lang) };
  const values = refused?.values ?? entry?.draft ?? emptyProof(kind);
  const states = Object.fromEntries(locales.map((l) => [l, w.c.state[entry?.states[l] ?? "missing"]])) as Record<Locale, string>;
  const page = kind === "team" ? pages.about : pages.home;
  return (
    <div className="space-y-6">
      <p>
        <a href="/desk/content" className={linkClass}>
          {w.p[kind].back}
        </a>
      </p>
      <PageTitle>{entry ? w.p[kind].editTitle(entryName(entry.draft)) : w.p[kind].newTitle}</PageTitle>
      {done && w.c.done[done] && !refused && (
        <p role="status" className="font-semibold text-ink">
          {w.c.done[done]}
        </p>
      )}
      <ProofIssues refusal={refused?.refusal} w={w} max={kind === "team" ? proofLimits.team : proofLimits.quotes} />
      {entry && <ProofPublishing kind={kind} id={entry.id} states={entry.states} page={page} csrf={csrf} lang={lang} />}
      <form method="post" className="space-y-4">
        <CsrfField token={csrf} />
        <ProofFields kind={kind} values={values} w={w} states={states} />
        <div className="flex flex-wrap gap-3">
          {entry ? (
            <>
              <button type="submit" name="intent" value="save" className={secondaryButtonClass}>
                {w.c.save}
              </button>
              {locales.map((l) => (
                <button key={l} type="submit" name="intent" value={`publish:${l}`} className={buttonClass}>
                  {w.c.publish(w.c.languages[l])}
                </button>
              ))}
            </>
          ) : (
            <button type="submit" name="intent" value="create" className={buttonClass}>
              {w.c.create}
            </button>
          )}
        </div>
      </form>
      {entry && <Revisions revisions={revisions} csrf={csrf} lang={lang} />}
      {entry && (
        <form method="post" className="space-y-2">
          <CsrfField token={csrf} />
          <p className="text-sm text-muted">{w.p.eraseNote}</p>
          <button type="submit" name="intent" value="erase" className={dangerButtonClass}>
            {w.p.erase}
          </button>
        </form>
      )}
    </div>
  );
}
