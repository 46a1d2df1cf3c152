import { data, redirect, useActionData, useLoaderData } from "react-router";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "react-router";
import { deskWords } from "../words";
import { field, postedForm, signedIn } from "../guard.server";
import { postedFields } from "../guard.server";
import { templateForm } from "../replies.server";
import { TemplateFields } from "../template-fields";
import {
  buttonClass,
  CsrfField,
  dangerButtonClass,
  DeskNotFound,
  linkClass,
  PageTitle,
  RefusedAlert,
  useErrorLanguage,
} from "~/components/operator-ui";
import { deskMeta } from "../page-meta";

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  deskMeta(data?.lang, (t) => data?.template && t.templates.editTitle(data.template.name));

export async function loader({ context, params }: LoaderFunctionArgs) {
  const { desk, session } = signedIn(context);
  const template = await desk.replies.template(params.id ?? "");
  if (!template) throw data({ lang: session.operator.language }, { status: 404 });
  return { lang: session.operator.language, csrf: session.csrf, template };
}

/** Save or delete, by the button's `intent`. */
export async function action({ context, params }: ActionFunctionArgs) {
  const { desk, session } = signedIn(context);
  const form = postedForm(context);
  const id = params.id ?? "";
  if (field(form, "intent") === "delete") {
    return (await desk.replies.removeTemplate(session.operator, id))
      ? redirect("/desk/templates?done=deleted")
      : new Response("Not Found", { status: 404 });
  }
  const template = postedFields(form, templateForm);
  if (!template) return data({ error: true }, { status: 400 });
  return (await desk.replies.saveTemplate(session.operator, id, template))
    ? redirect("/desk/templates?done=saved")
    : new Response("Not Found", { status: 404 });
}

export function ErrorBoundary() {
  const t = deskWords(useErrorLanguage()).templates;
  return <DeskNotFound title={t.notFound} back={t.back} href="/desk/templates" />;
}

export default function TemplatePage() {
  const { lang, csrf, template } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const t = deskWords(lang).templates;
  return (
    <div className="space-y-6">
      <p>
        <a href="/desk/templates" className={linkClass}>
          {t.back}
        </a>
      </p>
      <PageTitle>{t.editTitle(template.name)}</PageTitle>
      <RefusedAlert shown={failed?.error}>{t.invalid}</RefusedAlert>
      <form method="post" className="space-y-3">
        <CsrfField token={csrf} />
        <TemplateFields lang={lang} template={template} />
        <button type="submit" name="intent" value="save" className={buttonClass}>
          {t.save}
        </button>
      </form>
      <form method="post" className="space-y-3 rounded-lg border border-line p-4">
        <CsrfField token={csrf} />
        <p className="text-ink">{t.deleteConfirm(template.name)}</p>
        <button type="submit" name="intent" value="delete" className={dangerButtonClass}>
          {t.delete}
        </button>
      </form>
    </div>
  );
}
