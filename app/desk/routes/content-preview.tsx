import { data, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { projects as en } from "~/content/en/projects";
import { projects as fr } from "~/content/fr/projects";
import { projects as nl } from "~/content/nl/projects";
import { CheckList } from "~/components/check-list";
import { CaseProofBlock } from "~/components/proof";
import { Card } from "~/components/ui/card";
import { PageHero } from "~/components/ui/page-hero";
import { languageTag, locales } from "~/i18n/locale";
import { proofOf } from "~/publishing/case-view";
import { contentWordsFor } from "../content-words";
import { signedIn } from "../guard.server";
import { linkClass } from "../ui";

export const meta: MetaFunction = () => [{ title: "Preview · Lead desk" }, { name: "robots", content: "noindex" }];

const copy = { en, fr, nl };

/** The saved draft in one language, laid out as its page will be (the site's own components). */
export async function loader({ context, params }: LoaderFunctionArgs) {
  const { desk, session } = signedIn(context);
  const locale = locales.find((l) => l === params.lang);
  const entry = await desk.content.entry(params.id ?? "");
  const text = locale ? entry?.draft.texts[locale] : undefined;
  if (!entry || !locale || !text) throw data({ lang: session.operator.language }, { status: 404 });
  return { lang: session.operator.language, id: entry.id, locale, view: { ...entry.draft.shared, text } };
}

export default function ContentPreview() {
  const { lang, id, locale, view } = useLoaderData<typeof loader>();
  const w = contentWordsFor(lang);
  const t = copy[locale];
  const actions = view.text.actions
    .split("\n")
    .map((line) => line.replace(/^\s*-\s*/, "").trim())
    .filter(Boolean);
  return (
    <div className="space-y-4">
      <p>
        <a href={`/desk/content/${id}`} className={linkClass}>
          {w.back}
        </a>
      </p>
      <p role="note" className="font-semibold text-ink">
        {w.previewNote(w.languages[locale])}
      </p>
      <div lang={languageTag[locale]} className="overflow-hidden rounded-2xl border border-line-strong">
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
      </div>
    </div>
  );
}
