import { useLocation } from "react-router";
import { useCommonCopy } from "~/content/common";
import { href, switchLocale } from "~/i18n/href";
import { isNotFoundShell, pageAt } from "~/i18n/pages";
import { useLocale } from "~/i18n/use-locale";

/**
 * Links to this page in the other language (the counterpart route, aliases included). On the 404
 * page, which is one document for every unknown path, the link goes to the other language's home
 * and the page's script points it at the path with /fr added or stripped (`data-locale-switch`).
 */
export function LanguageToggle() {
  const { pathname } = useLocation();
  const locale = useLocale();
  const t = useCommonCopy();
  const other = locale === "en" ? "fr" : "en";
  const unknown = !pageAt(pathname);
  return (
    <a
      href={isNotFoundShell(pathname) ? href("home", other) : switchLocale(pathname)}
      hrefLang={other}
      lang={other}
      data-locale-switch={unknown ? "" : undefined}
      aria-label={t.language.switchTo}
      className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border border-slate-300 px-3 text-sm font-semibold text-ink hover:bg-slate-100"
    >
      <span aria-hidden="true">
        <span className="text-muted">{t.language.current}</span> / {t.language.short}
      </span>
    </a>
  );
}
