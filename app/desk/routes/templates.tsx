import { data, redirect, useActionData, useLoaderData } from "react-router";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "react-router";
import { locales, type Locale } from "~/i18n/locale";
import { deskWords } from "../words";
import { postedForm, signedIn } from "../guard.server";
import { postedFields } from "../guard.server";
import { templateForm } from "../replies.server";
import { TemplateFields } from "../template-fields";
import { buttonClass, CsrfField, linkClass, Notice, PageTitle, RefusedAlert, Section } from "~/components/operator-ui";
import { deskMeta } from "../page-meta";

export const meta: MetaFunction<typeof loader> = ({ data }) => deskMeta(data?.lang, (t) => t.templates.title);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { desk, session } = signedIn(context);
  const templates = await desk.replies.templates();
  const done = new URL(request.url).searchParams.get("done");
  return { lang: session.operator.language, csrf: session.csrf, templates, done: done === "saved" || done === "deleted" ? done : null };
}

/** "New template". */
export async function action({ context }: ActionFunctionArgs) {
  const { desk, session } = signedIn(context);
  const template = postedFields(postedForm(context), templateForm);
  if (!template) return data({ error: true }, { status: 400 });
  await desk.replies.saveTemplate(session.operator, null, template);
  return redirect("/desk/templates?done=saved");
}

export default function TemplatesPage() {
  const { lang, csrf, templates, done } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const c = deskWords(lang);
  const t = c.templates;
  const languageName = (l: Locale) => c.languages[l];
  return (
    <div className="space-y-8">
      <PageTitle>{t.title}</PageTitle>
      <p className="text-ink">{t.intro}</p>
      {done && <Notice>{done === "saved" ? t.saved : t.deleted}</Notice>}
      {/* The operator's language first, then the others in the site's order. */}
      {[...locales]
        .sort((a, b) => Number(b === lang) - Number(a === lang))
        .map((language) => {
          const mine = templates.filter((tp) => tp.language === language);
          return (
            <Section key={language} id={`templates-${language}`} title={languageName(language)}>
              {mine.length === 0 ? (
                <p className="text-ink">{t.none}</p>
              ) : (
                <ul className="space-y-2">
                  {mine.map((tp) => (
                    <li key={tp.id} className="rounded-lg border border-line p-3 text-ink">
                      <p className="font-semibold">{tp.name}</p>
                      <p lang={language} className="line-clamp-2 text-sm break-words text-muted">
                        {tp.body}
                      </p>
                      <a
                        href={`/desk/templates/${encodeURIComponent(tp.id)}`}
                        className={`${linkClass} mt-1 inline-flex min-h-11 items-center`}
                        aria-label={`${t.edit}: ${tp.name}`}
                      >
                        {t.edit}
                      </a>
                    </li>
                  ))}
                </ul>
              )}
            </Section>
          );
        })}
      <Section id="new-template" title={t.create} boxed>
        <RefusedAlert shown={failed?.error}>{t.invalid}</RefusedAlert>
        <form method="post" className="space-y-3">
          <CsrfField token={csrf} />
          <TemplateFields lang={lang} />
          <button type="submit" className={buttonClass}>
            {t.save}
          </button>
        </form>
      </Section>
    </div>
  );
}
