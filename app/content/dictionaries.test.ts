import { describe, expect, it } from "vitest";
import { contactCopy } from "~/contact/copy";
import { site } from "~/site";
import { deskWords } from "~/desk/words";
import { packageIds, packageTitle } from "./packages";
import { packages as frPackages } from "./fr/packages";
import { packages as enPackages } from "./en/packages";
import { packages as nlPackages } from "./nl/packages";
import { training as frTraining } from "./fr/training";
import { training as enTraining } from "./en/training";
import { common as frCommon } from "./fr/common";

type Dictionary = Record<string, unknown>;
const english = import.meta.glob<Dictionary>("./en/*.ts", { eager: true });
const french = import.meta.glob<Dictionary>("./fr/*.ts", { eager: true });
const dutch = import.meta.glob<Dictionary>("./nl/*.ts", { eager: true });

/** Strings the spec quotes in English on every page, whatever the language. */
const quotedBySpec = new Set(["Oops! Page not found", "Return to Home", "Unexpected Application Error!"]);

/**
 * French texts the spec quotes word for word (its error catalogue and validation table): they keep
 * the spec's spelling, straight apostrophe and "email" included.
 */
const frenchQuotedBySpec = new Set(["Adresse email invalide", "Une erreur s'est produite. Veuillez réessayer."]);

function leaves(value: unknown, path = ""): [string, string][] {
  if (typeof value === "string") return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => leaves(v, `${path}[${i}]`));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([k, v]) => leaves(v, path ? `${path}.${k}` : k));
  }
  return [];
}

/** Every file that holds French copy: the page dictionaries, the form's copy, the French fields of site.ts. */
const frenchSources: [string, unknown][] = [
  ...Object.entries(french),
  ["contact/copy.ts (fr)", contactCopy.fr],
  ["site.ts (French fields)", { editor: site.editor.fr, city: site.address.city.fr }],
];

/** A French text with what is not prose taken out: URLs and e-mail addresses. */
function prose(value: string): string {
  return value.replace(/\w+:\/\/\S+/g, "").replace(/\S+@\S+/g, "");
}

/** The pairs (English file, its translation) of one language. */
function translations(translated: Record<string, Dictionary>, folder: string) {
  return Object.entries(english).map(([file, en]) => [file, en, translated[file.replace("./en/", folder)]] as const);
}

describe.each([
  ["French", french, "./fr/"],
  ["Dutch", dutch, "./nl/"],
] as const)("the %s dictionaries", (language, translated, folder) => {
  it("exist for every English dictionary", () => {
    expect(Object.keys(translated).sort()).toEqual(
      Object.keys(english)
        .map((f) => f.replace("./en/", folder))
        .sort(),
    );
  });

  it.each(translations(translated, folder))(`%s has the same keys in ${language}`, (_file, en, other) => {
    expect(leaves(other).map(([p]) => p)).toEqual(leaves(en).map(([p]) => p));
  });

  it.each(translations(translated, folder))("%s leaves nothing in English but proper nouns and the spec's quotes", (_file, en, other) => {
    const byPath = new Map(leaves(other));
    const untranslated = leaves(en).filter(([path, value]) => {
      const same = byPath.get(path) === value;
      const words = value.trim().split(/\s+/).length;
      // Names, tags and short labels (Labs, CRM, Contact, LinkedIn) are the same in every language.
      return same && words > 3 && !quotedBySpec.has(value) && !value.includes("@") && !value.includes("://");
    });
    expect(untranslated).toEqual([]);
  });
});

