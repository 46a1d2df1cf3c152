import { Menu, X } from "lucide-react";
import { useCommonCopy } from "~/content/common";
import { callScript, InlineScript } from "../inline-script";
import { syncMenuButton } from "./menu-script";
import { PopoverButton } from "./popover-button";
import { NavLinks } from "./nav-links";
import { BookingLink } from "../booking-link";

const menuId = "site-menu";

/**
 * Small-screen navigation (the section links only: the language switch and Contact stay in the
 * bar) as an HTML popover: the browser opens it from its button and closes it
 * on Escape and a click outside, and its backdrop is a button that hides it, all with no script. The icon, the button's name and the
 * page's scroll lock follow `:popover-open` in CSS; a few lines of script add `aria-expanded`,
 * focus return and closing on a link.
 */
export function MobileMenu() {
  const t = useCommonCopy();
  return (
    <div className="group/menu xl:hidden print:hidden">
      <PopoverButton
        target={menuId}
        className="relative inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center rounded-lg text-ink hover:bg-hover"
      >
        <Menu aria-hidden="true" className="group-has-[:popover-open]/menu:hidden" />
        <X aria-hidden="true" className="hidden group-has-[:popover-open]/menu:block" />
        <span className="sr-only group-has-[:popover-open]/menu:hidden">{t.nav.openMenu}</span>
        <span className="sr-only hidden group-has-[:popover-open]/menu:inline">{t.nav.closeMenu}</span>
      </PopoverButton>
      <div
        id={menuId}
        popover="auto"
        className="site-menu fixed inset-x-0 top-16 bottom-0 m-0 h-auto max-h-none w-auto max-w-none border-0 bg-transparent p-0"
      >
        {/* The backdrop: a click on it closes the menu and reaches nothing underneath. */}
        <button
          type="button"
          popoverTarget={menuId}
          popoverTargetAction="hide"
          tabIndex={-1}
          aria-hidden="true"
          className="absolute inset-0 size-full cursor-default bg-slate-900/40"
        />
        <nav
          aria-label={t.nav.menu}
          className="relative max-h-full overflow-y-auto border-b border-line bg-surface px-4 pt-2 pb-6 text-ink shadow-lg"
        >
          <NavLinks vertical />
          <BookingLink variant="menu" className="mt-2 border-t border-line pt-2" />
        </nav>
      </div>
      <InlineScript code={callScript(syncMenuButton, menuId)} />
    </div>
  );
}
