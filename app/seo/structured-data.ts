/**
 * schema.org descriptions for search engines, typed with schema-dts so that a misspelt or
 * misplaced property is a type error: the agency (home page) and each service line (its page), in
 * the page's language. Breadcrumbs are in breadcrumbs.ts.
 */
import type { ProfessionalService, Service, WithContext } from "schema-dts";
import { home as enHome } from "~/content/en/home";
import { home as frHome } from "~/content/fr/home";
import { home as nlHome } from "~/content/nl/home";
import { site } from "~/site";
import { vatNumberText } from "~/legal-facts";
import { absoluteUrl } from "~/i18n/absolute-url";
import { localizedMeta } from "./meta";
import { localeFromPath, type Locale } from "~/i18n/locale";
import { pageNames } from "./breadcrumbs";
import { pagePath } from "~/i18n/pages";

const homeCopy: Record<Locale, typeof frHome> = { en: enHome, fr: frHome, nl: nlHome };

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
    ...(vatNumberText(site) ? { vatID: vatNumberText(site)!.replace(/\W/g, "") } : {}),
    foundingDate: String(site.foundingYear),
    address: {
      "@type": "PostalAddress",
      streetAddress: site.address.street,
      postalCode: site.address.postalCode,
      addressLocality: site.address.city[locale],
      addressCountry: site.address.country,
    },
    areaServed: { "@type": "Country", name: t.areaServed },
    knowsLanguage: [...site.workingLanguages],
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

/** A service line's `meta` export: its head, and its schema.org Service in the page's language. */
export function serviceMeta(service: ServiceLine, copy: Record<Locale, { meta: { title: string; description: string } }>) {
  const head = localizedMeta(copy);
  return (args: { location: { pathname: string } }) => [
    ...head(args),
    { "script:ld+json": serviceJsonLd(service, localeFromPath(args.location.pathname)) },
  ];
}
