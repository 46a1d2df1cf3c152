import { Languages } from "lucide-react";
import { useLocation } from "react-router";
import { useCommonCopy } from "~/content/common";
import { href, switchLocale } from "~/i18n/href";
import { isErrorShell, pageAt } from "~/i18n/pages";
import { useLocale } from "~/i18n/use-locale";

/**
 * Links to this page in the other language (the counterpart route, aliases included). On the 404
 * page, which is one document for every unknown path, the link goes to the other language's home
 * and the page's script points it at the path with /fr added or stripped (`data-locale-switch`).
 * It shows the other language's code ("FR") and its name begins with that code ("FR – Version
 * française"), so that a voice user who says what they see reaches it (WCAG 2.5.3).
 */
export function LanguageToggle() {
  const { pathname } = useLocation();
  const locale = useLocale();
  const t = useCommonCopy();
  const other = locale === "en" ? "fr" : "en";
  const unknown = !pageAt(pathname);
  return (
    <a
      href={isErrorShell(pathname) ? href("home", other) : switchLocale(pathname)}
      hrefLang={other}
      lang={other}
      data-locale-switch={unknown ? "" : undefined}
      className="inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-lg border border-line-strong px-2 text-sm sm:px-3 font-semibold whitespace-nowrap text-ink hover:bg-hover"
    >
      <Languages aria-hidden="true" className="size-4 text-muted max-sm:hidden" />
      {t.language.short}
      <span className="sr-only"> – {t.language.switchTo}</span>
    </a>
  );
}
