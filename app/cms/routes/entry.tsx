/**
 * Any entry of any collection (/desk/content/<id>, /desk/content/articles/<id>,
 * /desk/content/team/<id>, /desk/content/quotes/<id>; "new" for a new one): the form its
 * description draws, publishing per language, the revisions, erasure. Every input is hostile until
 * the collection's schema accepted it; a refused form keeps what was typed and stores nothing.
 */
import { data, redirect, useActionData, useLoaderData } from "react-router";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "react-router";
import { ScheduleField } from "../schedule/schedule-field";
import { SlugField } from "../slugs/slug-field";
import { slugsOf, type Addressed } from "~/publishing/slugs";
import { locales, type Locale } from "~/i18n/locale";
import { InlineScript } from "~/components/inline-script";
import { imageOfForm } from "~/media/image-form.server";
import { mediaWordsFor } from "~/media/media-words";
import { field, postedForm } from "~/desk/guard.server";
import { editing } from "../editing.server";
import { buttonClass, CsrfField, dangerButtonClass } from "~/components/operator-ui";
import { collectionOfPath, collections } from "../collections";
import { deskPath, type CollectionDescription, type FormValues } from "../collections/types";
import type { ContentOutcome } from "../content.server";
import { EntryFields, EntryIssues } from "../entry-form";
import { EntryHeading, FormButtons, LanguagePublishing, Revisions, SaveAndPublish } from "../entry-parts";
import { formValues } from "../form";
import { searchScript } from "../search-fields";
import { languageStates, unpublishedChanges } from "../language-state";
import { revisionDetails } from "../revision-detail";
import { cmsWordsFor } from "../words";

export const meta: MetaFunction = () => [{ title: "Content · Lead desk" }, { name: "robots", content: "noindex" }];

const shownRevisions = 20;

export async function loader({ context, params, request }: LoaderFunctionArgs) {
  const { cms, session } = editing(context);
  const c = collectionOfPath(new URL(request.url).pathname);
  const base = {
    lang: session.operator.language,
    csrf: session.csrf,
    key: c.key,
    done: new URL(request.url).searchParams.get("done"),
    today: new Date().toISOString().slice(0, 10),
  };
  if (params.id === "new") return { ...base, entry: null, revisions: [], schedule: [] };
  const collection = cms.content.of(c.key);
  const entry = await collection.entry(params.id ?? "");
  if (!entry) throw data({ lang: session.operator.language }, { status: 404 });
  const all = await collection.revisions(entry.id);
  const details = revisionDetails(all, shownRevisions);
  return {
    ...base,
    entry: {
      id: entry.id,
      slug: entry.slug,
      slugs: slugsOf(entry.draft.shared as Partial<Addressed>),
      draft: entry.draft as FormValues,
      states: languageStates(entry),
      changes: unpublishedChanges(entry),
      checks: entry.checks,
    },
    revisions: details.map((detail, i) => ({ id: all[i]!.id, at: all[i]!.at, operator: all[i]!.operator, action: all[i]!.action, detail })),
    schedule: await cms.schedule.pending(entry.id),
  };
}

/** The posted form's values, with the collection's image (an upload refused: why). */
async function valuesOf(context: ActionFunctionArgs["context"], c: CollectionDescription, form: FormData) {
  const { cms, session } = editing(context);
  const values = formValues(c, form);
  if (!c.image) return { values };
  const { image, refusal } = await imageOfForm(cms.media, session.operator, form, c.image.field);
  return { values: image ? { ...values, shared: { ...values.shared, [c.image.field]: image } } : values, refusal };
}

const asLocale = (value: string): Locale | undefined => locales.find((l) => l === value);

