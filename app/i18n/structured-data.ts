/**
 * schema.org descriptions for search engines, typed with schema-dts so that a misspelt or
 * misplaced property is a type error: the agency (home page), each service line (its page) and
 * the breadcrumb trail of every inner page, in the page's language.
 */
import type { BreadcrumbList, ProfessionalService, Service, WithContext } from "schema-dts";
import { home as enHome } from "~/content/en/home";
import { sitemap as enSitemap } from "~/content/en/sitemap";
import { home as frHome } from "~/content/fr/home";
import { sitemap as frSitemap } from "~/content/fr/sitemap";
import { site } from "~/site";
import type { Locale } from "./locale";
import { absoluteUrl } from "./absolute-url";
import { pagePath, type PageId } from "./pages";

const homeCopy = { en: enHome, fr: frHome };
const pageNames = { en: enSitemap.names, fr: frSitemap.names };

/** One identifier for the agency, whatever the page's language, so every page names the same one. */
export const organizationId = `${absoluteUrl(pagePath("home", "en"))}#organization`;

export function organizationJsonLd(locale: Locale): WithContext<ProfessionalService> {
  const t = homeCopy[locale].organization;
  return {
    "@context": "https://schema.org",
    "@type": "ProfessionalService",
    "@id": organizationId,
    name: site.brand,
    legalName: site.legalName,
    description: t.description,
    url: absoluteUrl(pagePath("home", locale)),
    logo: absoluteUrl("/icon-512.png"),
    email: site.email,
    telephone: site.phone.tel,
    vatID: site.companyNumber,
    foundingDate: String(site.foundingYear),
    address: {
      "@type": "PostalAddress",
      streetAddress: site.address.street,
      postalCode: site.address.postalCode,
      addressLocality: locale === "fr" ? site.address.cityFr : site.address.city,
      addressCountry: site.address.country,
    },
    areaServed: { "@type": "Country", name: t.areaServed },
    knowsLanguage: ["en", "fr"],
    sameAs: [site.linkedin],
  };
}

export type ServiceLine = keyof typeof enHome.services.items;

/** A service line on its own page: what it is, who provides it, where. */
export function serviceJsonLd(service: ServiceLine, locale: Locale): WithContext<Service> {
  const item = homeCopy[locale].services.items[service];
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: pageNames[locale][service],
    serviceType: item.subtitle,
    description: item.description,
    url: absoluteUrl(pagePath(service, locale)),
    provider: { "@id": organizationId },
    areaServed: { "@type": "Country", name: homeCopy[locale].organization.areaServed },
  };
}

/** Home › page, in the page's language (the home page has none). */
export function breadcrumbJsonLd(id: PageId, locale: Locale): WithContext<BreadcrumbList> {
  const trail: PageId[] = ["home", id];
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((pageId, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: pageNames[locale][pageId],
      item: absoluteUrl(pagePath(pageId, locale)),
    })),
  };
}