describe("French copy, wherever it lives", () => {
  it.each(frenchSources)("%s: French typography (a non-breaking space before ! ? : ;)", (_file, copy) => {
    const wrong = leaves(copy).filter(([, value]) => !quotedBySpec.has(value) && /(\p{L}|\d|[ »)])[!?:;]/u.test(prose(value)));
    expect(wrong).toEqual([]);
  });

  it.each(frenchSources)("%s: typographic apostrophes (’), never a straight one", (_file, copy) => {
    const wrong = leaves(copy).filter(([, value]) => !frenchQuotedBySpec.has(value) && prose(value).includes("'"));
    expect(wrong).toEqual([]);
  });

  it.each(frenchSources)("%s: one spelling, « e-mail » (no email, courriel, mail)", (_file, copy) => {
    const wrong = leaves(copy).filter(([, value]) => {
      if (frenchQuotedBySpec.has(value)) return false;
      const words = prose(value).match(/[\p{L}\u2011-]*(?:mail|courriel)[\p{L}\u2011-]*/giu) ?? [];
      return words.some((word) => !/^e[\u2011-]mails?$/i.test(word));
    });
    expect(wrong).toEqual([]);
  });

  it.each(frenchSources)("%s: « e-mail » never breaks across lines: a non-breaking hyphen (U+2011)", (_file, copy) => {
    const wrong = leaves(copy).filter(([, value]) => !frenchQuotedBySpec.has(value) && /e-mail/i.test(prose(value)));
    expect(wrong).toEqual([]);
  });

  it.each(frenchSources)("%s: Belgian legal terms (an SRL has an administrateur, not a gérant)", (_file, copy) => {
    expect(leaves(copy).filter(([, value]) => /gérant/i.test(value))).toEqual([]);
  });

  it.each(frenchSources)("%s: the price tiers are « forfaits », never « offres » (the service lines are services)", (_file, copy) => {
    expect(leaves(copy).filter(([, value]) => /\boffres?\b/i.test(value))).toEqual([]);
  });

  it("the responsible editor is represented by its administrateur", () => {
    expect(site.editor.fr).toMatch(/administrateur/);
  });

  it("the footer's legal column is « Informations légales », not the name of the link it holds (« Mentions légales »)", () => {
    expect(frCommon.footer.legalTitle).toBe("Informations légales");
    expect(frCommon.footer.legal.legalNotice).toBe("Mentions légales");
  });

  it("a tier's label does not repeat its (English) name in French", () => {
    for (const tier of frPackages.tiers.items) {
      const stems = tier.title.split(/\s+/).map((word) => word.slice(0, 3).toLowerCase());
      const label = tier.name.split(/\s+/).map((word) => word.slice(0, 3).toLowerCase());
      expect(
        label.filter((stem) => stems.includes(stem)),
        `${tier.name} / ${tier.title}`,
      ).toEqual([]);
    }
  });

  it("no capital after a label: « Pour les équipes… », « For marketers… »", () => {
    for (const { audience } of [...frTraining.programmes.items, ...enTraining.programmes.items]) {
      expect(audience[0], audience).toBe(audience[0]?.toLowerCase());
    }
  });
});

/** The copy corrections of the site review: none of the old wordings is left, in either language. */
describe("copy corrections", () => {
  const all = (sources: Record<string, Dictionary>) =>
    Object.entries(sources).flatMap(([file, copy]) => leaves(copy).map(([path, value]) => [`${file} ${path}`, value] as const));
  const fr = [...all(french), ...leaves(contactCopy.fr).map(([path, value]) => [`contact/copy.ts fr ${path}`, value] as const)];
  const en = [...all(english), ...leaves(contactCopy.en).map(([path, value]) => [`contact/copy.ts en ${path}`, value] as const)];
  const found = (texts: (readonly [string, string])[], pattern: RegExp) =>
    texts.filter(([, value]) => pattern.test(prose(value))).map(([where]) => where);

  it.each([
    ["the anglicism « opérer » (piloter, gérer, exploiter)", /\bop[ée]r(er|ons|e|ent|ez)\b|l’op[èé]rent/i],
    ["« marketing sortant » (marketing relationnel)", /marketing sortant/i],
    ["« débutants qui apprennent sur votre compte »", /débutants qui apprennent/i],
    ["« sur votre compte » (à vos côtés)", /sur votre compte/i],
    ["« ce pour quoi nous sommes organisés »", /ce pour quoi nous sommes organisés/i],
    ["« bandeau cookies » (bandeau de cookies)", /bandeau cookies/i],
    ["« Survolez ou sélectionnez » (Touchez ou survolez)", /Survolez ou sélectionnez/i],
  ])("French: no %s", (_what, pattern) => {
    expect(found(fr, pattern)).toEqual([]);
  });

  it("French: the corrected wordings are there", () => {
    const text = fr.map(([, value]) => value).join("\n");
    for (const phrase of [
      "Pas de juniors qui se forment à vos frais.",
      "Des experts confirmés à vos côtés",
      "C’est précisément pour cela que nous nous sommes organisés ainsi.",
      "bandeau de cookies",
      "Touchez ou survolez",
      "marketing relationnel",
    ]) {
      expect(text).toContain(phrase);
    }
  });

  it.each([
    ["« leave on the planned date » (go out on schedule)", /leave on the planned date/i],
    ["« one fixed quote » (each with a fixed quote)", /one fixed quote/i],
    ["« e-mail » (email)", /\be-mail/i],
  ])("English: no %s", (_what, pattern) => {
    expect(found(en, pattern)).toEqual([]);
  });
});

/** The packages page agrees with the service pages (issue 18, item 9). */
describe("packages and service lines", () => {
  it.each([
    ["en", enPackages],
    ["fr", frPackages],
  ] as const)("%s: says each package can be taken on its own or combined, as the cards do, and what 24/7 support means", (locale, copy) => {
    expect(copy.tiers.intro).toMatch(locale === "fr" ? /Prenez-les séparément ou combinez-les/ : /Take them on their own or combine them/);
    // Issue 37: no card contradicts the intro by including the previous package.
    expect(copy.tiers.items.flatMap((tier) => tier.features).filter((f) => /Everything in|Tout le contenu/.test(f))).toEqual([]);
    const support = copy.tiers.items.at(-1)!.features.at(-1)!;
    expect(support).toMatch(locale === "fr" ? /24\u00a0h\/24.*délais de réponse/ : /24\/7.*response times/);
    // No figure the agency has not given: no hours or minutes promised.
    expect(support.replace(/24\/7|24\u00a0h\/24, 7\u00a0j\/7/, "")).not.toMatch(/\d/);
  });
});

