/**
 * Checks of the agency's identity in app/site.ts: a Belgian enterprise number passes its mod-97
 * check, the phone is a Belgian number in E.164 form, and the fields still marked as placeholders
 * are listed with their values (the production server warns about each at start-up).
 */
import type { Locale } from "./i18n/locale";
import { site } from "./site.ts";

/** "BE 0123.456.749", "0123456749": ten digits, starting with 0 or 1, the last two 97 − (first eight mod 97). */
export function isBelgianEnterpriseNumber(value: string): boolean {
  const digits = value.replace(/^BE/i, "").replace(/[\s.]/g, "");
  if (!/^[01]\d{9}$/.test(digits)) return false;
  return 97 - (Number(digits.slice(0, 8)) % 97) === Number(digits.slice(8));
}

/**
 * A Belgian number in E.164 form: +32, then 8 digits for a fixed line (zone 2–9 or 1x)
 * or 9 digits for a mobile (4xx).
 */
export function isBelgianE164(value: string): boolean {
  return /^\+32(4[5-9]\d{7}|[1-9]\d{7})$/.test(value);
}

interface Identity {
  enterpriseNumber: string;
  phone: { display: string; tel: string };
  placeholders: readonly string[];
  [field: string]: unknown;
}

/** What is wrong with the identity's values, one line each (empty when all is well). */
export function identityProblems(identity: Identity = site): string[] {
  const problems: string[] = [];
  if (!isBelgianEnterpriseNumber(identity.enterpriseNumber)) {
    problems.push(`enterpriseNumber "${identity.enterpriseNumber}" fails the Belgian enterprise number check (mod 97)`);
  }
  if (!isBelgianE164(identity.phone.tel)) problems.push(`phone.tel "${identity.phone.tel}" is not a Belgian E.164 number (+32…)`);
  if (identity.phone.display.replace(/\D/g, "") !== identity.phone.tel.replace(/\D/g, "")) {
    problems.push(`phone.display "${identity.phone.display}" is not the number in phone.tel`);
  }
  return problems;
}

/** One warning per field still marked as placeholder, naming its value. */
export function placeholderWarnings(identity: Identity = site): string[] {
  return identity.placeholders.map((field) => {
    const value = identity[field];
    return `app/site.ts: ${field} is still a placeholder (${JSON.stringify(value)}): replace it before launch`;
  });
}

interface Representative {
  legalRepresentative: { name: string; role: Readonly<Record<Locale, string>> };
  editor: Readonly<Record<Locale, string>>;
}

/**
 * The legal notice's responsible editor: the legal representative by name and role once
 * app/site.ts names them, until then the company's own wording.
 */
export function representativeLine(identity: Representative, locale: Locale): string {
  const { name, role } = identity.legalRepresentative;
  if (name) return `${name}, ${role[locale]}`;
  return identity.editor[locale];
}
