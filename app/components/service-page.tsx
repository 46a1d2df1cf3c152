import type { LucideIcon } from "lucide-react";
import { CtaBanner } from "~/components/ui/cta-banner";
import { LinkButton } from "~/components/ui/link-button";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";
import { packageCardHref, servicePackages } from "~/content/packages";
import { href } from "~/i18n/href";
import { useLocale } from "~/i18n/use-locale";
import { IconCard } from "./icon-card";
import { IconTile } from "./icon-tile";
import { serviceVisuals, type ServiceId } from "./service-visuals";

interface Feature {
  readonly title: string;
  readonly text: string;
  readonly points: readonly string[];
}

/** The dictionary shape the Labs, Pulse and Ops pages share. */
export interface ServicePageCopy {
  readonly hero: {
    readonly badge: string;
    readonly title: string;
    readonly lead: string;
    readonly cta: string;
    /** "See the Labs Starter package": to the service's package on the packages page. */
    readonly package: string;
  };
  readonly outcome: { readonly label: string; readonly title: string; readonly text: string };
  readonly features: {
    readonly title: string;
    readonly intro: string;
    readonly items: { readonly first: Feature; readonly second: Feature };
  };
  readonly cta: { readonly title: string; readonly text: string; readonly action: string };
}

/**
 * Labs, Pulse and Ops: hero (with the way to the service's package), outcome, two feature cards,
 * closing call to action.
 */
export function ServicePage({
  service,
  copy,
  featureIcons,
}: {
  service: ServiceId;
  copy: ServicePageCopy;
  featureIcons: readonly [LucideIcon, LucideIcon];
}) {
  const locale = useLocale();
  const contact = href("contact", locale);
  const { icon, gradient } = serviceVisuals[service];
  const features = [copy.features.items.first, copy.features.items.second] as const;

  return (
    <>
      <PageHero badge={copy.hero.badge} title={copy.hero.title} lead={copy.hero.lead}>
        <LinkButton to={contact}>{copy.hero.cta}</LinkButton>
        <LinkButton to={packageCardHref(servicePackages[service], locale)} variant="secondary">
          {copy.hero.package}
        </LinkButton>
      </PageHero>

      <section className="site-container pt-12 lg:pt-16">
        <div className="flex flex-col gap-5 rounded-3xl border border-tint-strong bg-tint p-6 sm:flex-row sm:items-start sm:p-8">
          <IconTile icon={icon} gradient={gradient} size="lg" />
          <div>
            <p className="text-sm font-semibold tracking-wide text-accent-strong uppercase">{copy.outcome.label}</p>
            <h2 className="mt-1 text-2xl font-bold tracking-tight text-ink sm:text-3xl">{copy.outcome.title}</h2>
            <p className="mt-3 max-w-3xl text-lg text-muted">{copy.outcome.text}</p>
          </div>
        </div>
      </section>

      <Section title={copy.features.title} intro={copy.features.intro}>
        <ul className="grid gap-6 lg:grid-cols-2">
          {features.map((feature, i) => (
            <IconCard
              key={feature.title}
              icon={featureIcons[i] ?? icon}
              gradient={gradient}
              title={feature.title}
              text={feature.text}
              points={feature.points}
            />
          ))}
        </ul>
      </Section>

      <CtaBanner copy={copy.cta} />
    </>
  );
}
