import { redirect, type ActionFunctionArgs } from "react-router";
import { field, requireAction } from "../guard.server";

/** "Assign to": the new owner gets a mail with the link (unless they chose themselves). */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const { desk, session, form } = await requireAction(request, context);
  const id = params.id ?? "";
  const to = field(form, "assignee") || null;
  const result = await desk.replies.assign(session.operator, id, to);
  if (result === "not-found") return new Response("Not Found", { status: 404 });
  return redirect(`/desk/leads/${encodeURIComponent(id)}?saved=${to ? "assigned" : "unassigned"}`);
}

export function loader() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}
