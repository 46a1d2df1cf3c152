import { data, redirect, type ActionFunctionArgs } from "react-router";
import { replyForm } from "../replies.server";
import { field, postedForm, signedIn } from "../guard.server";

/**
 * "Send reply" posted here by a page from before the compose form posted to the lead's page (where a
 * reply over another operator's is held with its text kept, lead.tsx) or by another client: through
 * the outbox; the lead is marked replied. No version to check: nothing held.
 */
export async function action({ context, params }: ActionFunctionArgs) {
  const { desk, session } = signedIn(context);
  const form = postedForm(context);
  const id = params.id ?? "";
  const parsed = replyForm.safeParse({ subject: field(form, "subject"), body: field(form, "body"), sendKey: field(form, "sendKey") });
  if (!parsed.success) return data({ error: "reply" }, { status: 400 });
  // The same form posted again (a second click, a resent page) answers as the first post did.
  if ((await desk.replies.send(session.operator, id, parsed.data)) === "not-found") return new Response("Not Found", { status: 404 });
  // The same banner as the lead page's other actions: "Reply sent to … · Next lead to answer →".
  return redirect(`/desk/leads/${encodeURIComponent(id)}?done=reply`);
}

export function loader() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}
