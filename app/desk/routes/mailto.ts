import { redirect, type LoaderFunctionArgs } from "react-router";
import { signedIn } from "../guard.server";

/**
 * "Reply from your mail app": recorded in the lead's history (so the lead page asks "Did you
 * reply?" later), then on to the mail app. The session cookie is SameSite=Strict: a link from
 * another site arrives without it and records nothing.
 */
export async function loader({ context, params }: LoaderFunctionArgs) {
  const { desk, session } = signedIn(context);
  const mailto = await desk.replies.mailto(session.operator, params.id ?? "");
  return mailto ? redirect(mailto) : new Response("Not Found", { status: 404 });
}
