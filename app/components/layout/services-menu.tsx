import { ChevronDown } from "lucide-react";
import { useCommonCopy } from "~/content/common";
import { callScript, InlineScript } from "../inline-script";
import { syncMenuButton } from "./menu-script";
import { PopoverButton } from "./popover-button";
import { isService, useServiceLines } from "./service-lines";
import type { PageId } from "~/i18n/pages";

const menuId = "services-menu";

/**
 * The header bar's Services button from 1280 px: a popover listing the three service lines, each
 * with what it is in one line, so a buyer looking for "help with our CRM set-up" finds it without
 * opening three pages. Opening, closing on Escape and on a click outside are the browser's (no
 * script); the same few lines as the phone menu's keep `aria-expanded` in step. The panel hangs
 * under its button (CSS anchor positioning, app.css).
 */
export function ServicesMenu({ current }: { current: PageId | undefined }) {
  const active = isService(current);
  const t = useCommonCopy();
  const services = useServiceLines();
  return (
    <div className="group/services">
      <PopoverButton
        target={menuId}
        className={`services-button flex min-h-11 items-center gap-1 rounded-lg px-2.5 text-sm font-medium whitespace-nowrap ${
          active ? "bg-tint text-accent-strong" : "text-ink hover:bg-hover"
        }`}
      >
        {t.services.label}
        <ChevronDown aria-hidden="true" className="size-4 transition-transform group-has-[:popover-open]/services:rotate-180" />
      </PopoverButton>
      <div id={menuId} popover="auto" className="services-menu m-0 w-80 rounded-xl border border-line bg-surface p-2 text-ink shadow-lg">
        <ul className="flex flex-col gap-1">
          {services.map((service) => (
            <li key={service.id}>
              <ServiceLink {...service} current={service.id === current} />
            </li>
          ))}
        </ul>
      </div>
      <InlineScript code={callScript(syncMenuButton, menuId)} />
    </div>
  );
}

/** A service line's link: its name, and under it what it is. */
export function ServiceLink({ name, description, href, current }: { name: string; description: string; href: string; current?: boolean }) {
  return (
    <a
      href={href}
      aria-current={current ? "page" : undefined}
      className={`flex min-h-11 flex-col justify-center rounded-lg px-3 py-2 ${current ? "bg-tint" : "hover:bg-hover"}`}
    >
      <span className={`font-medium ${current ? "text-accent-strong" : "text-ink"}`}>{name}</span>
      <span className="text-sm text-muted">{description}</span>
    </a>
  );
}
