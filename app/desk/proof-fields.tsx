/** The team and quote forms: the shared fields, then the three languages side by side (stacked on a phone); and what was refused. */
import { languageTag, locales, type Locale } from "~/i18n/locale";
import type { ProofIssue } from "~/publishing/proof-collections";
import type { ContentWords } from "./content-words";
import { proofFields, textFieldName, type FieldDef, type ProofKind, type ProofValues } from "./proof-form";
import type { proofWordsFor } from "./proof-words";
import { inputClass } from "./ui";

type Words = { c: ContentWords; p: ReturnType<typeof proofWordsFor> };

function Field({ id, def, label, value }: { id: string; def: FieldDef; label: string; value: string }) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      {def.long ? (
        <textarea id={id} name={id} defaultValue={value} maxLength={def.max} rows={5} className={`${inputClass} mt-1`} />
      ) : (
        <input id={id} name={id} defaultValue={value} maxLength={def.max} className={`${inputClass} mt-1`} />
      )}
    </div>
  );
}

export function ProofFields({
  kind,
  values,
  w,
  states,
}: {
  kind: ProofKind;
  values: ProofValues;
  w: Words;
  states: Record<Locale, string>;
}) {
  const defs = proofFields[kind];
  return (
    <div className="space-y-4">
      <div className="grid gap-4 md:grid-cols-2">
        {defs.shared.map((def) => (
          <Field key={def.name} id={def.name} def={def} label={w.p.fields[def.name]} value={values.shared[def.name] ?? ""} />
        ))}
      </div>
      <div className="grid gap-4 lg:grid-cols-3">
        {locales.map((l) => (
          <fieldset key={l} lang={languageTag[l]} className="min-w-0 space-y-3 rounded-lg border border-line-strong p-4">
            <legend lang="" className="px-2 font-bold text-ink">
              {w.c.stateOf(w.c.languages[l], states[l])}
            </legend>
            {defs.text.map((def) => (
              <Field
                key={def.name}
                id={textFieldName(l, def.name)}
                def={def}
                label={w.p.fields[def.name]}
                value={values.texts[l]?.[def.name] ?? ""}
              />
            ))}
          </fieldset>
        ))}
      </div>
    </div>
  );
}

export type ProofRefusal = { issues: { path: string; issue: ProofIssue }[] } | { reason: "too-many" | "missing-language" | "not-found" };

/** "texts.fr.role" → "French · Role is required". */
function issueLine(path: string, issue: ProofIssue, w: Words): string {
  const parts = path.split(".");
  const language = locales.find((l) => parts[1] === l);
  const field = parts.at(-1) as keyof Words["p"]["fields"];
  const label = [language ? w.c.languages[language] : undefined, w.p.fields[field] ?? path].filter(Boolean).join(" · ");
  return `${label} ${w.c.issues[issue]}`;
}

export function ProofIssues({ refusal, w, max }: { refusal: ProofRefusal | undefined; w: Words; max: number }) {
  if (!refusal) return null;
  return (
    <div role="alert" className="rounded-lg border border-danger p-4 text-danger">
      <p className="font-semibold">{w.c.refused}</p>
      <ul className="mt-2 list-disc pl-6">
        {"reason" in refusal ? (
          <li>
            {refusal.reason === "too-many" ? w.p.tooMany(max) : refusal.reason === "not-found" ? w.p.notFound : w.c.reasons[refusal.reason]}
          </li>
        ) : (
          refusal.issues.map((i) => <li key={`${i.path}:${i.issue}`}>{issueLine(i.path, i.issue, w)}</li>)
        )}
      </ul>
    </div>
  );
}
