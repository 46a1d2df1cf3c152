import { Link, useLocation } from "react-router";
import { useCommonCopy } from "~/content/common";
import { switchLocale } from "~/i18n/href";
import { useLocale } from "~/i18n/use-locale";

/** Links to this page in the other language (the counterpart route, aliases included). */
export function LanguageToggle({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const locale = useLocale();
  const t = useCommonCopy();
  const other = locale === "en" ? "fr" : "en";
  return (
    <Link
      to={switchLocale(pathname)}
      hrefLang={other}
      lang={other}
      onClick={onNavigate}
      aria-label={t.language.switchTo}
      className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border border-slate-300 px-3 text-sm font-semibold text-ink hover:bg-slate-100"
    >
      <span aria-hidden="true">
        <span className="text-muted">{t.language.current}</span> / {t.language.short}
      </span>
    </Link>
  );
}
