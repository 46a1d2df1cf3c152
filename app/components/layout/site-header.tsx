import { useCommonCopy } from "~/content/common";
import { href } from "~/i18n/href";
import { useLocale } from "~/i18n/use-locale";
import { site } from "~/site";
import { BookingLink } from "../booking-link";
import { LinkButton } from "../ui/link-button";
import { LanguageToggle } from "./language-toggle";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { NavLinks } from "./nav-links";

/**
 * The sticky bar. The two main actions, the language switch and the Contact button, stay in the bar
 * at every width from 320 px; below 1280 px only the section links go into the menu. The booking
 * link (when BOOKING_URL is set) sits beside Contact from 1024 px, and in the menu below. The bar's
 * container is the one the page's content and the footer use (`site-container`), so their left
 * edges line up.
 */
export function SiteHeader() {
  const locale = useLocale();
  const t = useCommonCopy();
  return (
    <header className="site-header sticky top-0 z-40 border-b border-line bg-surface print:border-0">
      <div className="site-container flex h-16 items-center justify-between gap-2 sm:gap-4">
        <a
          href={href("home", locale)}
          aria-label={t.homeLink}
          className="site-logo flex min-h-11 min-w-11 shrink-0 items-center gap-2 text-lg font-bold whitespace-nowrap text-ink"
        >
          <Logo />
          {/* The name beside the mark from 440 px (below, the mark, the two language links, Contact and the menu fill the bar); the link's name says it at every width. */}
          <span className="max-[439px]:hidden">{site.brand}</span>
        </a>
        <nav aria-label={t.nav.label} className="hidden xl:block print:hidden">
          <NavLinks />
        </nav>
        <div className="flex shrink-0 items-center gap-2 whitespace-nowrap sm:gap-3 print:hidden">
          <LanguageToggle />
          <BookingLink variant="header" />
          <LinkButton to={href("contact", locale)} compact>
            {t.nav.contact}
          </LinkButton>
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