async function act(
  context: ActionFunctionArgs["context"],
  c: CollectionDescription,
  id: string,
): Promise<{ result: ContentOutcome | { ok: false; message: string }; done: string; values?: FormValues }> {
  const { cms, session } = editing(context);
  const collection = cms.content.of(c.key);
  const form = postedForm(context);
  const who = session.operator.name;
  const [verb, language] = field(form, "intent").split(":");
  const locale = asLocale(language ?? "");
  if (id === "new" || verb === "save" || (verb === "publish" && locale)) {
    const { values, refusal } = await valuesOf(context, c, form);
    if (refusal) return { result: { ok: false, ...refusal }, done: "", values };
    if (id === "new") return { result: await collection.create(who, values), done: "created", values };
    return { result: await collection.save(who, id, values, locale), done: locale ? "published" : "saved", values };
  }
  if (verb === "unpublish" && locale) return { result: await collection.unpublish(who, id, locale), done: "unpublished" };
  if (verb === "confirm" && locale) return { result: await collection.confirm(who, id, locale), done: "confirmed" };
  if (verb === "restore") return { result: await collection.restore(who, id, field(form, "revision")), done: "restored" };
  if (verb === "erase") return { result: await collection.erase(who, id), done: "erased" };
  throw data("Bad Request", { status: 400 });
}

/** Create, save, publish or unpublish a language, restore, erase: by the button's `intent`. */
export async function action({ context, params, request }: ActionFunctionArgs) {
  const c = collectionOfPath(new URL(request.url).pathname);
  const id = params.id ?? "";
  const { result, done, values } = await act(context, c, id);
  if ("message" in result) return data({ values, refusal: { message: result.message } }, { status: 400 });
  if (result.ok) return redirect(done === "erased" ? `/desk/content?done=erased` : `${deskPath(c, result.id)}?done=${done}`);
  if ("reason" in result && result.reason === "not-found" && id !== "new") throw data("Not Found", { status: 404 });
  return data({ values, refusal: "issues" in result ? { issues: result.issues } : { reason: result.reason } }, { status: 400 });
}

export default function EntryPage() {
  const { lang, csrf, key, entry, revisions, done, today, schedule } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const c = collections[key];
  const words = cmsWordsFor(lang);
  const w = words.content;
  const cw = c.words(words);
  const values = refused?.values ?? entry?.draft ?? c.empty(today);
  const legends = Object.fromEntries(locales.map((l) => [l, w.stateOf(w.languages[l], w.state[entry?.states[l] ?? "missing"])])) as Record<
    Locale,
    string
  >;
  return (
    <div className="space-y-6">
      <EntryHeading
        back={cw.back}
        title={entry ? cw.editTitle(c.name(entry.draft, entry.slug)) : cw.newTitle}
        done={done && !refused ? cw.done[done] : undefined}
      />
      <EntryIssues c={c} refusal={refused?.refusal} cw={cw} w={w} />
      {entry && (
        <LanguagePublishing
          states={entry.states}
          changes={entry.changes}
          checks={entry.checks}
          preview={(l) => `${deskPath(c, entry.id)}/preview/${l}`}
          page={(l) => c.page(l, entry.slugs[l])}
          csrf={csrf}
          lang={lang}
        />
      )}
      <form method="post" encType="multipart/form-data" className="space-y-4">
        <CsrfField token={csrf} />
        <EntryFields
          c={c}
          values={values}
          cw={cw}
          w={w}
          sw={words.search}
          mw={mediaWordsFor(lang)}
          legends={legends}
          fixed={entry !== null}
        />
        <FormButtons>
          {entry ? (
            <SaveAndPublish lang={lang} />
          ) : (
            <button type="submit" name="intent" value="create" className={buttonClass}>
              {w.create}
            </button>
          )}
        </FormButtons>
      </form>
      {c.search && <InlineScript code={searchScript} />}
      {entry && <ScheduleField entryId={entry.id} back={deskPath(c, entry.id)} pending={schedule} csrf={csrf} lang={lang} />}
      {entry && c.addressed && (
        <SlugField entryId={entry.id} slugs={entry.slugs} page={c.page} back={deskPath(c, entry.id)} csrf={csrf} lang={lang} />
      )}
      {entry && <Revisions revisions={revisions} csrf={csrf} lang={lang} />}
      {entry && (
        <form method="post" className="space-y-2">
          <CsrfField token={csrf} />
          <p className="text-sm text-muted">{words.proof.eraseNote}</p>
          <button type="submit" name="intent" value="erase" className={dangerButtonClass}>
            {words.proof.erase}
          </button>
        </form>
      )}
    </div>
  );
}
