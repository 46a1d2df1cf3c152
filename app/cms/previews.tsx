/** A draft in one language laid out by the site's own components, per collection: what the one preview route (./routes/preview.tsx) shows. */
import { projects as projectsEn } from "~/content/en/projects";
import { projects as projectsFr } from "~/content/fr/projects";
import { projects as projectsNl } from "~/content/nl/projects";
import { about as aboutEn } from "~/content/en/about";
import { about as aboutFr } from "~/content/fr/about";
import { about as aboutNl } from "~/content/nl/about";
import { home as homeEn } from "~/content/en/home";
import { home as homeFr } from "~/content/fr/home";
import { home as homeNl } from "~/content/nl/home";
import { ArticleView } from "~/components/article-view";
import { CheckList } from "~/components/check-list";
import { CaseProofBlock, TeamStrip } from "~/components/proof";
import { QuoteStrip } from "~/components/quote-strip";
import { Card } from "~/components/ui/card";
import { PageHero } from "~/components/ui/page-hero";
import type { Locale } from "~/i18n/locale";
import type { ArticleShared, ArticleText } from "~/publishing/article";
import { articleWords } from "~/publishing/article-words";
import type { CaseView } from "~/publishing/case-study";
import { proofOf } from "~/publishing/case-view";
import type { QuoteView, TeamView } from "~/publishing/proof-collections";
import { teamMember } from "~/publishing/proof-view";
import type { CollectionKey } from "./collections/types";

const projects = { en: projectsEn, fr: projectsFr, nl: projectsNl };
const about = { en: aboutEn, fr: aboutFr, nl: aboutNl };
const home = { en: homeEn, fr: homeFr, nl: homeNl };

function CasePreview({ view, locale }: { view: CaseView; locale: Locale }) {
  const t = projects[locale];
  const actions = view.text.actions
    .split("\n")
    .map((line) => line.replace(/^\s*-\s*/, "").trim())
    .filter(Boolean);
  return (
    <>
      <PageHero badge={view.text.client} title={view.text.title} lead={view.text.description} />
      <div className="p-4 sm:p-8">
        <Card as="article" className="sm:p-8">
          <h2 className="text-2xl font-bold text-ink">{t.list.actionsLabel}</h2>
          <div className="mt-3">
            <CheckList items={actions} />
          </div>
          <CaseProofBlock proof={proofOf(view)} locale={locale} labels={t.list} headingLevel="h2" />
          <h2 className="mt-6 text-2xl font-bold text-ink">{t.list.tagsLabel}</h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {view.tags.map((tag) => (
              <li key={tag} className="rounded-full border border-tint-strong bg-tint px-3 py-1 text-sm font-medium text-accent-strong">
                {t.tags[tag].label}
              </li>
            ))}
          </ul>
        </Card>
      </div>
    </>
  );
}

function ArticlePreview({ view, locale, html }: { view: ArticleShared & { text: ArticleText }; locale: Locale; html: string }) {
  const t = articleWords[locale];
  return (
    <>
      <PageHero badge={t.name} title={view.text.title} lead={view.text.summary} />
      <div className="p-4 sm:p-8">
        <ArticleView view={view} locale={locale} html={html} />
      </div>
    </>
  );
}

/** `view`: the draft's shared fields and the language's text; `html`: an article's body rendered. */
export function Preview({ kind, view, locale, html }: { kind: CollectionKey; view: unknown; locale: Locale; html: string }) {
  if (kind === "case-study") return <CasePreview view={view as CaseView} locale={locale} />;
  if (kind === "article") return <ArticlePreview view={view as ArticleShared & { text: ArticleText }} locale={locale} html={html} />;
  if (kind === "team") return <TeamStrip members={[teamMember(view as TeamView)]} locale={locale} title={about[locale].team.title} />;
  return <QuoteStrip quotes={[{ ...(view as QuoteView), caseHref: null }]} labels={home[locale].quotes} />;
}
