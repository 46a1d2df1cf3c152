import { Compass, Handshake, Heart, Languages, MapPin, Puzzle, Route as RouteIcon, Target, Users, Wrench } from "lucide-react";
import type { Route } from "./+types/about";
import { IconCards } from "~/components/icon-card";
import { LinkButton } from "~/components/ui/link-button";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";
import { about as en } from "~/content/en/about";
import { about as fr } from "~/content/fr/about";
import { about as nl } from "~/content/nl/about";
import { href } from "~/i18n/href";
import { localizedMeta } from "~/seo/meta";
import { useLocale } from "~/i18n/use-locale";
import { useLoaderData } from "react-router";
import { TeamStrip } from "~/components/proof";
import { localeFromPath } from "~/i18n/locale";
import { contentOf } from "~/publishing/content";
import { teamIn, teamMember } from "~/publishing/proof-view";

const copy = { en, fr, nl };
const pillarIcons = { vision: Compass, values: Heart, team: Users, approach: RouteIcon, mission: Target } as const;
const highlightIcons = { belgium: MapPin, multilingual: Languages, agnostic: Puzzle, handsOn: Wrench } as const;

export const meta: Route.MetaFunction = localizedMeta(copy);

/** The team published in the page's language: the server's content, the seed while prerendering. */
export function loader({ context, request }: Route.LoaderArgs) {
  return { team: teamIn(contentOf(context), localeFromPath(new URL(request.url).pathname)).map(teamMember) };
}

export default function About() {
  const locale = useLocale();
  const t = copy[locale];
  const { team } = useLoaderData<typeof loader>();

  return (
    <>
      <PageHero badge={t.hero.badge} title={t.hero.title} lead={t.hero.lead} />

      <div className="site-container grid gap-10 pt-12 lg:grid-cols-2 lg:pt-16">
        {[t.story, t.whoWeAre].map((block) => (
          <section key={block.title}>
            <h2 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{block.title}</h2>
            {block.paragraphs.map((p) => (
              <p key={p} className="mt-4 text-lg text-muted">
                {p}
              </p>
            ))}
          </section>
        ))}
      </div>

      <Section title={t.pillars.title}>
        {/* Five cards and no empty slot: two by two with the last across, then three and two. */}
        <IconCards
          icons={pillarIcons}
          items={t.pillars.items}
          className="grid gap-6 md:grid-cols-2 md:[&>:last-child]:col-span-2 lg:grid-cols-6 lg:[&>*]:col-span-2 lg:[&>:nth-last-child(-n+2)]:col-span-3"
        />
      </Section>

      <div className="bg-surface-alt">
        <Section title={t.highlights.title}>
          <IconCards icons={highlightIcons} items={t.highlights.items} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4" />
        </Section>
      </div>

      <TeamStrip members={team} locale={locale} title={t.team.title} />

      {/* The closing call to action: not on paper. */}
      <section className="site-container py-12 print:hidden">
        <div className="rounded-3xl bg-brand-900 px-6 py-12 text-center text-white sm:px-12">
          <Handshake aria-hidden="true" focusable="false" className="mx-auto size-10 text-brand-100" />
          <h2 className="mt-4 text-2xl font-bold sm:text-3xl">{t.closing.title}</h2>
          <p className="mx-auto mt-3 max-w-2xl text-brand-100">{t.closing.text}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <LinkButton to={href("contact", locale)} variant="light">
              {t.closing.contact}
            </LinkButton>
            <LinkButton to={href("commitments", locale)} variant="secondary">
              {t.closing.commitments}
            </LinkButton>
          </div>
        </div>
      </section>
    </>
  );
}
