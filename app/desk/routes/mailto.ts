import { redirect, type LoaderFunctionArgs } from "react-router";
import { getLead } from "~/services/storage/leads-store.server";
import { replySubject } from "~/services/mail/desk-mail.server";
import { mailtoOpened } from "../reply-actions.server";
import { requirePageSession } from "../guard.server";

/**
 * "Reply from your mail app": recorded in the lead's history (so the lead page asks "Did you
 * reply?" later), then on to the mail app. The session cookie is SameSite=Strict: a link from
 * another site arrives without it and records nothing.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { desk, session } = await requirePageSession(request, context);
  const db = await desk.db();
  const lead = await getLead(db, params.id ?? "");
  if (!lead) return new Response("Not Found", { status: 404 });
  await mailtoOpened(desk, lead.id, session.operator.name);
  const address = encodeURIComponent(lead.email).replace(/%40/g, "@");
  return redirect(`mailto:${address}?subject=${encodeURIComponent(replySubject(lead.message))}`);
}
