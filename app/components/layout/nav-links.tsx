import { NavLink } from "react-router";
import { useCommonCopy } from "~/content/common";
import { href } from "~/i18n/href";
import { mainNav } from "~/i18n/pages";
import { useLocale } from "~/i18n/use-locale";

/** The eight section links, as a list; used by the desktop bar and the mobile menu. */
export function NavLinks({ vertical = false, onNavigate }: { vertical?: boolean; onNavigate?: () => void }) {
  const locale = useLocale();
  const t = useCommonCopy();
  return (
    <ul className={vertical ? "flex flex-col gap-1" : "flex items-center gap-1"}>
      {mainNav.map((id) => (
        <li key={id}>
          <NavLink
            to={href(id, locale)}
            onClick={onNavigate}
            className={({ isActive }) =>
              `flex min-h-11 items-center rounded-lg px-3 text-sm font-medium ${
                isActive ? "bg-brand-50 text-brand-800" : "text-ink hover:bg-slate-100"
              } ${vertical ? "text-base" : ""}`
            }
          >
            {t.nav.items[id as keyof typeof t.nav.items]}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
