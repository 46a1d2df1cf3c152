import { redirect, type ActionFunctionArgs } from "react-router";
import { retryAllFailed } from "../reply-actions.server";
import { requireAction } from "../guard.server";

/** The inbox banner's "Retry all": every delivery given up on is queued again. */
export async function action({ request, context }: ActionFunctionArgs) {
  const { desk, session } = await requireAction(request, context);
  const n = await retryAllFailed(desk, session.operator.name);
  return redirect(`/desk?retried=${n}`);
}

export function loader() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}
