/** The article form's fields: the shared ones, then the three languages side by side (stacked on a phone); and what was refused. */
import { locales, type Locale } from "~/i18n/locale";
import { articleLimits, type ArticleIssue } from "~/publishing/article";
import { ImageField } from "~/media/image-field";
import type { MediaWords } from "~/media/media-words";
import { tagIds } from "~/publishing/case-study";
import { articleFieldName, articleImageField, type ArticleValues } from "./article-form";
import type { articleDeskWords } from "./article-words";
import type { ContentWords } from "./content-words";
import { inputClass } from "./ui";

type Words = (typeof articleDeskWords)[Locale];
const labelClass = "block text-sm font-semibold text-ink";

function Field(props: { name: string; label: string; value: string; max: number; rows?: number; readOnly?: boolean; type?: "date" }) {
  const { name, label, value, max, rows, readOnly, type } = props;
  return (
    <div>
      <label htmlFor={name} className={labelClass}>
        {label}
      </label>
      {rows ? (
        <textarea id={name} name={name} defaultValue={value} maxLength={max} rows={rows} className={`${inputClass} mt-1`} />
      ) : (
        <input
          id={name}
          name={name}
          type={type}
          defaultValue={value}
          maxLength={max}
          readOnly={readOnly}
          className={`${inputClass} mt-1`}
        />
      )}
    </div>
  );
}

function Language({ l, values, a, state }: { l: Locale; values: ArticleValues; a: Words; state: string }) {
  const text = values.texts[l];
  return (
    <fieldset lang={l === "en" ? "en" : `${l}-BE`} className="min-w-0 space-y-3 rounded-lg border border-line-strong p-4">
      <legend lang="" className="px-2 font-bold text-ink">
        {state}
      </legend>
      <Field name={articleFieldName(l, "title")} label={a.fields.title} value={text?.title ?? ""} max={articleLimits.title} />
      <Field
        name={articleFieldName(l, "summary")}
        label={a.fields.summary}
        value={text?.summary ?? ""}
        max={articleLimits.summary}
        rows={3}
      />
      <Field name={articleFieldName(l, "body")} label={a.fields.body} value={text?.body ?? ""} max={articleLimits.body} rows={14} />
    </fieldset>
  );
}

export function ArticleFields(props: {
  values: ArticleValues;
  w: ContentWords;
  a: Words;
  states: Record<Locale, string>;
  fixedSlug: boolean;
  mw: MediaWords;
}) {
  const { values, w, a, states, fixedSlug, mw } = props;
  return (
    <div className="space-y-4">
      <div className="grid gap-4 md:grid-cols-3">
        <Field name="slug" label={a.fields.slug} value={values.shared.slug} max={articleLimits.slug} readOnly={fixedSlug} />
        {/* A date field: the browser's calendar, and the value it posts is YYYY-MM-DD. */}
        <Field name="date" type="date" label={a.fields.date} value={values.shared.date} max={10} />
        <Field name="author" label={a.fields.author} value={values.shared.author} max={articleLimits.author} />
      </div>
      <fieldset>
        <legend className={labelClass}>{a.fields.tags}</legend>
        <div className="mt-1 flex flex-wrap gap-x-4">
          {tagIds.map((id) => (
            <label key={id} className="inline-flex min-h-11 items-center gap-2 text-ink">
              <input type="checkbox" name="tags" value={id} defaultChecked={values.shared.tags.includes(id)} className="size-5" />
              {w.tags[id]}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-4 lg:grid-cols-3">
        {locales.map((l) => (
          <Language key={l} l={l} values={values} a={a} state={w.stateOf(w.languages[l], states[l])} />
        ))}
      </div>
      <ImageField
        name={articleImageField}
        image={values.shared.image}
        alts={Object.fromEntries(locales.map((l) => [l, values.texts[l]?.imageAlt ?? ""]))}
        altName={(l) => articleFieldName(l, "imageAlt")}
        languages={w.languages}
        w={mw}
      />
    </div>
  );
}

export type ArticleRefusal = { issues: { path: string; issue: ArticleIssue }[] } | { reason: keyof Words["reasons"] } | { message: string };

/** "texts.fr.body" → "French · Text (Markdown…)". */
function labelOf(path: string, w: ContentWords, a: Words): string {
  const parts = path.split(".");
  const language = locales.find((l) => parts[1] === l);
  const field = parts.filter((p) => !/^\d+$/.test(p)).at(-1) as keyof Words["fields"];
  return [language ? w.languages[language] : undefined, a.fields[field] ?? field].filter(Boolean).join(" · ");
}

export function ArticleIssues({ refusal, w, a }: { refusal: ArticleRefusal | undefined; w: ContentWords; a: Words }) {
  if (!refusal) return null;
  return (
    <div role="alert" className="rounded-lg border border-danger p-4 text-danger">
      <p className="font-semibold">{w.refused}</p>
      <ul className="mt-2 list-disc pl-6">
        {"message" in refusal ? (
          <li>{refusal.message}</li>
        ) : "reason" in refusal ? (
          <li>{a.reasons[refusal.reason]}</li>
        ) : (
          refusal.issues.map((i) => (
            <li
              key={`${i.path}:${i.issue}`}
            >{`${labelOf(i.path, w, a)} ${i.issue === "quoteName" ? a.issues.required : a.issues[i.issue]}`}</li>
          ))
        )}
      </ul>
    </div>
  );
}
