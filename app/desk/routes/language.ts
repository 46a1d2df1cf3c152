import { redirect, type ActionFunctionArgs } from "react-router";
import { field, postedForm, signedIn } from "../guard.server";

/** The operator's language for the desk, kept on the operator. */
export async function action({ request, context }: ActionFunctionArgs) {
  const { desk, session } = signedIn(context);
  const language = field(postedForm(context), "language") === "fr" ? "fr" : "en";
  await desk.actions.setLanguage(session.operator, language);
  const back = request.headers.get("referer");
  const path = back && back.startsWith(`${desk.origin}/desk`) ? new URL(back).pathname + new URL(back).search : "/desk";
  return redirect(path);
}

export function loader() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}
