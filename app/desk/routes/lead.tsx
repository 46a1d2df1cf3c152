import { data, redirect, useActionData, useLoaderData } from "react-router";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "react-router";
import { requestContext } from "~/context";
import { composeScript, mailAppReturnScript } from "../compose-script";
import { chooseTemplate, templateIntents } from "../template-choice.server";
import type { DeskActions, Held } from "../actions.server";
import type { DeskService } from "../desk.server";
import { replyForm } from "../replies.server";
import { heldChange, HeldStatus, type HeldChange } from "../lead/lead-held";
import type { LeadStatus } from "~/storage/requests/lead-status";
import { AssignForm } from "../assign-form";
import { ReplyForm } from "../reply-form";
import { LEAD_STATUSES as leadStatuses } from "~/storage/requests/lead-status";
import { deskWords } from "../words";
import { deskLimits } from "../limits";
import { filterQuery } from "../filter-query";
import { parseFilter } from "../inbox/lead-filter";
import { LeadDone } from "../lead/lead-done";
import { LeadCloseOthers } from "../lead/lead-close-others";
import { closeOthersLimit, closingStatusOf } from "../closing";
import { LeadNeighbours } from "../lead/lead-neighbours";
import { LeadRelated } from "../lead/lead-related";
import { LeadStickyBar } from "../lead/lead-sticky-bar";
import { field, postedForm, signedIn } from "../guard.server";
import { LeadActions } from "../lead/lead-actions";
import { LeadDeliveries } from "../lead/lead-deliveries";
import { LeadErase } from "../lead/lead-erase";
import { LeadPersonData } from "../lead/lead-person-data";
import { LeadHeader } from "../lead/lead-header";
import { LeadHistory } from "../lead/lead-history";
import { LeadFollowUp } from "../lead/lead-follow-up";
import { LeadNotSales } from "../lead/lead-not-sales";
import { suggestedNotSalesKind } from "../not-sales-cue";
import { followUpRange, followUpTimes } from "../follow-up.server";
import { LeadMessage } from "../lead/lead-message";
import { LeadSource } from "../lead/lead-source";
import type { Operator } from "~/storage/operators/desk-store.server";
import { DeskNotFound, Notice, useErrorLanguage } from "~/components/operator-ui";
import { deskMeta } from "../page-meta";

export const meta: MetaFunction<typeof loader> = ({ data }) => deskMeta(data?.lang, (t) => data?.lead && t.lead.title(data.lead.firstName));

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { desk, session } = signedIn(context);
  const search = new URL(request.url).searchParams;
  // The view the lead was opened from: its previous and next leads are that view's.
  const filter = parseFilter(search);
  const page = await desk.leads.leadPage(params.id ?? "", filter, session.operator.id);
  if (!page) throw data({ lang: session.operator.language }, { status: 404 });
  const done = search.get("done");
  // "reply", "assigned", "unassigned" after the reply part's forms.
  const saved = search.get("saved");
  const panel = await desk.replies.panel(page.lead, session.operator, search.get("template"));
  const closing = closingStatusOf(page.lead.leadStatus);
  // Just closed (replied, won, lost, spam): the person's other open requests, to close too.
  const others = closing && done && closingDone.has(done) ? await desk.leads.openOthers(page.lead.id) : [];
  const closed = done === "others-closed" ? Math.min(closeOthersLimit, Math.max(0, Number.parseInt(search.get("n") ?? "", 10) || 0)) : null;
  const query = filterQuery(filter);
  const nonce = context.get(requestContext)?.nonce;
  const now = new Date();
  const followUp = { times: followUpTimes(desk.leads.clock, now), ...followUpRange(now) };
  // A guess from the message's words, shown as a suggestion only (spam is judged elsewhere).
  const notSalesCue = page.lead.leadStatus === "spam" ? undefined : suggestedNotSalesKind(page.lead.message);
  return {
    lang: session.operator.language,
    csrf: session.csrf,
    ...page,
    query,
    done,
    saved,
    panel,
    closing,
    others,
    closed,
    nonce,
    followUp,
    notSalesCue,
  };
}

/** The actions after which the page asks whether to close the person's other open requests. */
const closingDone = new Set(["replied", "spam", "status"]);

/** One intent of the lead page's forms: the answer to send back (a redirect, a 400, a 404, or a held change). */
type Intent = (
  act: DeskActions,
  who: Operator,
  id: string,
  form: FormData,
  request: Request,
) => Promise<Response | ReturnType<typeof invalid> | ReturnType<typeof heldStatus>>;

const notFound = () => new Response("Not Found", { status: 404 });
/** Back to the lead, in the view it was opened from, saying what was done. */
const back = (id: string, done: string, request: Request) => {
  const query = filterQuery(parseFilter(new URL(request.url).searchParams));
  return redirect(`/desk/leads/${encodeURIComponent(id)}?${[query, `done=${done}`].filter(Boolean).join("&")}`);
};
const invalid = (what: string) => data({ error: what }, { status: 400 });

