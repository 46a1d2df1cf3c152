import { redirect, type ActionFunctionArgs } from "react-router";
import { field, postedForm, signedIn } from "../guard.server";

/** "Assign to": the new owner gets a mail with the link (unless they chose themselves). */
export async function action({ context, params }: ActionFunctionArgs) {
  const { desk, session } = signedIn(context);
  const form = postedForm(context);
  const id = params.id ?? "";
  const to = field(form, "assignee") || null;
  const result = await desk.replies.assign(session.operator, id, to);
  if (result === "not-found") return new Response("Not Found", { status: 404 });
  return redirect(`/desk/leads/${encodeURIComponent(id)}?saved=${to ? "assigned" : "unassigned"}`);
}

export function loader() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}
