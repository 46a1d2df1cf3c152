/**
 * Any collection's posted form read back into a draft for its schema to check, from its
 * description (./collections/types.ts): a language whose fields are all empty is not written; an
 * empty row of a group, an empty block and an empty optional field are left out. Field names:
 * `slug`, `tags` (shared), `fr.title`, `fr.results.0.value`, `fr.quote.text` (per language).
 */
import { locales, type Locale } from "~/i18n/locale";
import { isGroup, type CollectionDescription, type FieldDef, type FormValues } from "./collections/types";

type Read = (name: string) => string;

export const textName = (l: Locale, ...path: (string | number)[]) => [l, ...path].join(".");

const blank = (value: unknown): boolean =>
  typeof value === "string"
    ? value.trim() === ""
    : Array.isArray(value)
      ? value.every(blank)
      : value && typeof value === "object"
        ? Object.values(value).every(blank)
        : value === undefined;

/** The fields' values under a prefix, an empty optional one left out. */
function fieldsOf(defs: readonly FieldDef[], read: Read, prefix: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const def of defs) {
    const value = read(`${prefix}${def.name}`);
    if (!(def.optional && value.trim() === "")) out[def.name] = value;
  }
  return out;
}

function languageOf(c: CollectionDescription, read: Read, l: Locale): Record<string, unknown> | undefined {
  const text: Record<string, unknown> = {};
  for (const def of c.text) {
    if (!isGroup(def)) Object.assign(text, fieldsOf([def], read, `${l}.`));
    else if (def.rows) {
      const rows = Array.from({ length: def.rows }, (_, i) => fieldsOf(def.fields, read, `${textName(l, def.group, i)}.`));
      text[def.group] = rows.filter((row) => !blank(row));
    } else {
      const block = fieldsOf(def.fields, read, `${textName(l, def.group)}.`);
      if (!blank(block)) text[def.group] = block;
    }
  }
  return blank(text) ? undefined : text;
}

function sharedValue(def: FieldDef, form: FormData, read: Read): unknown {
  if (def.kind === "tags") return form.getAll(def.name).filter((t): t is string => typeof t === "string");
  if (def.kind === "lines")
    return read(def.name)
      .split("\n")
      .map((p) => p.trim())
      .filter(Boolean);
  return read(def.name);
}

/** The posted form as the collection's draft input (unchecked). */
export function formValues(c: CollectionDescription, form: FormData): FormValues {
  const read: Read = (name) => {
    const value = form.get(name);
    return typeof value === "string" ? value.replace(/\r\n?/g, "\n") : "";
  };
  const texts: FormValues["texts"] = {};
  for (const l of locales) {
    const text = languageOf(c, read, l);
    if (text) texts[l] = text;
  }
  const shared = Object.fromEntries(
    c.shared.flatMap((def) => {
      const value = sharedValue(def, form, read);
      return def.optional && blank(value) ? [] : [[def.name, value]];
    }),
  );
  return { shared, texts };
}
