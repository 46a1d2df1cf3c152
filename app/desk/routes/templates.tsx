import {
  data,
  redirect,
  useActionData,
  useLoaderData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "react-router";
import { locales, type Locale } from "~/i18n/locale";
import { deskWords } from "../words";
import { field, postedForm, signedIn } from "../guard.server";
import { templateForm } from "../replies.server";
import { TemplateFields } from "../template-fields";
import { buttonClass, CsrfField, linkClass, PageTitle } from "../ui";

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  const t = deskWords(data?.lang);
  return [{ title: `${t.templates.title} · ${t.title}` }, { name: "robots", content: "noindex" }];
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { desk, session } = signedIn(context);
  const templates = await desk.replies.templates();
  const done = new URL(request.url).searchParams.get("done");
  return { lang: session.operator.language, csrf: session.csrf, templates, done: done === "saved" || done === "deleted" ? done : null };
}

/** "New template". */
export async function action({ context }: ActionFunctionArgs) {
  const { desk, session } = signedIn(context);
  const form = postedForm(context);
  const parsed = templateForm.safeParse({ language: field(form, "language"), name: field(form, "name"), body: field(form, "body") });
  if (!parsed.success) return data({ error: true }, { status: 400 });
  await desk.replies.saveTemplate(session.operator, null, parsed.data);
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
      {done && (
        <p role="status" className="font-semibold text-ink">
          {done === "saved" ? t.saved : t.deleted}
        </p>
      )}
      {/* The operator's language first, then the others in the site's order. */}
      {[...locales]
        .sort((a, b) => Number(b === lang) - Number(a === lang))
        .map((language) => {
          const mine = templates.filter((tp) => tp.language === language);
          return (
            <section key={language} aria-labelledby={`templates-${language}`} className="space-y-3">
              <h2 id={`templates-${language}`} className="text-xl font-bold text-ink">
                {languageName(language)}
              </h2>
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
            </section>
          );
        })}
      <section aria-labelledby="new-template" className="space-y-3 rounded-lg border border-line p-4">
        <h2 id="new-template" className="text-xl font-bold text-ink">
          {t.create}
        </h2>
        {failed?.error && (
          <p role="alert" className="font-semibold text-danger">
            {t.invalid}
          </p>
        )}
        <form method="post" className="space-y-3">
          <CsrfField token={csrf} />
          <TemplateFields lang={lang} />
          <button type="submit" className={buttonClass}>
            {t.save}
          </button>
        </form>
      </section>
    </div>
  );
}
