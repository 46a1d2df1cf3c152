import type { Route } from "./+types/training";
import { training as en } from "~/content/en/training";
import { training as fr } from "~/content/fr/training";
import { training as nl } from "~/content/nl/training";
import { ProgrammeCard } from "~/components/programme-card";
import { CtaBanner } from "~/components/ui/cta-banner";
import { LinkButton } from "~/components/ui/link-button";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";
import { href } from "~/i18n/href";
import { localizedMeta } from "~/seo/meta";
import { useLocale } from "~/i18n/use-locale";

const copy = { en, fr, nl };

export const meta: Route.MetaFunction = localizedMeta(copy);

export default function Training() {
  const locale = useLocale();
  const t = copy[locale];
  return (
    <>
      <PageHero badge={t.hero.badge} title={t.hero.title} lead={t.hero.lead}>
        <LinkButton to={href("contact", locale)}>{t.hero.contact}</LinkButton>
        <LinkButton to={href("packages", locale)} variant="secondary">
          {t.hero.packages}
        </LinkButton>
      </PageHero>
      <Section title={t.programmes.title} intro={t.programmes.intro}>
        <ul className="grid gap-6 md:grid-cols-2">
          {t.programmes.items.map((programme) => (
            <ProgrammeCard
              key={programme.key}
              programme={programme}
              audienceLabel={t.programmes.audienceLabel}
              topicsLabel={t.programmes.topicsLabel}
            />
          ))}
        </ul>
      </Section>
      <CtaBanner copy={t.cta} />
    </>
  );
}
