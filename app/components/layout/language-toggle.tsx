import { Languages } from "lucide-react";
import { useLocation } from "react-router";
import { useCommonCopy } from "~/content/common";
import { href, switchLocale } from "~/i18n/href";
import { languageSwitch, languageTag, locales } from "~/i18n/locale";
import { isErrorShell, pageAt } from "~/i18n/pages";
import { useLocale } from "~/i18n/use-locale";
import { useCaseSwitch } from "~/publishing/use-case-languages";
import { useArticleSwitch } from "~/publishing/use-article-languages";

/**
 * Links to this page in each other language (the counterpart route, aliases included): on a Dutch
 * page EN and FR, on a French page EN and NL, on an English page FR and NL, side by side in the bar
 * at every width. On the 404 page, which is one document for every unknown path, each link goes to
 * its language's home and the page's script points it at the path with the language prefix swapped
 * (`data-locale-switch` holds the target language). Each link shows its language's code ("FR") and
 * its name begins with that code ("FR – Version française"), so that a voice user who says what
 * they see reaches it (WCAG 2.5.3).
 */
export function LanguageToggle() {
  const { pathname } = useLocation();
  const locale = useLocale();
  const t = useCommonCopy();
  // A case study's page: the same case study in a language it has, else that language's projects page.
  // An Insights page: the same article where it exists, else that language's index, else its home.
  const articleSwitch = useArticleSwitch();
  const caseSwitch = useCaseSwitch() ?? articleSwitch;
  const unknown = !pageAt(pathname) && !caseSwitch;
  return (
    <div role="group" aria-label={t.language.label} className="flex items-center gap-1">
      <Languages aria-hidden="true" className="size-4 text-muted max-sm:hidden" />
      {locales
        .filter((other) => other !== locale)
        .map((other) => (
          <a
            key={other}
            href={caseSwitch ? caseSwitch(other) : isErrorShell(pathname) ? href("home", other) : switchLocale(pathname, other)}
            hrefLang={languageTag[other]}
            lang={languageTag[other]}
            data-locale-switch={unknown ? other : undefined}
            className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border border-line-strong px-2 text-sm font-semibold whitespace-nowrap text-ink hover:bg-hover"
          >
            {languageSwitch[other].code}
            <span className="sr-only"> – {languageSwitch[other].name}</span>
          </a>
        ))}
    </div>
  );
}
