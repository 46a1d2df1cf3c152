import { intlLocale, languageTag, type Locale } from "~/i18n/locale";
import { acceptedLanguage } from "~/access/page-language";

/** The longest text each desk form takes, in characters (the forms' maxLength and the actions' checks). */
export const deskLimits = {
  note: 5000,
  /** A reply sent from the desk (with the lead's message quoted) and a reply template. */
  reply: 10_000,
  template: 5000,
} as const;

/** The reply form's and the template form's fields, in characters (maxLength and the actions' checks). */
export const replyLimits = { subject: 200, reply: deskLimits.reply, templateName: 100, template: deskLimits.template } as const;

/** The signature's fields, in characters: the operator's name, role and phone. */
export const signatureLimits = { name: 100, role: 100, phone: 40 } as const;

/**
 * The largest desk post that can be valid: its longest field at its limit in characters of up to
 * 4 UTF-8 bytes, each byte percent-encoded (3 characters), plus room for the other fields. Desk
 * posts get this limit rather than the contact form's.
 */
export const maxDeskBodyBytes = Math.max(...Object.values(deskLimits)) * 4 * 3 + 8 * 1024;

const tooLargeWords: Record<Locale, (n: string) => [title: string, text: string, back: string]> = {
  en: (n) => [
    "Text too long",
    `This text is too long for the lead desk: a note holds at most ${n} characters. Go back and shorten it; nothing was saved.`,
    "Back to the inbox",
  ],
  fr: (n) => [
    "Texte trop long",
    `Ce texte est trop long pour le bureau des demandes\u00a0: une note compte au plus ${n}\u00a0caractères. Revenez en arrière et raccourcissez-le\u00a0; rien n’a été enregistré.`,
    "Retour aux demandes",
  ],
  nl: (n) => [
    "Tekst te lang",
    `Deze tekst is te lang voor de leaddesk: een notitie telt hoogstens ${n} tekens. Ga terug en maak hem korter; er werd niets opgeslagen.`,
    "Terug naar de aanvragen",
  ],
};

/** The page a post over that limit gets, in the desk's words (the server answers it before any route). */
export function deskTooLargePage(
  acceptLanguage: string | undefined,
  words: Record<Locale, () => [title: string, text: string, back: string]> | undefined = undefined,
): string {
  const lang = acceptedLanguage(acceptLanguage ?? null);
  const [title, text, back] = words ? words[lang]() : tooLargeWords[lang](deskLimits.note.toLocaleString(intlLocale[lang]));
  return `<!doctype html><html lang="${languageTag[lang]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title></head><body><main><h1>${title}</h1><p>${text}</p><p><a href="/desk">${back}</a></p></main></body></html>`;
}
