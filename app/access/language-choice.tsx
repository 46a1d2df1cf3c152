/**
 * The desk's choice of language: English, Français, Nederlands, each named in its own language and
 * marked with it (a screen reader reads it so), the current one marked and not offered again.
 * Plain HTML: a form of buttons in the desk's header, links on the pages before sign-in.
 */
import { locales, languageTag } from "~/i18n/locale";
import { CsrfField, linkClass } from "~/components/operator-ui";
import type { DeskLanguage } from "./page-language";

/** Each language's name, and what choosing it does, in that language. */
export const languageChoices: Record<DeskLanguage, { name: string; desk: string; page: string }> = {
  en: { name: "English", desk: "Switch the desk to English", page: "Show this page in English" },
  fr: { name: "Français", desk: "Passer le bureau en français", page: "Afficher cette page en français" },
  nl: { name: "Nederlands", desk: "Zet de desk in het Nederlands", page: "Toon deze pagina in het Nederlands" },
};

function Current({ lang }: { lang: DeskLanguage }) {
  return (
    <li lang={languageTag[lang]} aria-current="true" className="font-semibold text-ink">
      {languageChoices[lang].name}
    </li>
  );
}

/** In the desk's header: posts the operator's choice, kept on the operator. */
export function DeskLanguageForm({ lang, label, csrf }: { lang: DeskLanguage; label: string; csrf: string }) {
  return (
    <form method="post" action="/desk/language" aria-label={label}>
      <CsrfField token={csrf} />
      <ul className="flex items-center gap-x-3">
        {locales.map((l) =>
          l === lang ? (
            <Current key={l} lang={l} />
          ) : (
            <li key={l}>
              <button
                type="submit"
                name="language"
                value={l}
                lang={languageTag[l]}
                aria-label={languageChoices[l].desk}
                className="min-h-11 font-semibold text-accent hover:underline"
              >
                {languageChoices[l].name}
              </button>
            </li>
          ),
        )}
      </ul>
    </form>
  );
}

/** On the sign-in and enrolment pages: the same page in each other language. */
export function PageLanguageLinks({ lang, label, hrefs }: { lang: DeskLanguage; label: string; hrefs: Record<DeskLanguage, string> }) {
  return (
    <nav aria-label={label} className="mb-4 text-sm">
      <ul className="flex justify-end gap-x-4">
        {locales.map((l) =>
          l === lang ? (
            <Current key={l} lang={l} />
          ) : (
            <li key={l}>
              <a href={hrefs[l]} hrefLang={languageTag[l]} lang={languageTag[l]} aria-label={languageChoices[l].page} className={linkClass}>
                {languageChoices[l].name}
              </a>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
