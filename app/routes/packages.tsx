import type { Route } from "./+types/packages";
import { packages as en } from "~/content/en/packages";
import { packages as fr } from "~/content/fr/packages";
import { packages as nl } from "~/content/nl/packages";
import { BookingLink } from "~/components/booking-link";
import { PackageCard } from "~/components/package-card";
import { Card } from "~/components/ui/card";
import { CtaBanner } from "~/components/ui/cta-banner";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";
import { contactWithPackage, packageCardId } from "~/content/packages";
import { localizedMeta } from "~/seo/meta";
import { useLocale } from "~/i18n/use-locale";

const copy = { en, fr, nl };

export const meta: Route.MetaFunction = localizedMeta(copy);

export default function Packages() {
  const locale = useLocale();
  const t = copy[locale];
  return (
    <>
      {/* Short, so that the cards start in the first screen of a laptop. */}
      <PageHero badge={t.hero.badge} title={t.hero.title} lead={t.hero.lead} compact />
      <Section title={t.tiers.title} intro={t.tiers.intro} aside={<BookingLink variant="button" />} className="pt-8 lg:pt-10">
        <ul className="grid gap-8 pt-4 lg:grid-cols-3 lg:items-stretch">
          {t.tiers.items.map((tier) => (
            <PackageCard
              key={tier.key}
              id={packageCardId(tier.key)}
              tier={tier}
              labels={t.tiers}
              to={contactWithPackage(tier.key, locale)}
            />
          ))}
        </ul>
      </Section>
      <Section title={t.included.title} className="pt-0 lg:pt-0">
        <ul className="grid gap-6 sm:grid-cols-3">
          {t.included.items.map((item) => (
            <Card as="li" key={item.title}>
              <h3 className="text-lg font-bold text-ink">{item.title}</h3>
              <p className="mt-2 text-muted">{item.text}</p>
            </Card>
          ))}
        </ul>
      </Section>
      <CtaBanner copy={t.cta} />
    </>
  );
}
