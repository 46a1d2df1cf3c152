import { data, redirect, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import type { DeskActions } from "../actions.server";
import { AssignForm } from "../assign-form";
import { ReplyForm } from "../reply-form";
import { deskCopy, leadStatuses } from "../copy";
import { deskLimits } from "../limits";
import { field, postedForm, signedIn } from "../guard.server";
import { LeadActions } from "../lead/lead-actions";
import { LeadDeliveries } from "../lead/lead-deliveries";
import { LeadErase } from "../lead/lead-erase";
import { LeadHeader } from "../lead/lead-header";
import { LeadHistory } from "../lead/lead-history";
import { LeadMessage } from "../lead/lead-message";
import { LeadSource } from "../lead/lead-source";
import type { Operator } from "~/services/storage/desk-store.server";
import { linkClass, PageTitle } from "../ui";

export const meta: MetaFunction = () => [{ title: "Lead · Lead desk" }, { name: "robots", content: "noindex" }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { desk, session } = signedIn(context);
  const lead = await desk.leads.lead(params.id ?? "");
  const search = new URL(request.url).searchParams;
  // "1" after the lead page's own forms; "reply", "assigned", "unassigned" after the reply part's.
  const saved = search.get("saved");
  if (!lead) throw data({ lang: session.operator.language }, { status: 404 });
  const panel = await desk.replies.panel(lead, session.operator, search.get("template"));
  return { lang: session.operator.language, csrf: session.csrf, lead, saved, panel };
}

/** One intent of the lead page's forms: the answer to send back (a redirect, a 400 or a 404). */
type Intent = (act: DeskActions, who: Operator, id: string, form: FormData) => Promise<Response | ReturnType<typeof invalid>>;

const notFound = () => new Response("Not Found", { status: 404 });
const back = (id: string) => redirect(`/desk/leads/${encodeURIComponent(id)}?saved=1`);
const invalid = (what: string) => data({ error: what }, { status: 400 });

const intents: Record<string, Intent> = {
  async note(act, who, id, form) {
    const text = field(form, "note").trim();
    if (!text || text.length > deskLimits.note) return invalid("note");
    return (await act.note(who, id, text)) === "done" ? back(id) : notFound();
  },
  replied: async (act, who, id) => ((await act.status(who, id, "replied")) === "done" ? back(id) : notFound()),
  async status(act, who, id, form) {
    const status = field(form, "status");
    if (!(leadStatuses as readonly string[]).includes(status)) return invalid("status");
    return (await act.status(who, id, status as (typeof leadStatuses)[number])) === "done" ? back(id) : notFound();
  },
  release: async (act, who, id) => ((await act.release(who, id)) === "done" ? back(id) : notFound()),
  retry: async (act, who, id) => ((await act.retry(who, id)) === undefined ? notFound() : back(id)),
  async erase(act, who, id, form) {
    if (field(form, "confirm") !== "yes") return invalid("confirm");
    return (await act.erase(who, id)) === undefined ? notFound() : redirect("/desk?erased=1");
  },
};

/** Each button of the lead page posts here with its `intent`. */
export async function action({ context, params }: ActionFunctionArgs) {
  const { desk, session } = signedIn(context);
  const form = postedForm(context);
  const name = field(form, "intent");
  if (!Object.hasOwn(intents, name)) return invalid("intent");
  return intents[name]!(desk.actions, session.operator, params.id ?? "", form);
}

export function ErrorBoundary() {
  return (
    <section>
      <PageTitle>{deskCopy("en").lead.notFound}</PageTitle>
      <p className="mt-4">
        <a href="/desk" className={linkClass}>
          {deskCopy("en").lead.back}
        </a>
      </p>
    </section>
  );
}

export default function LeadPage() {
  const { lang, csrf, lead, saved, panel } = useLoaderData<typeof loader>();
  const t = deskCopy(lang);
  const savedWords =
    saved === "reply"
      ? t.replyDesk.sent
      : saved === "assigned"
        ? t.assign.assigned(panel.assignee ?? "")
        : saved === "unassigned"
          ? t.assign.unassigned
          : saved
            ? t.lead.saved
            : null;
  return (
    <div className="space-y-8">
      <LeadHeader lead={lead} t={t} lang={lang} />
      {savedWords && (
        <p role="status" className="font-semibold text-ink">
          {savedWords}
        </p>
      )}
      <LeadMessage lead={lead} t={t} lang={lang} />
      {lead.leadStatus !== "spam" && <ReplyForm lang={lang} csrf={csrf} lead={lead} panel={panel} />}
      <LeadActions lead={lead} t={t} csrf={csrf}>
        <AssignForm lang={lang} csrf={csrf} leadId={lead.id} panel={panel} assigneeId={lead.assigneeId} />
      </LeadActions>
      <LeadSource lead={lead} t={t} />
      <LeadDeliveries lead={lead} t={t} csrf={csrf} lang={lang} />
      <LeadHistory lead={lead} t={t} lang={lang} />
      <LeadErase t={t} csrf={csrf} />
    </div>
  );
}
