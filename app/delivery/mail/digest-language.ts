/**
 * The reminder digest's language (issue 36): the recipient's desk language; MAIL_TO's digest is in
 * the language of the operator MAIL_TO belongs to (else English), as the new-lead notification is.
 * And whether a request says it is urgent. The digest's words are in ./words (`digest`).
 */
import type { Locale } from "~/i18n/locale";

export type DigestLanguage = Locale;

/** The digest's language: the operator's desk language, else English. */
export function digestLanguage(value: string): DigestLanguage {
  return value === "fr" || value === "nl" ? value : "en";
}

/**
 * Whether a request says it is urgent: "URGENT" in capitals or "!!!" in any language, "dringend" in
 * Dutch, "urgent" in French (« urgente », « c'est urgent »), unless denied ("not urgent", « pas urgent »,
 * "niet dringend").
 */
export function soundsUrgent(message: string, language: string): boolean {
  const text = message.normalize("NFC");
  if (/!!!/.test(text)) return true;
  const denied = /\b(?:not|pas|niet|nicht)\s+(?:très\s+|zo\s+|so\s+|really\s+)?(?:urgent|dringend)/i;
  const said = (pattern: RegExp) => {
    const unsaid = text.replace(new RegExp(denied.source, "gi"), "");
    return pattern.test(unsaid);
  };
  if (said(/\bURGENT\b/)) return true;
  if (said(/\bdringend/i)) return true;
  return language === "fr" && said(/\burgent(?:e|es|s)?\b|\burgence\b/i);
}
