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
import { ScheduleField } from "~/cms/schedule/schedule-field";
import { locales, type Locale } from "~/i18n/locale";
import { pages } from "~/i18n/pages";
import { proofLimits } from "~/publishing/proof-collections";
import { contentWordsFor } from "../content-words";
import type { ProofOutcome } from "../proof.server";
import { ProofFields, ProofIssues } from "../proof-fields";
import { emptyProof, entryName, proofInput, type ProofKind, type ProofValues } from "../proof-form";
import { ImageField } from "~/media/image-field";
import { imageOfForm } from "~/media/image-form.server";
import { mediaWordsFor } from "~/media/media-words";
import { proofWordsFor } from "../proof-words";
import { field, postedForm, signedIn } from "../guard.server";
import { buttonClass, CsrfField, dangerButtonClass } from "../ui";
import { proofStates } from "../proof-lists";
import { revisionDetails } from "../revision-detail";
import { EntryHeading, FormButtons, LanguagePublishing, Revisions, SaveAndPublish } from "../entry-parts";

export const meta: MetaFunction = () => [{ title: "Team and quotes · Lead desk" }, { name: "robots", content: "noindex" }];

/** The collection from the path: /desk/content/team/… or /desk/content/quotes/…. */
export function kindOf(request: Request): ProofKind {
  return new URL(request.url).pathname.split("/")[3] === "quotes" ? "quotes" : "team";
}

export async function loader({ context, params, request }: LoaderFunctionArgs) {
  const { desk, session } = signedIn(context);
  const kind = kindOf(request);
  const base = { lang: session.operator.language, csrf: session.csrf, kind, done: new URL(request.url).searchParams.get("done") };
  if (params.id === "new") return { ...base, entry: null, revisions: [], schedule: [] };
  const collection = desk.content[kind];
  const entry = await collection.entry(params.id ?? "");
  if (!entry) throw data({ lang: session.operator.language }, { status: 404 });
  const all = await collection.revisions(entry.id);
  const details = revisionDetails(all, 20);
  return {
    ...base,
    entry: {
      id: entry.id,
      draft: entry.draft,
      states: proofStates(entry),
    },
    revisions: details.map((detail, i) => ({ id: all[i]!.id, at: all[i]!.at, operator: all[i]!.operator, action: all[i]!.action, detail })),
    schedule: await desk.schedule.pending(entry.id),
  };
}

/** The photo field's name in the team member form (its fields: photo.file, photo.id, photo.remove). */
const teamPhotoField = "photo";

const asLocale = (value: string): Locale | undefined => locales.find((l) => l === value);

/** The posted form's values; a team member's with its photo (an upload refused: why). */
async function valuesOf(context: ActionFunctionArgs["context"], kind: ProofKind, form: FormData) {
  const { desk, session } = signedIn(context);
  const values = proofInput(kind, form);
  if (kind !== "team") return { values };
  const { image, refusal } = await imageOfForm(desk.media, session.operator, form, teamPhotoField);
  return { values: image ? { ...values, shared: { ...values.shared, photo: image } } : values, refusal };
}

async function act(
  context: ActionFunctionArgs["context"],
  kind: ProofKind,
  id: string,
): Promise<{ result: ProofOutcome | { ok: false; message: string }; done: string; values?: ProofValues }> {
  const { desk, session } = signedIn(context);
  const collection = desk.content[kind];
  const form = postedForm(context);
  const who = session.operator.name;
  const [verb, language] = field(form, "intent").split(":");
  const locale = asLocale(language ?? "");
  if (id === "new" || verb === "save" || (verb === "publish" && locale)) {
    const { values, refusal } = await valuesOf(context, kind, form);
    if (refusal) return { result: { ok: false, ...refusal }, done: "", values };
    if (id === "new") return { result: await collection.create(who, values), done: "created", values };
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
  const { result, done, values } = await act(context, kind, params.id ?? "");
  if ("message" in result) return data({ values, refusal: { message: result.message } }, { status: 400 });
  if (result.ok) return redirect(done === "erased" ? `/desk/content?done=erased` : `/desk/content/${kind}/${result.id}?done=${done}`);
  if ("reason" in result && result.reason === "not-found") throw data("Not Found", { status: 404 });
  return data({ values, refusal: "issues" in result ? { issues: result.issues } : { reason: result.reason } }, { status: 400 });
}

export default function ProofEntryPage() {
  const { lang, csrf, kind, entry, revisions, done, schedule } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const w = { c: contentWordsFor(lang), p: proofWordsFor(lang) };
  const values = refused?.values ?? entry?.draft ?? emptyProof(kind);
  const states = Object.fromEntries(locales.map((l) => [l, w.c.state[entry?.states[l] ?? "missing"]])) as Record<Locale, string>;
  const page = kind === "team" ? pages.about : pages.home;
  return (
    <div className="space-y-6">
      <EntryHeading
        back={w.p[kind].back}
        title={entry ? w.p[kind].editTitle(entryName(entry.draft)) : w.p[kind].newTitle}
        done={done && !refused ? w.c.done[done] : undefined}
      />
      <ProofIssues refusal={refused?.refusal} w={w} max={kind === "team" ? proofLimits.team : proofLimits.quotes} />
      {entry && (
        <LanguagePublishing
          states={entry.states}
          preview={(l) => `/desk/content/${kind}/${entry.id}/preview/${l}`}
          page={(l) => page[l]}
          csrf={csrf}
          lang={lang}
        />
      )}
      <form method="post" encType="multipart/form-data" className="space-y-4">
        <CsrfField token={csrf} />
        <ProofFields kind={kind} values={values} w={w} states={states} />
        {kind === "team" && (
          <ImageField
            name={teamPhotoField}
            image={"photo" in values.shared ? values.shared.photo : undefined}
            languages={w.c.languages}
            w={mediaWordsFor(lang)}
          />
        )}
        <FormButtons>
          {entry ? (
            <SaveAndPublish lang={lang} />
          ) : (
            <button type="submit" name="intent" value="create" className={buttonClass}>
              {w.c.create}
            </button>
          )}
        </FormButtons>
      </form>
      {entry && <ScheduleField entryId={entry.id} back={`/desk/content/${kind}/${entry.id}`} pending={schedule} csrf={csrf} lang={lang} />}
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
