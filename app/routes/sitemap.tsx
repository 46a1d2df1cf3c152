import type { Route } from "./+types/sitemap";
import { sitemap as en } from "~/content/en/sitemap";
import { sitemap as fr } from "~/content/fr/sitemap";
import { sitemap as nl } from "~/content/nl/sitemap";
import { SitemapList } from "~/components/sitemap-list";
import { PageHero } from "~/components/ui/page-hero";
import { localizedMeta } from "~/seo/meta";
import { useLocale } from "~/i18n/use-locale";

const copy = { en, fr, nl };

export const meta: Route.MetaFunction = localizedMeta(copy);

export default function Sitemap() {
  const t = copy[useLocale()];
  return (
    <>
      <PageHero badge={t.hero.badge} title={t.hero.title} lead={t.hero.lead} />
      <div className="site-container grid gap-12 py-12 lg:grid-cols-3 lg:py-16">
        <SitemapList title={t.lists.en} locale="en" names={copy.en.names} pathLabel={t.lists.pathLabel} />
        <SitemapList title={t.lists.fr} locale="fr" names={copy.fr.names} pathLabel={t.lists.pathLabel} />
        <SitemapList title={t.lists.nl} locale="nl" names={copy.nl.names} pathLabel={t.lists.pathLabel} />
      </div>
    </>
  );
}
