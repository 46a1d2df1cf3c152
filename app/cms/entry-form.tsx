/**
 * The one form of every collection, drawn from its description (./collections/types.ts): the
 * shared fields, then the three languages side by side (stacked on a phone), then its image; and
 * what was refused, each field named with its language. Each language's column ends with
 * `extra(l)`: the single place where a per-language block (search fields, a schedule, an address
 * per language) goes.
 */
import type { ReactNode } from "react";
import { absoluteUrl } from "~/i18n/absolute-url";
import { languageTag, locales, type Locale } from "~/i18n/locale";
import { ImageField } from "./image-field";
import type { MediaWords } from "~/media/media-words";
import { tagIds } from "~/publishing/case-study";
import type { ImageRef } from "~/content/image";
import { inputClass } from "~/components/operator-ui";
import { isGroup, type CollectionDescription, type CollectionWords, type FieldDef, type FormValues } from "./collections/types";
import { textName } from "./form";
import { SearchFields } from "./search-fields";
import { slugsOf, type Addressed } from "~/publishing/slugs";
import type { CmsWords, ContentWords } from "./words";

const labelClass = "block text-sm font-semibold text-ink";

function Field({ def, name, label, value, fixed }: { def: FieldDef; name: string; label: string; value: string; fixed?: boolean }) {
  // A date input takes no maxlength (the browser posts YYYY-MM-DD).
  const max = def.max > 0 && def.kind !== "date" ? def.max : undefined;
  return (
    <div>
      <label htmlFor={name} className={labelClass}>
        {label}
      </label>
      {def.kind === "long" || def.kind === "lines" ? (
        <textarea id={name} name={name} defaultValue={value} maxLength={max} rows={def.rows ?? 5} className={`${inputClass} mt-1`} />
      ) : (
        <input
          id={name}
          name={name}
          type={def.kind === "date" ? "date" : undefined}
          defaultValue={value}
          maxLength={max}
          readOnly={def.kind === "slug" && fixed}
          className={`${inputClass} mt-1`}
        />
      )}
    </div>
  );
}

