import { useLocation } from "react-router";
import { useCommonCopy } from "~/content/common";
import { href } from "~/i18n/href";
import { mainNav, pageAt } from "~/i18n/pages";
import { useLocale } from "~/i18n/use-locale";

/**
 * The eight section links, as a list; used by the desktop bar and the mobile menu. Plain links:
 * every page is its own document (prerendered on hover by the speculation rules).
 */
export function NavLinks({ vertical = false }: { vertical?: boolean }) {
  const locale = useLocale();
  const current = pageAt(useLocation().pathname)?.id;
  const t = useCommonCopy();
  return (
    <ul className={vertical ? "flex flex-col gap-1" : "flex items-center gap-1"}>
      {mainNav.map((id) => {
        const active = id === current;
        return (
          <li key={id}>
            <a
              href={href(id, locale)}
              aria-current={active ? "page" : undefined}
              // In the bar, a little narrower: room for the booking link beside Contact.
              className={`flex min-h-11 items-center rounded-lg text-sm font-medium whitespace-nowrap ${
                active ? "bg-tint text-accent-strong" : "text-ink hover:bg-hover"
              } ${vertical ? "px-3 text-base" : "px-2.5"}`}
            >
              {t.nav.items[id as keyof typeof t.nav.items]}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
