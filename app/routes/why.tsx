import { Award, Blocks, Users } from "lucide-react";
import type { Route } from "./+types/why";
import { IconCards } from "~/components/icon-card";
import { Card } from "~/components/ui/card";
import { CtaBanner } from "~/components/ui/cta-banner";
import { LinkButton } from "~/components/ui/link-button";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";
import { why as en } from "~/content/en/why";
import { why as fr } from "~/content/fr/why";
import { why as nl } from "~/content/nl/why";
import { href } from "~/i18n/href";
import { localizedMeta } from "~/seo/meta";
import { useLocale } from "~/i18n/use-locale";

const copy = { en, fr, nl };
const benefitIcons = { modular: Blocks, results: Award, team: Users } as const;

export const meta: Route.MetaFunction = localizedMeta(copy);

export default function Why() {
  const locale = useLocale();
  const t = copy[locale];
  const contact = href("contact", locale);

  return (
    <>
      <PageHero badge={t.hero.badge} title={t.hero.title} lead={t.hero.lead}>
        <LinkButton to={contact}>{t.hero.cta}</LinkButton>
      </PageHero>

      <section className="site-container pt-12 lg:pt-16">
        <Card className="sm:p-8">
          <h2 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{t.whoWeAre.title}</h2>
          {t.whoWeAre.paragraphs.map((p) => (
            <p key={p} className="mt-4 max-w-3xl text-lg text-muted">
              {p}
            </p>
          ))}
        </Card>
      </section>

      <Section title={t.benefits.title} intro={t.benefits.intro}>
        <IconCards icons={benefitIcons} items={t.benefits.items} className="grid gap-6 md:grid-cols-3" />
      </Section>

      <CtaBanner copy={t.cta} />
    </>
  );
}