function Tags({ label, checked, w }: { label: string; checked: readonly string[]; w: ContentWords }) {
  return (
    <fieldset>
      <legend className={labelClass}>{label}</legend>
      <div className="mt-1 flex flex-wrap gap-x-4">
        {tagIds.map((id) => (
          <label key={id} className="inline-flex min-h-11 items-center gap-2 text-ink">
            <input type="checkbox" name="tags" value={id} defaultChecked={checked.includes(id)} className="size-5" />
            {w.tags[id]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

const str = (value: unknown) => (typeof value === "string" ? value : Array.isArray(value) ? value.join("\n") : "");

function Language(props: {
  c: CollectionDescription;
  l: Locale;
  text: Record<string, unknown> | undefined;
  cw: CollectionWords;
  sw: CmsWords["search"];
  url: string;
  legend: string;
  extra?: ReactNode;
}) {
  const { c, l, text, cw, sw, url, legend, extra } = props;
  return (
    <fieldset lang={languageTag[l]} className="min-w-0 space-y-3 rounded-lg border border-line-strong p-4">
      <legend lang="" className="px-2 font-bold text-ink">
        {legend}
      </legend>
      {c.text.map((def) => {
        if (!isGroup(def))
          return def.inImage || def.inSearch ? null : (
            <Field
              key={def.name}
              def={def}
              name={textName(l, def.name)}
              label={cw.labels[def.name] ?? def.name}
              value={str(text?.[def.name])}
            />
          );
        const fields = (row: Record<string, unknown> | undefined, prefix: (string | number)[]) =>
          def.fields.map((f) => (
            <Field
              key={f.name}
              def={f}
              name={textName(l, ...prefix, f.name)}
              label={cw.labels[`${def.group}.${f.name}`] ?? f.name}
              value={str(row?.[f.name])}
            />
          ));
        if (!def.rows)
          return (
            <div key={def.group} className="space-y-3">
              {fields(text?.[def.group] as Record<string, unknown> | undefined, [def.group])}
            </div>
          );
        const rows = (text?.[def.group] ?? []) as Record<string, unknown>[];
        return Array.from({ length: def.rows }, (_, i) => (
          <fieldset key={`${def.group}.${i}`} className="space-y-2 rounded-lg border border-line p-3">
            <legend className="px-2 text-sm font-semibold text-ink">{cw.row?.(def.group, i + 1)}</legend>
            {fields(rows[i], [def.group, i])}
          </fieldset>
        ));
      })}
      {c.search && <SearchFields l={l} text={text} from={c.search} url={url} w={sw} />}
      {extra}
    </fieldset>
  );
}

export function EntryFields(props: {
  c: CollectionDescription;
  values: FormValues;
  cw: CollectionWords;
  w: ContentWords;
  sw: CmsWords["search"];
  mw: MediaWords;
  /** Each language's legend: "English: published". */
  legends: Record<Locale, string>;
  /** The address field is read-only once created (the addresses change under Address). */
  fixed: boolean;
  /** Per language, after its fields: the one place a per-language block goes. */
  extra?: (l: Locale) => ReactNode;
}) {
  const { c, values, cw, w, sw, mw, legends, fixed, extra } = props;
  const slugs = slugsOf(values.shared as Partial<Addressed>);
  const image = c.image;
  const alts = image?.alts;
  return (
    <div className="space-y-4">
      <div className="grid gap-4 md:grid-cols-2">
        {c.shared.map((def) =>
          def.kind === "tags" ? null : (
            <Field
              key={def.name}
              def={def}
              name={def.name}
              label={cw.labels[def.name] ?? def.name}
              value={str(values.shared[def.name])}
              fixed={fixed}
            />
          ),
        )}
      </div>
      {c.shared.some((def) => def.kind === "tags") && (
        <Tags label={cw.labels.tags ?? "tags"} checked={(values.shared.tags as string[] | undefined) ?? []} w={w} />
      )}
      <div className="grid gap-4 lg:grid-cols-3">
        {locales.map((l) => (
          <Language
            key={l}
            c={c}
            l={l}
            text={values.texts[l]}
            cw={cw}
            sw={sw}
            url={absoluteUrl(c.page(l, slugs[l] || "…"))}
            legend={legends[l]}
            extra={extra?.(l)}
          />
        ))}
      </div>
      {image && (
        <ImageField
          name={image.field}
          image={values.shared[image.field] as ImageRef | undefined}
          {...(alts
            ? {
                alts: Object.fromEntries(locales.map((l) => [l, str(values.texts[l]?.[alts])])),
                altName: (l: Locale) => textName(l, alts),
              }
            : {})}
          languages={w.languages}
          w={mw}
        />
      )}
    </div>
  );
}

export type Refusal =
  | { issues: { path: string; issue: string }[] }
  | { reason: keyof CollectionWords["reasons"] }
  /** Said already in the operator's language (an image refused: ~/media/media-words.ts). */
  | { message: string };

/** "texts.fr.results.0.value" → "French · Result 1 · Figure". */
export function fieldLabel(c: CollectionDescription, path: string, cw: CollectionWords, w: ContentWords): string {
  const parts = path.split(".");
  const language = parts[0] === "texts" ? locales.find((l) => parts[1] === l) : undefined;
  const rest = parts.slice(parts[0] === "texts" ? 2 : parts[0] === "shared" ? 1 : 0);
  const out: string[] = language ? [w.languages[language]] : [];
  const group = c.text.find((def) => isGroup(def) && def.group === rest[0]);
  if (group && isGroup(group) && group.rows && /^\d+$/.test(rest[1] ?? "")) {
    out.push(cw.row?.(group.group, Number(rest[1]) + 1) ?? "");
    if (rest[2]) out.push(cw.labels[`${group.group}.${rest[2]}`] ?? rest[2]);
  } else if (group && rest[1]) out.push(cw.labels[`${rest[0]}.${rest[1]}`] ?? rest[1]);
  else if (rest[0]) out.push(cw.labels[rest.filter((p) => !/^\d+$/.test(p)).at(-1) ?? ""] ?? rest[0]);
  return out.filter(Boolean).join(" · ") || (cw.labels[""] ?? path);
}

export function EntryIssues(props: { c: CollectionDescription; refusal: Refusal | undefined; cw: CollectionWords; w: ContentWords }) {
  const { c, refusal, cw, w } = props;
  if (!refusal) return null;
  return (
    <div role="alert" className="rounded-lg border border-danger p-4 text-danger">
      <p className="font-semibold">{w.refused}</p>
      <ul className="mt-2 list-disc pl-6">
        {"message" in refusal ? (
          <li>{refusal.message}</li>
        ) : "reason" in refusal ? (
          <li>{cw.reasons[refusal.reason]}</li>
        ) : (
          refusal.issues.map((i) => (
            <li key={`${i.path}:${i.issue}`}>{`${fieldLabel(c, i.path, cw, w)} ${cw.issues[i.issue] ?? i.issue}`}</li>
          ))
        )}
      </ul>
    </div>
  );
}
