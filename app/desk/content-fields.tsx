/** The case study form: the shared fields, then the three languages side by side (stacked on a phone). */
import { locales, type Locale } from "~/i18n/locale";
import { caseLimits, tagIds } from "~/publishing/case-study";
import { fieldName, resultFields, resultRows, type DraftValues, type TextValues } from "./content-form";
import type { ContentWords } from "./content-words";
import { inputClass } from "./ui";
import { ImageField } from "~/media/image-field";
import type { MediaWords } from "~/media/media-words";
import { caseImageField } from "./content-image-name";

const labelClass = "block text-sm font-semibold text-ink";

function Field({
  name,
  label,
  value,
  max,
  long,
  readOnly,
}: {
  name: string;
  label: string;
  value: string;
  max: number;
  long?: boolean;
  readOnly?: boolean;
}) {
  return (
    <div>
      <label htmlFor={name} className={labelClass}>
        {label}
      </label>
      {long ? (
        <textarea id={name} name={name} defaultValue={value} maxLength={max} rows={5} className={`${inputClass} mt-1`} />
      ) : (
        <input id={name} name={name} defaultValue={value} maxLength={max} readOnly={readOnly} className={`${inputClass} mt-1`} />
      )}
    </div>
  );
}

function Results({ l, text, w }: { l: Locale; text: TextValues | undefined; w: ContentWords }) {
  const max = {
    value: caseLimits.resultValue,
    unit: caseLimits.resultUnit,
    label: caseLimits.resultLabel,
    period: caseLimits.resultPeriod,
  };
  return (
    <>
      {Array.from({ length: resultRows }, (_, i) => (
        <fieldset key={i} className="space-y-2 rounded-lg border border-line p-3">
          <legend className="px-2 text-sm font-semibold text-ink">{w.fields.result(i + 1)}</legend>
          {resultFields.map((f) => (
            <Field key={f} name={fieldName.result(l, i, f)} label={w.fields[f]} value={text?.results[i]?.[f] ?? ""} max={max[f]} />
          ))}
        </fieldset>
      ))}
    </>
  );
}

function Language({ l, text, w, state }: { l: Locale; text: TextValues | undefined; w: ContentWords; state: string }) {
  const f = w.fields;
  return (
    <fieldset
      lang={l === "en" ? "en" : l === "fr" ? "fr-BE" : "nl-BE"}
      className="min-w-0 space-y-3 rounded-lg border border-line-strong p-4"
    >
      <legend lang="" className="px-2 font-bold text-ink">
        {w.stateOf(w.languages[l], state)}
      </legend>
      <Field name={fieldName.text(l, "client")} label={f.client} value={text?.client ?? ""} max={caseLimits.client} />
      <Field name={fieldName.text(l, "title")} label={f.title} value={text?.title ?? ""} max={caseLimits.title} />
      <Field
        name={fieldName.text(l, "description")}
        label={f.description}
        value={text?.description ?? ""}
        max={caseLimits.description}
        long
      />
      <Field name={fieldName.text(l, "actions")} label={f.actions} value={text?.actions ?? ""} max={caseLimits.actions} long />
      <Results l={l} text={text} w={w} />
      <Field name={fieldName.quote(l, "text")} label={f.quoteText} value={text?.quote?.text ?? ""} max={caseLimits.quoteText} long />
      <Field name={fieldName.quote(l, "role")} label={f.quoteRole} value={text?.quote?.role ?? ""} max={caseLimits.quoteRole} />
    </fieldset>
  );
}

export function ContentFields({
  values,
  w,
  states,
  fixedSlug,
  mw,
}: {
  values: DraftValues;
  w: ContentWords;
  states: Record<Locale, string>;
  fixedSlug: boolean;
  mw: MediaWords;
}) {
  return (
    <div className="space-y-4">
      <div className="grid gap-4 md:grid-cols-2">
        <Field name="slug" label={w.fields.slug} value={values.shared.slug} max={caseLimits.slug} readOnly={fixedSlug} />
        <Field name="quoteName" label={w.fields.quoteName} value={values.shared.quoteName} max={caseLimits.quoteName} />
        <div>
          <label htmlFor="platforms" className={labelClass}>
            {w.fields.platforms}
          </label>
          <textarea
            id="platforms"
            name="platforms"
            defaultValue={values.shared.platforms.join("\n")}
            rows={3}
            className={`${inputClass} mt-1`}
          />
        </div>
        <fieldset>
          <legend className={labelClass}>{w.fields.tags}</legend>
          <div className="mt-1 flex flex-wrap gap-x-4">
            {tagIds.map((id) => (
              <label key={id} className="inline-flex min-h-11 items-center gap-2 text-ink">
                <input type="checkbox" name="tags" value={id} defaultChecked={values.shared.tags.includes(id)} className="size-5" />
                {w.tags[id]}
              </label>
            ))}
          </div>
        </fieldset>
      </div>
      <div className="grid gap-4 lg:grid-cols-3">
        {locales.map((l) => (
          <Language key={l} l={l} text={values.texts[l]} w={w} state={states[l]} />
        ))}
      </div>
      <ImageField
        name={caseImageField}
        image={values.shared.image}
        alts={Object.fromEntries(locales.map((l) => [l, values.texts[l]?.imageAlt ?? ""]))}
        altName={fieldName.imageAlt}
        languages={w.languages}
        w={mw}
      />
    </div>
  );
}
