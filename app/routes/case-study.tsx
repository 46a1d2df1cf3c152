import { data } from "react-router";
import type { Route } from "./+types/case-study";
import { projects as en } from "~/content/en/projects";
import { projects as fr } from "~/content/fr/projects";
import { projects as nl } from "~/content/nl/projects";
import { callScript, InlineScript } from "~/components/inline-script";
import { CheckList } from "~/components/check-list";
import { EntryPicture } from "~/components/content-picture";
import { CaseProofBlock } from "~/components/proof";
import { TagBadge } from "~/components/tag-badge";
import { tagTooltips } from "~/components/tooltip-script";
import { Card } from "~/components/ui/card";
import { CtaBanner } from "~/components/ui/cta-banner";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";
import { localeFromPath, locales } from "~/i18n/locale";
import { pages } from "~/i18n/pages";
import { useLocale } from "~/i18n/use-locale";
import { caseMeta } from "~/publishing/case-meta";
import { proofOf } from "~/publishing/case-view";
import { caseWords } from "~/publishing/case-words";
import { contentOf } from "~/publishing/content";
import { entryAtSlug } from "~/publishing/slugs";

const copy = { en, fr, nl };
const tooltipDelays = { open: 700, skip: 300 } as const;

/** The case study in the page's language, and the languages it is published in; 404 when it is not published in this one. */
export function loader({ context, request, params }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const entry = entryAtSlug(contentOf(context).caseStudies, locale, params.slug);
  const view = entry?.published[locale];
  if (!entry || !view) throw data(null, { status: 404 });
  return { view, languages: locales.filter((l) => entry.published[l]) };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) =>
  loaderData ? caseMeta(loaderData.view, localeFromPath(location.pathname), loaderData.languages) : [];

function actionLines(actions: string): string[] {
  return actions
    .split("\n")
    .map((line) => line.replace(/^\s*-\s*/, "").trim())
    .filter(Boolean);
}

export default function CaseStudy({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const t = copy[locale];
  const { view } = loaderData;
  return (
    <>
      <PageHero badge={view.text.client} title={view.text.title} lead={view.text.description} />
      <Section>
        <Card as="article" className="sm:p-8">
          <h2 className="text-2xl font-bold text-ink">{t.list.actionsLabel}</h2>
          <div className="mt-3">
            <CheckList items={actionLines(view.text.actions)} />
          </div>
          <EntryPicture image={view.image} alt={view.text.imageAlt} sizes="(min-width: 72rem) 65rem, 90vw" lazy frameClassName="mt-6" />
          <CaseProofBlock proof={proofOf(view)} locale={locale} labels={t.list} headingLevel="h2" />
          {view.tags.length > 0 && (
            <>
              <h2 className="mt-6 text-2xl font-bold text-ink">{t.list.tagsLabel}</h2>
              <p className="mt-1 text-sm text-muted print:hidden">{t.list.tagHint}</p>
              <ul data-tooltips="" className="mt-3 flex flex-wrap gap-2">
                {view.tags.map((id) => (
                  <li key={id}>
                    <TagBadge id={id} label={t.tags[id].label} help={t.tags[id].help} scope={view.slug} />
                  </li>
                ))}
              </ul>
            </>
          )}
        </Card>
        <p className="mt-8">
          <a href={pages.projects[locale]} className="font-semibold text-accent underline underline-offset-2">
            {caseWords[locale].back}
          </a>
        </p>
        <InlineScript code={callScript(tagTooltips, tooltipDelays.open, tooltipDelays.skip)} />
      </Section>
      <CtaBanner copy={t.cta} />
    </>
  );
}
