import { Mail, Phone } from "lucide-react";
import { LinkedinIcon } from "../ui/linkedin-icon";
import { useCommonCopy } from "~/content/common";
import { href } from "~/i18n/href";
import { accessibilityAnchor, type PageId } from "~/i18n/pages";
import { useServiceLines } from "./service-lines";
import { useLocale } from "~/i18n/use-locale";
import { useInsightsLink } from "~/publishing/use-insights-link";
import { site } from "~/site";
import { copyrightYears } from "./copyright-years";

// At least 44 × 44 px: a comfortable target for a thumb. On paper the printed address goes to the
// next line rather than squeezing the link's words ("Li/nk/ed/In").
const linkClass = "inline-flex min-h-11 min-w-11 items-center gap-2 text-slate-200 hover:text-white hover:underline print:flex-wrap";

function PageLinks({ links, extra }: { links: Partial<Record<PageId, string>>; extra?: { href: string; label: string } }) {
  const locale = useLocale();
  return (
    <ul className="mt-2">
      {extra && (
        <li>
          <a href={extra.href} className={linkClass}>
            {extra.label}
          </a>
        </li>
      )}
      {(Object.entries(links) as [PageId, string][]).map(([id, label]) => (
        <li key={id}>
          <a href={href(id, locale)} className={linkClass}>
            {label}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The three service lines, each with what it is in one line (the same table as the header's menus). */
function ServiceLinks() {
  return (
    <ul className="mt-2">
      {useServiceLines().map((service) => (
        <li key={service.id}>
          <a href={service.href} className="flex min-h-11 flex-col justify-center py-1 text-slate-200 hover:text-white hover:underline">
            <span className="font-medium">{service.name}</span>
            <span className="text-slate-300">{service.description}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

export function SiteFooter() {
  const t = useCommonCopy();
  const locale = useLocale();
  const insights = useInsightsLink();
  return (
    <footer className="bg-slate-900 text-slate-200">
      {/* One column on paper: the navigation and legal columns are not printed. */}
      <div className="site-container grid gap-10 py-12 md:grid-cols-3 lg:grid-cols-5 print:grid-cols-1 print:gap-4 print:py-6">
        <div>
          <p className="text-lg font-bold text-white">{site.brand}</p>
          <p className="mt-2 text-sm">{t.footer.tagline}</p>
        </div>
        <div>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{t.footer.contactTitle}</h2>
          <ul className="mt-2 text-sm">
            <li>
              <a href={`mailto:${site.email}`} className={linkClass}>
                <Mail aria-hidden="true" size={16} />
                <span className="sr-only">{t.footer.email}: </span>
                {site.email}
              </a>
            </li>
            <li>
              <a href={`tel:${site.phone.tel}`} className={linkClass}>
                <Phone aria-hidden="true" size={16} />
                <span className="sr-only">{t.footer.phone}: </span>
                {site.phone.display}
              </a>
            </li>
            <li>
              <a href={site.linkedin} className={linkClass} rel="noopener noreferrer" target="_blank">
                <LinkedinIcon />
                {t.footer.linkedin}
              </a>
            </li>
          </ul>
        </div>
        <div className="text-sm print:hidden">
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{t.services.label}</h2>
          <ServiceLinks />
        </div>
        <div className="text-sm print:hidden">
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{t.footer.navigationTitle}</h2>
          <PageLinks links={t.footer.navigation} extra={insights} />
        </div>
        <div className="text-sm print:hidden">
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{t.footer.legalTitle}</h2>
          <PageLinks links={t.footer.legal} />
          <a href={`${href("legalNotice", locale)}#${accessibilityAnchor}`} className={linkClass}>
            {t.footer.accessibility}
          </a>
        </div>
      </div>
      <div className="border-t border-slate-700">
        <p className="site-container py-6 text-sm">
          © {copyrightYears()} {site.legalName}. {t.footer.rights}
        </p>
      </div>
    </footer>
  );
}
