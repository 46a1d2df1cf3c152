import { redirect, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { PasskeyButton } from "../ceremony";
import { deskCopy } from "../copy";
import { optionalSession } from "../guard.server";
import { PageTitle } from "../ui";

export const handle = { hydrate: true, desk: true };

export const meta: MetaFunction = () => [{ title: "Sign in · Lead desk" }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  if (optionalSession(context)) throw redirect("/desk");
  const fr = /^fr\b/i.test(request.headers.get("accept-language") ?? "");
  return { lang: fr ? "fr" : "en" };
}

export default function SignIn() {
  const { lang } = useLoaderData<typeof loader>();
  const t = deskCopy(lang).signIn;
  return (
    <section className="mx-auto max-w-lg" lang={lang}>
      <PageTitle>{t.title}</PageTitle>
      <p className="mt-3 text-muted">{t.intro}</p>
      <noscript>
        <p className="mt-4 font-semibold text-ink">{t.noScript}</p>
      </noscript>
      <PasskeyButton kind="sign-in" url="/desk/api/sign-in" label={t.button} working={t.working} failed={t.failed} />
      <p className="mt-6 text-sm text-muted">{t.lostDevice}</p>
    </section>
  );
}