/** Every file that holds Dutch copy: the page dictionaries, the form's copy, the Dutch fields of site.ts. */
const dutchSources: [string, unknown][] = [
  ...Object.entries(dutch),
  ["contact/copy.ts (nl)", contactCopy.nl],
  ["site.ts (Dutch fields)", { editor: site.editor.nl, city: site.address.city.nl, role: site.legalRepresentative.role.nl }],
];

/** Issue 27: the site in Belgian Dutch, as complete as the French. */
describe("the Dutch dictionaries beside the French", () => {
  it.each(translations(dutch, "./nl/"))(
    "%s differs from French wherever English and French differ (nothing copied from the French)",
    (file, en, nl) => {
      const fr = new Map(leaves(french[file.replace("./en/", "./fr/")]));
      const enByPath = new Map(leaves(en));
      const copied = leaves(nl).filter(
        ([path, value]) => value.trim().split(/\s+/).length > 3 && fr.get(path) === value && enByPath.get(path) !== value,
      );
      expect(copied).toEqual([]);
    },
  );
});

describe("Dutch copy, wherever it lives", () => {
  it.each(dutchSources)("%s: addresses the reader as « u », never « je », « jij », « jouw » or « jullie »", (_file, copy) => {
    const informal = leaves(copy).filter(([, value]) => /\b(je|jij|jou|jouw|jullie)\b/i.test(prose(value)));
    expect(informal).toEqual([]);
  });

  it.each(dutchSources)("%s: one spelling, « e-mail » with a hyphen that never breaks (U+2011), never « email »", (_file, copy) => {
    const wrong = leaves(copy).filter(([, value]) => /\bemail|e-mail/i.test(prose(value)));
    expect(wrong).toEqual([]);
  });

  it.each(dutchSources)("%s: one term for the trade, « marketing automation », as Flemish B2B says it (issue 37)", (_file, copy) => {
    const wrong = leaves(copy).filter(([, value]) => /marketingautomatisering|marketing-automatisering/i.test(prose(value)));
    expect(wrong).toEqual([]);
  });

  it.each(dutchSources)("%s: no space before ! ? : ; (that is French typography)", (_file, copy) => {
    const wrong = leaves(copy).filter(([, value]) => /[\s\u00a0][!?:;]/.test(prose(value)));
    expect(wrong).toEqual([]);
  });

  it.each(dutchSources)("%s: typographic apostrophes (’), never a straight one", (_file, copy) => {
    expect(leaves(copy).filter(([, value]) => prose(value).includes("'"))).toEqual([]);
  });

  it("the form's texts the issue names: the counter, the sending state, the rules with the same limits", () => {
    expect(contactCopy.nl.counter).toBe("{count}/2000 tekens");
    expect(contactCopy.nl.sending).toBe("Bezig met verzenden…");
    // Copy fixes, round 6: the rules said as what to do, the message's minimum kept.
    expect(contactCopy.nl.errors.firstName).toBe("Vul uw voornaam in.");
    expect(contactCopy.nl.errors.message).toMatch(/minstens 10 tekens/);
  });

  it("the package names stay as they are; the tiers are « pakketten »", () => {
    expect(nlPackages.tiers.items.map((tier) => tier.title)).toEqual(enPackages.tiers.items.map((tier) => tier.title));
    expect(nlPackages.tiers.cta).toBe("Kies dit pakket");
    expect(nlPackages.tiers.intro).toMatch(/U kiest ze apart of combineert ze/);
    expect(nlPackages.tiers.items.flatMap((tier) => tier.features).filter((f) => /Alles uit/.test(f))).toEqual([]);
    const support = nlPackages.tiers.items.at(-1)!.features.at(-1)!;
    expect(support).toMatch(/24\/7.*reactietijden/);
    expect(support.replace(/24\/7/, "")).not.toMatch(/\d/);
  });
});

describe("the booking link's words", () => {
  it("are the same in the header and after a send, in each language", () => {
    for (const locale of ["en", "fr", "nl"] as const) {
      const common = { en: english["./en/common.ts"], fr: french["./fr/common.ts"], nl: dutch["./nl/common.ts"] }[locale];
      expect((common as { common: { booking: string } }).common.booking).toBe(contactCopy[locale].confirmation.booking);
    }
  });
});

/** Issue 37: the desk once said "Professional" where the site, the form and the mail say "Pulse Professional". */
describe("one name per package", () => {
  it("the packages page, the form's chip, the mail and the desk name each package alike", () => {
    for (const id of packageIds) {
      const title = packageTitle(id, "en");
      expect(enPackages.tiers.items.find((tier) => tier.key === id)!.title).toBe(title);
      for (const locale of ["fr", "nl"] as const) expect(packageTitle(id, locale)).toBe(title);
      expect(deskWords("en").packages[id]).toBe(title);
      expect(deskWords("fr").packages[id]).toBe(title);
    }
  });
});
