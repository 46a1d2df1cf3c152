/**
 * What a Belgian company's website must say about it (Code of companies and associations, art.
 * 2:20; Code of economic law, art. III.25 and III.74), from the facts in app/site.ts: its name
 * and legal form in full, its registered office, its enterprise number (KBO/BCE) with the words
 * "RPR/RPM" and the enterprise court of its registered office, its VAT number when it is liable,
 * an e-mail address, and the supervising authority when its activity needs an authorisation. One
 * set of facts, shown in the three languages; the build stops when one of them is missing
 * (`missingLegalFacts`, run by vite.config.ts). Relative imports with their extension: vite.config.ts loads this.
 */
import type { Locale } from "./i18n/locale";
import { site } from "./site.ts";
import { isBelgianEnterpriseNumber } from "./site-identity.ts";

/** The forms of the Code of companies and associations a small agency may take, in full, and their abbreviations. */
export const legalForms = {
  SRL: {
    name: { en: "private limited liability company", fr: "société à responsabilité limitée", nl: "besloten vennootschap" },
    abbreviation: { en: "SRL/BV", fr: "SRL", nl: "BV" },
  },
  SA: {
    name: { en: "public limited company", fr: "société anonyme", nl: "naamloze vennootschap" },
    abbreviation: { en: "SA/NV", fr: "SA", nl: "NV" },
  },
  SC: {
    name: { en: "cooperative company", fr: "société coopérative", nl: "coöperatieve vennootschap" },
    abbreviation: { en: "SC/CV", fr: "SC", nl: "CV" },
  },
} as const satisfies Record<string, { name: Record<Locale, string>; abbreviation: Record<Locale, string> }>;

export type LegalForm = keyof typeof legalForms;

/** The facts the legal notice is made of (app/site.ts holds them). */
export interface LegalIdentity {
  legalName: string;
  legalForm: string;
  email: string;
  address: { street: string; postalCode: string; city: Readonly<Record<Locale, string>> };
  enterpriseNumber: string;
  registerCourt: Readonly<Record<Locale, string>>;
  vatLiable: boolean;
  supervisingAuthority: { name: Readonly<Record<Locale, string>>; url: string } | null;
}

const locales = ["en", "fr", "nl"] as const satisfies readonly Locale[];

/** "0123.456.749": the enterprise number as the KBO/BCE writes it, whatever way site.ts spells it. */
export function enterpriseNumberText(value: string): string {
  const digits = value.replace(/^BE/i, "").replace(/\D/g, "");
  return `${digits.slice(0, 4)}.${digits.slice(4, 7)}.${digits.slice(7)}`;
}

/** A Belgian VAT number is the enterprise number after "BE" ("BE 0123.456.749"); null when the company is not liable. */
export function vatNumberText(identity: Pick<LegalIdentity, "enterpriseNumber" | "vatLiable">): string | null {
  return identity.vatLiable ? `BE ${enterpriseNumberText(identity.enterpriseNumber)}` : null;
}

/** The legal form in full, with its abbreviation: "Société à responsabilité limitée (SRL)". */
export function legalFormText(form: string, locale: Locale): string {
  const known = legalForms[form as LegalForm];
  const name = known.name[locale];
  return `${name.charAt(0).toUpperCase()}${name.slice(1)} (${known.abbreviation[locale]})`;
}

const empty = (value: string | undefined) => !value || !value.trim();

/**
 * Each fact the legal notice lacks, one line naming it (empty when all are there): the build
 * fails on any of them, and the launch checklist names the same facts.
 */
export function missingLegalFacts(identity: LegalIdentity = site): string[] {
  const missing: string[] = [];
  const need = (ok: boolean, fact: string, what: string) => {
    if (!ok) missing.push(`app/site.ts: ${fact} ${what}`);
  };
  need(!empty(identity.legalName), "legalName", "is empty: the company's name (art. 2:20 CSA)");
  need(
    identity.legalForm in legalForms,
    "legalForm",
    `"${identity.legalForm}" is not one of ${Object.keys(legalForms).join(", ")}: the legal form in full (art. 2:20 CSA)`,
  );
  need(
    !empty(identity.address.street) && !empty(identity.address.postalCode),
    "address",
    "is empty: the registered office (art. 2:20 CSA)",
  );
  need(!empty(identity.email), "email", "is empty: an address for quick contact (art. III.74 CEL)");
  need(!empty(identity.enterpriseNumber), "enterpriseNumber", "is empty: the enterprise number (KBO/BCE, art. 2:20 CSA)");
  if (!empty(identity.enterpriseNumber)) {
    need(
      isBelgianEnterpriseNumber(identity.enterpriseNumber),
      "enterpriseNumber",
      `"${identity.enterpriseNumber}" fails the Belgian enterprise number check (mod 97)`,
    );
  }
  for (const locale of locales) {
    need(!empty(identity.address.city[locale]), `address.city.${locale}`, "is empty: the registered office's city");
    need(
      !empty(identity.registerCourt[locale]),
      `registerCourt.${locale}`,
      "is empty: the enterprise court of the registered office, after « RPR/RPM » (art. 2:20 CSA)",
    );
    if (identity.supervisingAuthority) {
      need(
        !empty(identity.supervisingAuthority.name[locale]),
        `supervisingAuthority.name.${locale}`,
        "is empty: the supervising authority (art. III.74 CEL)",
      );
    }
  }
  return missing;
}
