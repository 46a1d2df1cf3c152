import type { Route } from "./+types/legal-notice";
import { legalNotice as en } from "~/content/en/legal-notice";
import { legalNotice as fr } from "~/content/fr/legal-notice";
import { InfoList } from "~/components/info-list";
import { Card } from "~/components/ui/card";
import { PageHero } from "~/components/ui/page-hero";
import { localizedMeta } from "~/i18n/meta";
import { useLocale } from "~/i18n/use-locale";
import { site } from "~/site";

const copy = { en, fr };

export const meta: Route.MetaFunction = localizedMeta(copy);

const linkClass = "font-medium break-all text-accent underline underline-offset-4";

export default function LegalNotice() {
  const locale = useLocale();
  const t = copy[locale];
  const { address } = site;
  const city = locale === "fr" ? address.cityFr : address.city;
  return (
    <>
      <PageHero badge={t.hero.badge} title={t.hero.title} lead={t.hero.lead} />
      <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-12 sm:px-6 md:grid-cols-2 lg:py-16">
        <Card as="article">
          <h2 className="text-xl font-bold text-ink">{t.editor.title}</h2>
          <div className="mt-5">
            <InfoList
              items={[
                { label: t.editor.company, value: site.legalName },
                {
                  label: t.editor.address,
                  value: `${address.street}, ${address.postalCode} ${city}, ${t.editor.country}`,
                },
                { label: t.editor.companyNumber, value: site.companyNumber },
                { label: t.editor.director, value: locale === "fr" ? site.editorFr : site.editor },
                {
                  label: t.editor.email,
                  value: (
                    <a href={`mailto:${site.email}`} className={linkClass}>
                      {site.email}
                    </a>
                  ),
                },
                {
                  label: t.editor.phone,
                  value: (
                    <a href={`tel:${site.phone.tel}`} className={linkClass}>
                      {site.phone.display}
                    </a>
                  ),
                },
              ]}
            />
          </div>
        </Card>
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
        <Card as="article">
          <h2 className="text-xl font-bold text-ink">{t.dataProtection.title}</h2>
          <div className="mt-3 space-y-3 text-muted">
            {t.dataProtection.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            <p>
              {t.dataProtection.rightsBefore}
              <a href={`mailto:${site.email}`} className={linkClass}>
                {site.email}
              </a>
              {t.dataProtection.rightsAfter}
            </p>
          </div>
        </Card>
        <Card as="article">
          <h2 className="text-xl font-bold text-ink">{t.cookies.title}</h2>
          <div className="mt-3 space-y-3 text-muted">
            {t.cookies.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </Card>
      </div>
    </>
  );
}
