import { useLoaderData } from "react-router";
import type { Route } from "./+types/projects";
import { projects as en } from "~/content/en/projects";
import { projects as fr } from "~/content/fr/projects";
import { projects as nl } from "~/content/nl/projects";
import { callScript, InlineScript } from "~/components/inline-script";
import { ProjectCard } from "~/components/project-card";
import { casesIn, contentOf } from "~/publishing/content";
import { casePath } from "~/publishing/paths";
import { slugIn } from "~/publishing/slugs";
import { projectOf, proofOf } from "~/publishing/case-view";
import { localeFromPath } from "~/i18n/locale";
import { tagTooltips } from "~/components/tooltip-script";
import { CtaBanner } from "~/components/ui/cta-banner";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";
import { localizedMeta } from "~/seo/meta";
import { useLocale } from "~/i18n/use-locale";

const copy = { en, fr, nl };
/** The spec: a tooltip opens after 700 ms, and at once on a neighbour within 300 ms. */
const tooltipDelays = { open: 700, skip: 300 } as const;

export const meta: Route.MetaFunction = localizedMeta(copy);

/** The case studies published in the page's language: the server's content, the seed while prerendering. */
export function loader({ context, request }: Route.LoaderArgs) {
  return { cases: casesIn(contentOf(context), localeFromPath(new URL(request.url).pathname)) };
}

export default function Projects() {
  const loaderData = useLoaderData<typeof loader>();
  const locale = useLocale();
  const t = copy[locale];
  const labels = {
    actions: t.list.actionsLabel,
    tags: t.list.tagsLabel,
    tagHint: t.list.tagHint,
    results: t.list.results,
    platforms: t.list.platforms,
    quote: t.list.quote,
  };
  return (
    <>
      <PageHero badge={t.hero.badge} title={t.hero.title} lead={t.hero.lead} />
      <Section title={t.list.title}>
        <div className="grid gap-8 lg:grid-cols-2">
          {loaderData.cases.map((view) => (
            <ProjectCard
              key={view.slug}
              project={projectOf(view, t)}
              tagDefs={t.tags}
              labels={labels}
              proof={proofOf(view)}
              locale={locale}
              href={casePath(slugIn(view, locale), locale)}
            />
          ))}
        </div>
        <InlineScript code={callScript(tagTooltips, tooltipDelays.open, tooltipDelays.skip)} />
      </Section>
      <CtaBanner copy={t.cta} />
    </>
  );
}
