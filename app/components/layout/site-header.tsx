import { useCommonCopy } from "~/content/common";
import { href } from "~/i18n/href";
import { useLocale } from "~/i18n/use-locale";
import { site } from "~/site";
import { LinkButton } from "../ui/link-button";
import { LanguageToggle } from "./language-toggle";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { NavLinks } from "./nav-links";

export function SiteHeader() {
  const locale = useLocale();
  const t = useCommonCopy();
  return (
    <header className="site-header sticky top-0 z-40 border-b border-line bg-surface print:border-0">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <a
          href={href("home", locale)}
          aria-label={t.homeLink}
          className="flex min-h-11 shrink-0 items-center gap-2 text-lg font-bold whitespace-nowrap text-ink"
        >
          <Logo />
          <span>{site.brand}</span>
        </a>
        <nav aria-label={t.nav.label} className="hidden xl:block print:hidden">
          <NavLinks />
        </nav>
        <div className="hidden shrink-0 items-center gap-3 whitespace-nowrap xl:flex print:hidden">
          <LanguageToggle />
          <LinkButton to={href("contact", locale)}>{t.nav.contact}</LinkButton>
        </div>
        <MobileMenu />
      </div>
    </header>
  );
}
