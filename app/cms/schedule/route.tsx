/**
 * /desk/content/schedule/:id: the schedule of one entry of any collection. A save goes back to the
 * entry's page ("Schedule saved."); a refused one is shown here with what was typed and why.
 */
import { data, redirect, useActionData, useLoaderData } from "react-router";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "react-router";
import { field, postedForm, signedIn } from "~/desk/guard.server";
import { PageTitle } from "~/desk/ui";
import { entryHref, ScheduleField } from "./schedule-field";
import { scheduleWordsFor } from "./words";

export const meta: MetaFunction = () => [{ title: "Schedule · Lead desk" }, { name: "robots", content: "noindex" }];

/** Only a desk page of the content comes back (never another site). */
const backTo = (value: string, id: string) => (/^\/desk\/content\/([a-z]+\/)?[\w-]+$/.test(value) ? value : entryHref("", id));

export async function loader({ context, params }: LoaderFunctionArgs) {
  const { desk, session } = signedIn(context);
  const id = params.id ?? "";
  return { lang: session.operator.language, csrf: session.csrf, id, pending: await desk.schedule.pending(id) };
}

export async function action({ context, params }: ActionFunctionArgs) {
  const { desk, session } = signedIn(context);
  const form = postedForm(context);
  const id = params.id ?? "";
  const back = backTo(field(form, "back"), id);
  const result = await desk.schedule.save(session.operator.name, id, form);
  if (result === "not-found") throw data({ lang: session.operator.language }, { status: 404 });
  if (result.ok) return redirect(`${back}?schedule=saved#schedule`);
  const values = Object.fromEntries([...form.entries()].filter(([k, v]) => k.startsWith("schedule.") && typeof v === "string")) as Record<
    string,
    string
  >;
  return data({ back, values, problems: result.problems }, { status: 400 });
}

export default function SchedulePage() {
  const { lang, csrf, id, pending } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  return (
    <div className="space-y-6">
      <PageTitle>{scheduleWordsFor(lang).title}</PageTitle>
      <ScheduleField
        entryId={id}
        back={refused?.back ?? entryHref("", id)}
        pending={pending}
        csrf={csrf}
        lang={lang}
        values={refused?.values}
        problems={refused?.problems}
      />
    </div>
  );
}
