/** The saved draft of any entry in one language (/desk/content[/<collection>]/<id>/preview/<lang>), laid out as its page will show it. */
import { data, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { languageTag, locales } from "~/i18n/locale";
import { renderMarkdown } from "~/publishing/markdown";
import { editing } from "../editing.server";
import { linkClass } from "~/components/operator-ui";
import { collectionOfPath, collections } from "../collections";
import { deskPath } from "../collections/types";
import { Preview } from "../previews";
import { cmsWordsFor } from "../words";

export const meta: MetaFunction = () => [{ title: "Preview · Lead desk" }, { name: "robots", content: "noindex" }];

export async function loader({ context, params, request }: LoaderFunctionArgs) {
  const { cms, session } = editing(context);
  const c = collectionOfPath(new URL(request.url).pathname);
  const locale = locales.find((l) => l === params.lang);
  const entry = await cms.content.of(c.key).entry(params.id ?? "");
  const text = locale ? (entry?.draft.texts[locale] as Record<string, unknown> | undefined) : undefined;
  if (!entry || !locale || !text) throw data({ lang: session.operator.language }, { status: 404 });
  const html = c.key === "article" ? await renderMarkdown(String(text.body ?? "")) : "";
  return { lang: session.operator.language, key: c.key, id: entry.id, locale, view: { ...entry.draft.shared, text }, html };
}

export default function EntryPreview() {
  const { lang, key, id, locale, view, html } = useLoaderData<typeof loader>();
  const c = collections[key];
  const words = cmsWordsFor(lang);
  const cw = c.words(words);
  return (
    <div className="space-y-4">
      <p>
        <a href={deskPath(c, id)} className={linkClass}>
          {cw.back}
        </a>
      </p>
      <p role="note" className="font-semibold text-ink">
        {cw.previewNote(words.content.languages[locale])}
      </p>
      <div lang={languageTag[locale]} className="overflow-hidden rounded-2xl border border-line-strong">
        <Preview kind={key} view={view} locale={locale} html={html} />
      </div>
    </div>
  );
}