/** The lead's version the posting page was rendered from (its forms' `seen`); none from a form without it. */
const seenOf = (form: FormData) => (/^\d{1,9}$/.test(field(form, "seen")) ? Number(field(form, "seen")) : undefined);

/** A status change held: the page again, saying whose change came first, with "Save anyway". */
const heldStatus = (held: Held["held"], intent: string, status: LeadStatus) =>
  data({ held: heldChange(held), retry: { intent, status } }, { status: 409 });

/** After a status change: held, done (back to the lead), or no such lead. */
const statusAnswer = (outcome: Awaited<ReturnType<DeskActions["status"]>>, id: string, intent: string, to: LeadStatus, request: Request) =>
  typeof outcome === "object" ? heldStatus(outcome.held, intent, to) : outcome === "done" ? back(id, intent, request) : notFound();

const intents: Record<string, Intent> = {
  async note(act, who, id, form, request) {
    const text = field(form, "note").trim();
    // Refused in the desk's words, the text given back: a post past the browser's own limit.
    if (!text || text.length > deskLimits.note) return data({ error: "note" as const, note: text }, { status: 400 });
    return (await act.note(who, id, text)) === "done" ? back(id, "note", request) : notFound();
  },
  replied: async (act, who, id, form, request) =>
    statusAnswer(await act.markReplied(who, id, seenOf(form)), id, "replied", "replied", request),
  spam: async (act, who, id, form, request) => statusAnswer(await act.status(who, id, "spam", seenOf(form)), id, "spam", "spam", request),
  async "follow-up"(act, who, id, form, request) {
    const outcome = await act.followUp(who, id, { when: field(form, "when"), date: field(form, "date") });
    return outcome === "invalid" ? invalid("date") : outcome === "done" ? back(id, "follow-up", request) : notFound();
  },
  async "not-sales"(act, who, id, form, request) {
    const outcome = await act.notSales(who, id, field(form, "kind"));
    return outcome === "invalid" ? invalid("kind") : outcome === "done" ? back(id, "not-sales", request) : notFound();
  },
  "follow-up-cancel": async (act, who, id, _form, request) =>
    (await act.cancelFollowUp(who, id)) === "done" ? back(id, "follow-up-cancel", request) : notFound(),
  async status(act, who, id, form, request) {
    const status = field(form, "status");
    // "Follow up later" is set with its date (the follow-up form), "Not a sales lead" with its kind
    // (its own buttons), never alone: kept as it is.
    if (status === "later" || status === "other") return back(id, "status", request);
    if (!(leadStatuses as readonly string[]).includes(status)) return invalid("status");
    const to = status as LeadStatus;
    return statusAnswer(await act.status(who, id, to, seenOf(form)), id, "status", to, request);
  },
  async "close-others"(act, who, id, form, request) {
    const to = closingStatusOf(field(form, "status"));
    if (!to) return invalid("status");
    const ids = form.getAll("other");
    if (ids.length === 0 || ids.length > closeOthersLimit || ids.some((v) => typeof v !== "string" || v === "" || v.length > 100))
      return invalid("other");
    const n = await act.closeOthers(who, id, ids as string[], to);
    return n === undefined ? notFound() : back(id, `others-closed&n=${n}`, request);
  },
  release: async (act, who, id, _form, request) => ((await act.release(who, id)) === "done" ? back(id, "release", request) : notFound()),
  "check-release": async (act, who, id, _form, request) =>
    (await act.settleCheck(who, id, "release")) === "done" ? back(id, "check-release", request) : notFound(),
  retry: async (act, who, id, _form, request) => ((await act.retry(who, id)) === undefined ? notFound() : back(id, "retry", request)),
  async erase(act, who, id, form) {
    if (field(form, "confirm") !== "yes") return invalid("confirm");
    const n = await act.erase(who, id);
    return n === undefined ? notFound() : redirect(`/desk?done=erased&n=${n}`);
  },
};

/**
 * "Send reply" (the compose form posts here, so that a held reply comes back on this page with its
 * text): through the outbox, the lead marked replied; held when another operator replied or changed
 * the status since the page was rendered. The same form posted again answers as the first post did.
 */
