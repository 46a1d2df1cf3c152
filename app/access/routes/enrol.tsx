import { data, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { PasskeyButton } from "../ceremony";
import { accessWords } from "../words";
import { accessService } from "../gate.server";
import { PageLanguageLinks } from "../language-choice";
import { languageHrefs, pageLanguage } from "../page-language";
import { PageTitle } from "~/components/operator-ui";
import { accessMeta } from "../meta";

export const handle = { hydrate: true, desk: true };

export const meta: MetaFunction<typeof loader> = ({ data }) => accessMeta(data?.lang, (t) => t.enrol.button);

/** The page speaks the invitation's language (`contacts invite --language`), else the browser's; its switch wins. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const access = accessService(context);
  const url = new URL(request.url);
  const token = params.token ?? "";
  const enrolment = await access.enrolment(token);
  const lang = pageLanguage(url, request, enrolment?.language ?? null);
  const switchHrefs = languageHrefs(url);
  if (!enrolment) return data({ valid: false as const, lang, switchHrefs, name: "", token: "" }, { status: 410 });
  return { valid: true as const, lang, switchHrefs, name: enrolment.operator.name, token };
}

export default function Enrol() {
  const d = useLoaderData<typeof loader>();
  const t = accessWords(d.lang).enrol;
  const languageSwitch = <PageLanguageLinks lang={d.lang} label={t.pageLanguage} hrefs={d.switchHrefs} />;
  if (!d.valid) {
    return (
      <section className="mx-auto max-w-lg" lang={d.lang}>
        {languageSwitch}
        <PageTitle>{t.invalidTitle}</PageTitle>
        <p className="mt-3 text-muted">{t.invalid}</p>
      </section>
    );
  }
  return (
    <section className="mx-auto max-w-lg" lang={d.lang}>
      {languageSwitch}
      <PageTitle>{t.title}</PageTitle>
      <p className="mt-3 text-muted">{t.intro(d.name)}</p>
      <PasskeyButton
        kind="enrol"
        url={`/desk/api/enrol/${d.token}`}
        label={t.button}
        working={t.working}
        messages={{
          failed: t.failed,
          cancelled: t.cancelled,
          tooMany: t.failed,
          unreachable: t.saveFailed,
          linkInvalid: t.invalid,
          saveFailed: t.saveFailed,
          exists: t.exists,
        }}
      />
    </section>
  );
}
