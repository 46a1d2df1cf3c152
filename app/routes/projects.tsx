import * as Tooltip from "@radix-ui/react-tooltip";
import type { Route } from "./+types/projects";
import { projects as en } from "~/content/en/projects";
import { projects as fr } from "~/content/fr/projects";
import { ProjectCard } from "~/components/project-card";
import { CtaBanner } from "~/components/ui/cta-banner";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";
import { localizedMeta } from "~/i18n/meta";
import { useLocale } from "~/i18n/use-locale";

const copy = { en, fr };

export const meta: Route.MetaFunction = localizedMeta(copy);

export default function Projects() {
  const locale = useLocale();
  const t = copy[locale];
  const labels = {
    actions: t.list.actionsLabel,
    tags: t.list.tagsLabel,
    tagHint: t.list.tagHint,
  };
  return (
    <>
      <PageHero badge={t.hero.badge} title={t.hero.title} lead={t.hero.lead} />
      <Section title={t.list.title}>
        <Tooltip.Provider delayDuration={700} skipDelayDuration={300}>
          <div className="grid gap-8 lg:grid-cols-2">
            {t.items.map((project) => (
              <ProjectCard key={project.key} project={project} tagDefs={t.tags} labels={labels} />
            ))}
          </div>
        </Tooltip.Provider>
      </Section>
      <CtaBanner copy={t.cta} />
    </>
  );
}
