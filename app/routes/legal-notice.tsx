import type { Route } from "./+types/legal-notice";
import { legalNotice as en } from "~/content/en/legal-notice";
import { legalNotice as fr } from "~/content/fr/legal-notice";
import { legalNotice as nl } from "~/content/nl/legal-notice";
import { InfoList } from "~/components/info-list";
import { Card } from "~/components/ui/card";
import { PageHero } from "~/components/ui/page-hero";
import { intlLocale } from "~/i18n/locale";
import { localizedMeta } from "~/seo/meta";
import { useLocale } from "~/i18n/use-locale";
import { accessibilityAnchor, privacyAnchor, processorsAnchor } from "~/i18n/pages";
import { site } from "~/site";
import { representativeLine } from "~/site-identity";
import { enterpriseNumberText, legalFormText, vatNumberText } from "~/legal-facts";

const copy = { en, fr, nl };

export const meta: Route.MetaFunction = localizedMeta(copy);

const linkClass = "font-medium break-all text-accent underline underline-offset-4";
const subheadingClass = "mt-8 text-lg font-bold text-ink";
const bulletsClass = "mt-2 list-disc space-y-1 pl-5";

function Bullets({ items }: { items: readonly string[] }) {
  return (
    <ul className={bulletsClass}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** The GDPR notice (art. 13) for the contact form, at its own anchor: the form links to it. */
function PrivacyNotice() {
  const locale = useLocale();
  const t = copy[locale].dataProtection;
  const { address } = site;
  const city = address.city[locale];
  const processors = [
    { role: t.recipients.hosting, ...site.hosting },
    { role: t.recipients.mail, ...site.mailProvider },
  ];
  return (
    <Card as="article" id={privacyAnchor} className="scroll-mt-24 md:col-span-2">
      <h2 className="text-xl font-bold text-ink">{t.title}</h2>
      <div className="max-w-3xl text-muted">
        <p className="mt-3">{t.intro}</p>

        <h3 className={subheadingClass}>{t.controller.title}</h3>
        <p className="mt-2">{t.controller.text}</p>
        <p className="mt-2 text-ink">
          {site.legalName}, {address.street}, {address.postalCode} {city}, {copy[locale].editor.enterpriseNumber}{" "}
          {enterpriseNumberText(site.enterpriseNumber)},{" "}
          <a href={`mailto:${site.email}`} className={linkClass}>
            {site.email}
          </a>
        </p>

        <h3 className={subheadingClass}>{t.collected.title}</h3>
        <Bullets items={t.collected.items} />
        <p className="mt-2">{t.collected.hash}</p>

        <h3 className={subheadingClass}>{t.purposes.title}</h3>
        <Bullets items={t.purposes.items} />
        <p className="mt-2">{t.purposes.noAutomation}</p>

        <h3 className={subheadingClass}>{t.retention.title}</h3>
        <p className="mt-2">{t.retention.text}</p>

        <h3 id={processorsAnchor} className={`${subheadingClass} scroll-mt-24`}>
          {t.recipients.title}
        </h3>
        <p className="mt-2">{t.recipients.text}</p>
        <ul className={bulletsClass}>
          {processors.map((processor) => (
            <li key={processor.role}>
              {processor.role}
              {t.recipients.colon}
              <span className="text-ink">{processor.name}</span>, {processor.address},{" "}
              <a href={processor.url} className={linkClass}>
                {processor.url.replace(/^https?:\/\//, "")}
              </a>
            </li>
          ))}
        </ul>
        <p className="mt-2">{t.recipients.noTransfer}</p>

        <h3 className={subheadingClass}>{t.rights.title}</h3>
        <p className="mt-2">{t.rights.intro}</p>
        <Bullets items={t.rights.items} />
        <p className="mt-2">
          {t.rights.howBefore}
          <a href={`mailto:${site.email}`} className={linkClass}>
            {site.email}
          </a>
          {t.rights.howAfter}
        </p>

        <h3 className={subheadingClass}>{t.complaint.title}</h3>
        <p className="mt-2">{t.complaint.text}</p>
        <p className="mt-2 text-ink">
          {t.complaint.authority}, {t.complaint.address},{" "}
          <a href={t.complaint.url} className={linkClass}>
            {t.complaint.url.replace(/^https?:\/\//, "")}
          </a>
        </p>
      </div>
    </Card>
  );
}

/** The accessibility statement, at its own anchor: the footer links to it. */
function AccessibilityStatement() {
  const locale = useLocale();
  const t = copy[locale];
  return (
    <Card as="article" id={accessibilityAnchor} className="scroll-mt-20 md:col-span-2">
      <h2 className="text-xl font-bold text-ink">{t.accessibility.title}</h2>
      <div className="mt-3 space-y-3 text-muted">
        {t.accessibility.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <h3 className="mt-5 font-semibold text-ink">{t.accessibility.limitsTitle}</h3>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-muted">
        {t.accessibility.limits.map((limit) => (
          <li key={limit}>{limit}</li>
        ))}
      </ul>
      <h3 className="mt-5 font-semibold text-ink">{t.accessibility.feedbackTitle}</h3>
      <p className="mt-2 text-muted">
        {t.accessibility.feedback}{" "}
        <a href={`mailto:${site.email}`} className={linkClass}>
          {site.email}
        </a>
        {t.accessibility.feedbackAfter}
      </p>
      <p className="mt-5 text-sm text-muted">
        {t.accessibility.reviewed}{" "}
        <time dateTime={site.accessibilityReviewed}>
          {new Intl.DateTimeFormat(intlLocale[locale], { dateStyle: "long", timeZone: "UTC" }).format(new Date(site.accessibilityReviewed))}
        </time>
      </p>
    </Card>
  );
}

/**
 * The company behind the site, as article 2:20 of the Code of companies and associations and
 * articles III.25 and III.74 of the Code of economic law want it named: every fact from app/site.ts
 * (checked at build time, app/legal-facts.ts), each under its label in the page's language.
 */
function EditorCard() {
  const locale = useLocale();
  const t = copy[locale].editor;
  const { address } = site;
  const vat = vatNumberText(site);
  const authority = site.supervisingAuthority;
  const items = [
    { label: t.company, value: site.legalName },
    { label: t.legalForm, value: legalFormText(site.legalForm, locale) },
    { label: t.address, value: `${address.street}, ${address.postalCode} ${address.city[locale]}, ${t.country}` },
    { label: t.enterpriseNumber, value: enterpriseNumberText(site.enterpriseNumber) },
    { label: t.register, value: `${t.registerAbbreviation} ${site.registerCourt[locale]}` },
    ...(vat ? [{ label: t.vatNumber, value: vat }] : []),
    ...(authority
      ? [
          {
            label: t.supervisor,
            value: (
              <a href={authority.url} className={linkClass}>
                {authority.name[locale]}
              </a>
            ),
          },
        ]
      : []),
    { label: t.director, value: representativeLine(site, locale) },
    {
      label: t.email,
      value: (
        <a href={`mailto:${site.email}`} className={linkClass}>
          {site.email}
        </a>
      ),
    },
    {
      label: t.phone,
      value: (
        <a href={`tel:${site.phone.tel}`} className={linkClass}>
          {site.phone.display}
        </a>
      ),
    },
  ];
  return (
    <Card as="article">
      <h2 className="text-xl font-bold text-ink">{t.title}</h2>
      <div className="mt-5">
        <InfoList items={items} />
      </div>
    </Card>
  );
}

export default function LegalNotice() {
  const locale = useLocale();
  const t = copy[locale];
  return (
    <>
      <PageHero badge={t.hero.badge} title={t.hero.title} lead={t.hero.lead} />
      <div className="site-container grid gap-6 py-12 md:grid-cols-2 lg:py-16">
        <EditorCard />
        <Card as="article">
          <h2 className="text-xl font-bold text-ink">{t.hosting.title}</h2>
          <p className="mt-3 text-muted">{t.hosting.text}</p>
          <div className="mt-5">
            <InfoList
              items={[
                { label: t.hosting.name, value: site.hosting.name },
                { label: t.hosting.address, value: site.hosting.address },
                {
                  label: t.hosting.website,
                  value: (
                    <a href={site.hosting.url} className={linkClass}>
                      {site.hosting.url.replace(/^https?:\/\//, "")}
                    </a>
                  ),
                },
              ]}
            />
          </div>
        </Card>
        <PrivacyNotice />
        <Card as="article" className="md:col-span-2">
          <h2 className="text-xl font-bold text-ink">{t.cookies.title}</h2>
          <div className="mt-3 space-y-3 text-muted">
            {t.cookies.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </Card>
        <AccessibilityStatement />
      </div>
    </>
  );
}
