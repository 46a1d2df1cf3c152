import type { Route } from "./+types/projects";
import { projects as en } from "~/content/en/projects";
import { projects as fr } from "~/content/fr/projects";
import { projects as nl } from "~/content/nl/projects";
import { callScript, InlineScript } from "~/components/inline-script";
import { ProjectCard } from "~/components/project-card";
import { caseProof } from "~/content/proof";
import { tagTooltips } from "~/components/tooltip-script";
import { CtaBanner } from "~/components/ui/cta-banner";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";
import { localizedMeta } from "~/i18n/meta";
import { useLocale } from "~/i18n/use-locale";

const copy = { en, fr, nl };
/** The spec: a tooltip opens after 700 ms, and at once on a neighbour within 300 ms. */
const tooltipDelays = { open: 700, skip: 300 } as const;

export const meta: Route.MetaFunction = localizedMeta(copy);

export default function Projects() {
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
          {t.items.map((project) => (
            <ProjectCard
              key={project.key}
              project={project}
              tagDefs={t.tags}
              labels={labels}
              proof={caseProof[project.key as keyof typeof caseProof]}
              locale={locale}
            />
          ))}
        </div>
        <InlineScript code={callScript(tagTooltips, tooltipDelays.open, tooltipDelays.skip)} />
      </Section>
      <CtaBanner copy={t.cta} />
    </>
  );
}
