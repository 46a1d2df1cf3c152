import { Menu, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useCommonCopy } from "~/content/common";
import { href } from "~/i18n/href";
import { useLocale } from "~/i18n/use-locale";
import { LanguageToggle } from "./language-toggle";
import { NavLinks } from "./nav-links";
import { LinkButton } from "../ui/link-button";

/**
 * Small-screen navigation: a disclosure button with aria-expanded. Closes on a link click,
 * a backdrop click and Escape; focus goes back to the button.
 */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const t = useCommonCopy();
  const locale = useLocale();

  const close = (restoreFocus: boolean) => {
    setOpen(false);
    if (restoreFocus) button.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") close(true);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  return (
    <div className="lg:hidden">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? t.nav.closeMenu : t.nav.openMenu}
        onClick={() => setOpen((value) => !value)}
        className="relative z-50 inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg text-ink hover:bg-slate-100"
      >
        {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
      </button>
      {open && (
        <div
          data-testid="menu-backdrop"
          className="fixed inset-0 top-16 z-30 bg-slate-900/40"
          onClick={() => close(true)}
        />
      )}
      <nav
        id={panelId}
        aria-label={t.nav.menu}
        hidden={!open}
        className="fixed inset-x-0 top-16 z-40 max-h-[calc(100vh-4rem)] overflow-y-auto border-b border-slate-200 bg-white px-4 pt-2 pb-6 shadow-lg"
      >
        <NavLinks vertical onNavigate={() => close(true)} />
        <div className="mt-4 flex items-center gap-3">
          <LanguageToggle onNavigate={() => close(true)} />
          <span onClick={() => close(true)}>
            <LinkButton to={href("contact", locale)}>{t.nav.contact}</LinkButton>
          </span>
        </div>
      </nav>
    </div>
  );
}
