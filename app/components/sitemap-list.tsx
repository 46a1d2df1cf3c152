import { languageTag, type Locale } from "~/i18n/locale";
import { pageIds, type PageId } from "~/i18n/pages";
import { href } from "~/i18n/href";

/** Every page of the table in one language: its name (in that language) and its path. */
export function SitemapList({
  title,
  locale,
  names,
  pathLabel,
}: {
  title: string;
  locale: Locale;
  names: Readonly<Record<PageId, string>>;
  pathLabel: string;
}) {
  return (
    <section aria-labelledby={`sitemap-${locale}`}>
      <h2 id={`sitemap-${locale}`} className="text-2xl font-bold tracking-tight text-ink">
        {title}
      </h2>
      <ul lang={languageTag[locale]} className="mt-6 divide-y divide-line rounded-2xl border border-line bg-surface-raised">
        {pageIds.map((id) => {
          const path = href(id, locale);
          return (
            <li key={id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-5 py-3">
              <a
                href={path}
                hrefLang={languageTag[locale]}
                className="inline-flex min-h-6 items-center font-medium text-accent underline-offset-4 hover:underline"
              >
                {names[id]}
              </a>
              <span className="font-mono text-sm text-muted">
                <span className="sr-only">{pathLabel} </span>
                {path}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
