import { redirect, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { PasskeyButton } from "../ceremony";
import { accessWords } from "../words";
import { accessService, optionalSession } from "../gate.server";
import { PageLanguageLinks } from "../language-choice";
import { languageHrefs, pageLanguage } from "../page-language";
import { deskReturnPath } from "../return-path";
import { PageTitle } from "~/components/operator-ui";
import { accessMeta } from "../meta";

export const handle = { hydrate: true, desk: true };

export const meta: MetaFunction<typeof loader> = ({ data }) => accessMeta(data?.lang, (t) => t.signIn.pageTitle);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const access = accessService(context);
  const url = new URL(request.url);
  // The page asked for before signing in, if it is one of the desk's (never another site's).
  const next = deskReturnPath(url.searchParams.get("next"), access.origin) ?? "/desk";
  if (optionalSession(context)) throw redirect(next);
  const lang = pageLanguage(url, request);
  return { lang, next, help: access.help, switchHrefs: languageHrefs(url) };
}

export default function SignIn() {
  const { lang, next, help, switchHrefs } = useLoaderData<typeof loader>();
  const t = accessWords(lang).signIn;
  return (
    <section className="mx-auto max-w-lg" lang={lang}>
      <PageLanguageLinks lang={lang} label={t.pageLanguage} hrefs={switchHrefs} />
      <PageTitle>{t.title}</PageTitle>
      <p className="mt-3 text-muted">{t.intro}</p>
      <noscript>
        <p className="mt-4 font-semibold text-ink">{t.noScript}</p>
      </noscript>
      <PasskeyButton
        kind="sign-in"
        url="/desk/api/sign-in"
        label={t.button}
        working={t.working}
        next={next}
        messages={{ failed: t.failed, cancelled: t.cancelled, tooMany: t.tooMany, unreachable: t.unreachable }}
      />
      <p className="mt-6 text-sm text-muted">{t.lostDevice(help)}</p>
    </section>
  );
}
