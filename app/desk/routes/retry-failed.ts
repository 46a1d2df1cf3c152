import { redirect, type ActionFunctionArgs } from "react-router";
import { signedIn } from "../guard.server";

/** The inbox banner's "Retry all": every delivery given up on is queued again. */
export async function action({ context }: ActionFunctionArgs) {
  const { desk, session } = signedIn(context);
  const n = await desk.replies.retryAll(session.operator);
  return redirect(`/desk?retried=${n}`);
}

export function loader() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}
