import { useLocation } from "react-router";
import { useCommonCopy } from "~/content/common";
import { href } from "~/i18n/href";
import { mainNav, pageAt } from "~/i18n/pages";
import { useLocale } from "~/i18n/use-locale";
import { isService, useServiceLines } from "./service-lines";
import { ServiceLink, ServicesMenu } from "./services-menu";

/**
 * The eight section links, as a list; used by the desktop bar and the mobile menu. Plain links:
 * every page is its own document (prerendered on pointer down by the speculation rules). The three service
 * lines carry what each is in one line: in the phone menu under their names, in the bar in the
 * Services menu that takes their place (the bar has no room for three descriptions).
 */
export function NavLinks({ vertical = false }: { vertical?: boolean }) {
  const locale = useLocale();
  const current = pageAt(useLocation().pathname)?.id;
  const t = useCommonCopy();
  const services = useServiceLines();
  const sections = vertical ? mainNav : mainNav.filter((id) => !isService(id));
  return (
    <ul className={vertical ? "flex flex-col gap-1" : "flex items-center gap-1"}>
      {vertical ? null : (
        <li>
          <ServicesMenu current={current} />
        </li>
      )}
      {sections.map((id) => {
        const active = id === current;
        const service = services.find((s) => s.id === id);
        if (service) {
          return (
            <li key={id}>
              <ServiceLink {...service} current={active} />
            </li>
          );
        }
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
