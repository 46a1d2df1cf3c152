/**
 * /desk/content/schedule/:id: the schedule of one entry of any collection. A save goes back to the
 * entry's page ("Schedule saved."); a refused one is shown here with what was typed and why.
 */
import { data, redirect, useActionData, useLoaderData } from "react-router";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "react-router";
import { editing } from "../editing.server";
import { entryPost } from "../entry-post.server";
import { PageTitle } from "~/components/operator-ui";
import { entryHref, ScheduleField } from "./schedule-field";
import { scheduleWordsFor } from "./words";

export const meta: MetaFunction = () => [{ title: "Schedule · Lead desk" }, { name: "robots", content: "noindex" }];

export async function loader({ context, params }: LoaderFunctionArgs) {
  const { cms, session } = editing(context);
  const id = params.id ?? "";
  return { lang: session.operator.language, csrf: session.csrf, id, pending: await cms.schedule.pending(id) };
}

export async function action({ context, params }: ActionFunctionArgs) {
  const { cms, session, form, id, back, notFound } = entryPost(context, params);
  const result = await cms.schedule.save(session.operator.name, id, form);
  if (result === "not-found") throw notFound();
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
      {/* A refused save brings back what was typed, why, and the page to go back to. */}
      <ScheduleField {...refused} entryId={id} back={refused?.back ?? entryHref("", id)} pending={pending} csrf={csrf} lang={lang} />
    </div>
  );
}
