import { redirect, type ActionFunctionArgs } from "react-router";
import { field, postedForm, signedIn } from "../guard.server";
import { deskLanguage } from "~/access/page-language";
import { deskReturnPath } from "~/access/return-path";

/** The operator's language for the desk, kept on the operator; back to the desk page they were on. */
export async function action({ request, context }: ActionFunctionArgs) {
  const { desk, session } = signedIn(context);
  // Anything but one of the three codes changes nothing (a forged value is not stored).
  const language = deskLanguage(field(postedForm(context), "language"));
  if (language) await desk.actions.setLanguage(session.operator, language);
  // Only a page of the desk, on its origin, dot segments resolved: never a way off-site.
  return redirect(deskReturnPath(request.headers.get("referer"), desk.origin) ?? "/desk");
}

export function loader() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}