async function sendReply(desk: DeskService, who: Operator, id: string, form: FormData) {
  const parsed = replyForm.safeParse({ subject: field(form, "subject"), body: field(form, "body"), sendKey: field(form, "sendKey") });
  if (!parsed.success) return invalid("reply");
  const seen = seenOf(form);
  const sent = await desk.replies.send(who, id, { ...parsed.data, ...(seen === undefined ? {} : { seen }) });
  if (sent === "not-found") return notFound();
  if (typeof sent === "object") {
    const compose = {
      subject: field(form, "subject"),
      body: field(form, "body"),
      sendKey: parsed.data.sendKey,
      templateId: field(form, "shown") || null,
    };
    return data({ held: heldChange(sent.held), compose }, { status: 409 });
  }
  // An explicit fragment: the form's own (#reply-form) would otherwise carry over to the banner's page.
  return redirect(`/desk/leads/${encodeURIComponent(id)}?done=reply#main`);
}

/** Each button of the lead page posts here with its `intent`. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const { desk, session } = signedIn(context);
  const form = postedForm(context);
  const name = field(form, "intent");
  if (name === "send") return sendReply(desk, session.operator, params.id ?? "", form);
  const template = templateIntents.find((i) => i === name);
  if (template) {
    const chosen = await chooseTemplate(desk, session.operator, params.id ?? "", form, template);
    return chosen instanceof Response ? chosen : data(chosen);
  }
  if (!Object.hasOwn(intents, name)) return invalid("intent");
  return intents[name]!(desk.actions, session.operator, params.id ?? "", form, request);
}

export function ErrorBoundary() {
  const t = deskWords(useErrorLanguage()).lead;
  return <DeskNotFound title={t.notFound} back={t.back} href="/desk" />;
}

/** "Reply sent", "Assigned to …", "Unassigned", "Saved" after the reply part's forms. */
function savedWordsOf(t: ReturnType<typeof deskWords>, saved: string | null, assignee: string | null): string | null {
  if (saved === "reply") return t.replyDesk.sent;
  if (saved === "assigned") return t.assign.assigned(assignee ?? "");
  if (saved === "unassigned") return t.assign.unassigned;
  return saved ? t.lead.saved : null;
}

export default function LeadPage() {
  const d = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const compose = posted && "compose" in posted ? posted.compose : undefined;
  const held: HeldChange | undefined = posted && "held" in posted ? posted.held : undefined;
  const retry = posted && "retry" in posted ? posted.retry : undefined;
  const { lang, csrf, lead, saved, panel, version } = d;
  const leadHref = `/desk/leads/${encodeURIComponent(lead.id)}${d.query ? `?${d.query}` : ""}`;
  const t = deskWords(lang);
  const savedWords = savedWordsOf(t, saved, panel.assignee);
  /** What every form of the page that changes the lead posts with: the language, the token, the version seen. */
  const posting = { lang, csrf, version };
  return (
    <div className="space-y-8 pb-24 sm:pb-0">
      <LeadNeighbours t={t} previous={d.previous} next={d.next} query={d.query} />
      <LeadDone t={t} done={d.done} nextToAnswer={d.nextToAnswer} lang={lang} email={lead.email} />
      <LeadCloseOthers
        lang={lang}
        csrf={csrf}
        firstName={lead.firstName}
        status={d.closing}
        others={d.others}
        closed={d.closed}
        leadHref={leadHref}
      />
      <LeadHeader lead={lead} t={t} lang={lang} />
      {held && retry && <HeldStatus {...posting} held={held} intent={retry.intent} status={retry.status} discardHref={leadHref} />}
      {savedWords && <Notice>{savedWords}</Notice>}
      <LeadMessage lead={lead} t={t} lang={lang} />
      {lead.leadStatus !== "spam" && (
        <ReplyForm {...posting} lead={lead} panel={panel} compose={compose} held={compose ? held : undefined} discardHref={leadHref} />
      )}
      <LeadActions
        {...posting}
        lead={lead}
        t={t}
        refusedNote={posted && "note" in posted && typeof posted.note === "string" ? posted.note : undefined}
      >
        <AssignForm lang={lang} csrf={csrf} leadId={lead.id} panel={panel} assigneeId={lead.assigneeId} />
      </LeadActions>
      {lead.leadStatus !== "spam" && <LeadNotSales lang={lang} csrf={csrf} lead={lead} suggested={d.notSalesCue} />}
      {lead.leadStatus !== "spam" && <LeadFollowUp lang={lang} csrf={csrf} lead={lead} {...d.followUp} />}
      <LeadRelated t={t} lang={lang} related={d.related} />
      <LeadSource lead={lead} t={t} />
      <LeadDeliveries lead={lead} t={t} csrf={csrf} lang={lang} />
      <LeadHistory lead={lead} t={t} lang={lang} />
      <LeadPersonData t={t} csrf={csrf} leadId={lead.id} />
      <LeadErase t={t} csrf={csrf} />
      <LeadStickyBar lead={lead} t={t} csrf={csrf} version={version} />
      {lead.leadStatus !== "spam" && <script nonce={d.nonce} dangerouslySetInnerHTML={{ __html: composeScript + mailAppReturnScript }} />}
    </div>
  );
}
