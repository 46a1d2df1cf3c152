/**
 * A collection as the content engine describes it (one file each beside this one): its fields,
 * shared and per language, its image, its words, its public page. The one form
 * (../entry-form.tsx), the one form reader (../form.ts) and the one set of desk routes
 * (../routes/) read nothing else.
 */
import type { Locale } from "~/i18n/locale";
import type { ImageRef } from "~/content/image";
import type { CmsWords } from "../words";

export type CollectionKey = "case-study" | "article" | "team" | "quote";

/** How a field is entered: a line, a text area, a date, the entry's address, one item per line, the tag boxes. */
export type FieldKind = "text" | "long" | "date" | "slug" | "lines" | "tags";

export interface FieldDef {
  name: string;
  kind?: FieldKind;
  max: number;
  /** A text area's height. */
  rows?: number;
  /** Left out of the draft when empty (the schema takes it so). */
  optional?: boolean;
  /** Written in the image field rather than in the language's column. */
  inImage?: boolean;
  /** Written in the language's search fields (../search-fields.tsx). */
  inSearch?: boolean;
}

/** Fields inside a language that go together: `rows` rows of them (empty rows left out), else one block left out when empty. */
export interface GroupDef {
  group: string;
  fields: readonly FieldDef[];
  rows?: number;
}

export type TextDef = FieldDef | GroupDef;

/** What a form holds, as posted (unchecked) or as stored. */
export interface FormValues {
  shared: Record<string, unknown> & { image?: ImageRef; photo?: ImageRef };
  texts: Partial<Record<Locale, Record<string, unknown>>>;
}

/** A collection's words, from the engine's words in the operator's language. */
export interface CollectionWords {
  title: string;
  intro: string;
  add: string;
  newTitle: string;
  editTitle: (name: string) => string;
  back: string;
  none: string;
  /** A field's label by its name (`title`), a group's field by `group.name`. */
  labels: Record<string, string>;
  /** A group's row: "Result 2". */
  row?: (group: string, n: number) => string;
  done: Record<string, string>;
  reasons: Record<"slug-taken" | "too-many" | "missing-language" | "not-found", string>;
  issues: Record<string, string>;
  /** The note above a preview: what it shows, in which language. */
  previewNote: (language: string) => string;
}

export interface CollectionDescription {
  key: CollectionKey;
  /** Its desk pages under /desk/content ("" for the case studies: /desk/content/<id>). */
  path: string;
  /** The entry's address is in its draft (`shared.slug`), fixed once created; without it the entry goes by its id. */
  addressed: boolean;
  shared: readonly FieldDef[];
  text: readonly TextDef[];
  /** Its search fields per language, and the language's own fields its page falls back on. */
  search?: { title: string; description: string };
  /** Its image: the form's field and the draft's shared key; `alts` when the image field holds what it shows per language. */
  image?: { field: "image" | "photo"; alts?: string };
  words(w: CmsWords): CollectionWords;
  /** The name the desk gives an entry. */
  name(values: FormValues, slug: string): string;
  /** The public page that shows a language of it. */
  page(l: Locale, slug: string): string;
  /** The shape of a new entry's form. */
  empty(today: string): FormValues;
}

export const isGroup = (def: TextDef): def is GroupDef => "group" in def;

/** Its desk page: /desk/content[/<path>]/<id>. */
export const deskPath = (c: CollectionDescription, id: string) => `/desk/content/${c.path ? `${c.path}/` : ""}${id}`;
