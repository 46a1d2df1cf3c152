import { ArrowRight, Blocks, MapPin, Rocket, Users } from "lucide-react";
import type { Route } from "./+types/home";
import { HeroVisual } from "~/components/hero-visual";
import { IconCards } from "~/components/icon-card";
import { IconTile } from "~/components/icon-tile";
import { ServiceCard } from "~/components/service-card";
import { serviceIds, serviceVisuals } from "~/components/service-visuals";
import { CtaBanner } from "~/components/ui/cta-banner";
import { LinkButton } from "~/components/ui/link-button";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";
import { home as en } from "~/content/en/home";
import { home as fr } from "~/content/fr/home";
import { home as nl } from "~/content/nl/home";
import { href } from "~/i18n/href";
import { localeFromPath } from "~/i18n/locale";
import { pageMeta } from "~/seo/meta";
import { organizationJsonLd } from "~/seo/structured-data";
import { useLocale } from "~/i18n/use-locale";
import { useLoaderData } from "react-router";
import { PlatformRow } from "~/components/proof";
import { QuoteStrip } from "~/components/quote-strip";
import { contentOf } from "~/publishing/content";
import { bestProofIn, quotesIn } from "~/publishing/proof-view";
import { FirstScreenProof } from "~/components/first-screen-proof";
import { platforms } from "~/content/proof";

const copy = { en, fr, nl };
const whyIcons = { execution: Rocket, modular: Blocks, senior: Users } as const;

export const meta: Route.MetaFunction = ({ location }) => {
  const locale = localeFromPath(location.pathname);
  return [...pageMeta(location.pathname, copy[locale].meta), { "script:ld+json": organizationJsonLd(locale) }];
};

/** The client quotes and the best proof published in the page's language: the server's content, the seed while prerendering. */
export function loader({ context, request }: Route.LoaderArgs) {
  const content = contentOf(context);
  const locale = localeFromPath(new URL(request.url).pathname);
  return { quotes: quotesIn(content, locale), proof: bestProofIn(content, locale) };
}

export default function Home() {
  const locale = useLocale();
  const t = copy[locale];
  const contact = href("contact", locale);
  const { quotes, proof } = useLoaderData<typeof loader>();

  return (
    <>
      <PageHero
        badge={t.hero.badge}
        title={t.hero.title}
        lead={t.hero.subtitle}
        visual={<HeroVisual />}
        after={<FirstScreenProof proof={proof} caseLink={t.quotes.caseLink} />}
      >
        <LinkButton to={contact}>
          {t.hero.cta}
          <ArrowRight aria-hidden="true" focusable="false" className="size-4" />
        </LinkButton>
        <LinkButton to={href("projects", locale)} variant="secondary">
          {t.hero.secondary}
        </LinkButton>
      </PageHero>

      <section className="site-container pt-12 lg:pt-16">
        <div className="flex flex-col gap-5 rounded-3xl border border-line bg-surface-raised p-6 shadow-sm sm:flex-row sm:items-start sm:p-8">
          <IconTile icon={MapPin} size="lg" />
          <div>
            <h2 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{t.about.title}</h2>
            <p className="mt-3 max-w-3xl text-lg text-muted">{t.about.text}</p>
            <a
              href={href("about", locale)}
              className="mt-4 inline-flex min-h-11 items-center gap-2 rounded-lg font-semibold text-accent underline-offset-4 hover:text-accent-strong hover:underline"
            >
              {t.about.link}
              <ArrowRight aria-hidden="true" focusable="false" className="size-4" />
            </a>
          </div>
        </div>
      </section>

      <PlatformRow items={platforms} title={t.platforms.title} />

      <QuoteStrip quotes={quotes} labels={t.quotes} />

      <Section title={t.services.title} intro={t.services.intro}>
        <ul className="grid gap-6 lg:grid-cols-3">
          {serviceIds.map((id) => {
            const item = t.services.items[id];
            return (
              <ServiceCard
                key={id}
                icon={serviceVisuals[id].icon}
                gradient={serviceVisuals[id].gradient}
                title={item.title}
                subtitle={item.subtitle}
                description={item.description}
                outcomeHeading={t.services.outcomeHeading}
                outcomeLabel={item.outcomeLabel}
                outcomeText={item.outcomeText}
                linkText={`${t.services.linkPrefix} ${item.title}`}
                to={href(id, locale)}
              />
            );
          })}
        </ul>
      </Section>

      <div className="bg-surface-alt">
        <Section title={t.why.title} intro={t.why.intro}>
          <IconCards icons={whyIcons} items={t.why.points} className="grid gap-6 md:grid-cols-3" />
          <div className="mt-8">
            <LinkButton to={href("why", locale)} variant="secondary">
              {t.why.link}
            </LinkButton>
          </div>
        </Section>
      </div>

      <CtaBanner copy={t.cta} />
    </>
  );
}
