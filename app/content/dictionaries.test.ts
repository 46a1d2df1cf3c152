import { describe, expect, it } from "vitest";

type Dictionary = Record<string, unknown>;
const english = import.meta.glob<Dictionary>("./en/*.ts", { eager: true });
const french = import.meta.glob<Dictionary>("./fr/*.ts", { eager: true });

/** Strings the spec quotes in English on every page, whatever the language. */
const quotedBySpec = new Set(["Oops! Page not found", "Return to Home", "Unexpected Application Error!"]);

function leaves(value: unknown, path = ""): [string, string][] {
  if (typeof value === "string") return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => leaves(v, `${path}[${i}]`));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([k, v]) => leaves(v, path ? `${path}.${k}` : k));
  }
  return [];
}

const pairs = Object.entries(english).map(([file, en]) => [file, en, french[file.replace("./en/", "./fr/")]] as const);

describe("the French dictionaries", () => {
  it("exist for every English dictionary", () => {
    expect(Object.keys(french).sort()).toEqual(Object.keys(english).map((f) => f.replace("./en/", "./fr/")).sort());
  });

  it.each(pairs)("%s has the same keys in French", (_file, en, fr) => {
    expect(leaves(fr).map(([p]) => p)).toEqual(leaves(en).map(([p]) => p));
  });

  it.each(pairs)("%s leaves nothing in English but proper nouns and the spec's quotes", (_file, en, fr) => {
    const frByPath = new Map(leaves(fr));
    const untranslated = leaves(en).filter(([path, value]) => {
      const same = frByPath.get(path) === value;
      const words = value.trim().split(/\s+/).length;
      // Names, tags and short labels (Labs, CRM, Contact, LinkedIn) are the same in both languages.
      return same && words > 3 && !quotedBySpec.has(value) && !value.includes("@") && !value.includes("://");
    });
    expect(untranslated).toEqual([]);
  });

  it.each(pairs)("%s uses French typography (a non-breaking space before ! ? : ;)", (_file, _en, fr) => {
    const wrong = leaves(fr).filter(
      ([, value]) => !quotedBySpec.has(value) && /(\p{L}|\d|[ »)])[!?:;]/u.test(value.replace(/\w+:\/\/\S+/g, "")),
    );
    expect(wrong).toEqual([]);
  });
});
