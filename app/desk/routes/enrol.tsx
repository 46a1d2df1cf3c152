import { data, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { PasskeyButton } from "../ceremony";
import { deskCopy } from "../copy";
import { deskService } from "../guard.server";
import { PageTitle } from "../ui";

export const handle = { hydrate: true, desk: true };

export const meta: MetaFunction = () => [{ title: "Create a passkey · Lead desk" }, { name: "robots", content: "noindex" }];

export async function loader({ params, context }: LoaderFunctionArgs) {
  const desk = deskService(context);
  const token = params.token ?? "";
  const operator = await desk.leads.enrolment(token);
  if (!operator) return data({ valid: false as const, lang: "en", name: "", token: "" }, { status: 410 });
  return { valid: true as const, lang: operator.language, name: operator.name, token };
}

export default function Enrol() {
  const d = useLoaderData<typeof loader>();
  const t = deskCopy(d.lang).enrol;
  if (!d.valid) {
    return (
      <section className="mx-auto max-w-lg">
        <PageTitle>{t.invalidTitle}</PageTitle>
        <p className="mt-3 text-muted">{t.invalid}</p>
      </section>
    );
  }
  return (
    <section className="mx-auto max-w-lg">
      <PageTitle>{t.title}</PageTitle>
      <p className="mt-3 text-muted">{t.intro(d.name)}</p>
      <PasskeyButton kind="enrol" url={`/desk/api/enrol/${d.token}`} label={t.button} working={t.working} failed={t.failed} />
    </section>
  );
}
