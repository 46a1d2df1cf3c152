import { BadgeCheck, Eye, Lightbulb, Target } from "lucide-react";
import type { Route } from "./+types/commitments";
import { IconCards } from "~/components/icon-card";
import { CtaBanner } from "~/components/ui/cta-banner";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";
import { commitments as en } from "~/content/en/commitments";
import { commitments as fr } from "~/content/fr/commitments";
import { commitments as nl } from "~/content/nl/commitments";
import { localizedMeta } from "~/seo/meta";
import { useLocale } from "~/i18n/use-locale";

const copy = { en, fr, nl };
const valueIcons = { transparency: Eye, quality: BadgeCheck, results: Target, innovation: Lightbulb } as const;

export const meta: Route.MetaFunction = localizedMeta(copy);

export default function Commitments() {
  const locale = useLocale();
  const t = copy[locale];

  return (
    <>
      <PageHero badge={t.hero.badge} title={t.hero.title} lead={t.hero.lead} />

      <Section title={t.values.title} intro={t.values.intro}>
        <IconCards icons={valueIcons} items={t.values.items} className="grid gap-6 md:grid-cols-2" />
      </Section>

      <CtaBanner copy={t.cta} />
    </>
  );
}
