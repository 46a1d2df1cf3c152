/** The saved draft of a team member or quote in one language, laid out by the site's own component. */
import { data, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { QuoteStrip } from "~/components/quote-strip";
import { TeamStrip } from "~/components/proof";
import { about as aboutEn } from "~/content/en/about";
import { about as aboutFr } from "~/content/fr/about";
import { about as aboutNl } from "~/content/nl/about";
import { home as homeEn } from "~/content/en/home";
import { home as homeFr } from "~/content/fr/home";
import { home as homeNl } from "~/content/nl/home";
import { languageTag, locales } from "~/i18n/locale";
import { publishedIn, type QuoteView, type TeamView } from "~/publishing/proof-collections";
import { teamMember } from "~/publishing/proof-view";
import { contentWordsFor } from "../content-words";
import { signedIn } from "../guard.server";
import { proofWordsFor } from "../proof-words";
import { linkClass } from "../ui";
import { kindOf } from "./proof-entry";

export const meta: MetaFunction = () => [{ title: "Preview · Lead desk" }, { name: "robots", content: "noindex" }];

const about = { en: aboutEn, fr: aboutFr, nl: aboutNl };
const home = { en: homeEn, fr: homeFr, nl: homeNl };

export async function loader({ context, params, request }: LoaderFunctionArgs) {
  const { desk, session } = signedIn(context);
  const kind = kindOf(request);
  const locale = locales.find((l) => l === params.lang);
  const entry = await desk.content[kind].entry(params.id ?? "");
  const view = locale && entry ? publishedIn(entry.draft, locale) : undefined;
  if (!entry || !locale || !view) throw data({ lang: session.operator.language }, { status: 404 });
  return { lang: session.operator.language, kind, id: entry.id, locale, view: view as TeamView | QuoteView };
}

export default function ProofPreview() {
  const { lang, kind, id, locale, view } = useLoaderData<typeof loader>();
  const c = contentWordsFor(lang);
  const p = proofWordsFor(lang);
  return (
    <div className="space-y-4">
      <p>
        <a href={`/desk/content/${kind}/${id}`} className={linkClass}>
          {p[kind].back}
        </a>
      </p>
      <p role="note" className="font-semibold text-ink">
        {p.previewNote(c.languages[locale], p[kind].page)}
      </p>
      <div lang={languageTag[locale]} className="overflow-hidden rounded-2xl border border-line-strong">
        {kind === "team" ? (
          <TeamStrip members={[teamMember(view as TeamView)]} locale={locale} title={about[locale].team.title} />
        ) : (
          <QuoteStrip quotes={[{ ...(view as QuoteView), caseHref: null }]} labels={home[locale].quotes} />
        )}
      </div>
    </div>
  );
}
