import { redirect, type ActionFunctionArgs } from "react-router";
import { requireAction } from "../guard.server";

/** The inbox banner's "Retry all": every delivery given up on is queued again. */
export async function action({ request, context }: ActionFunctionArgs) {
  const { desk, session } = await requireAction(request, context);
  const n = await desk.replies.retryAll(session.operator);
  return redirect(`/desk?retried=${n}`);
}

export function loader() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}
