import { redirect, type ActionFunctionArgs } from "react-router";
import { setOperatorLanguage } from "~/services/storage/desk-store.server";
import { field, requireAction } from "../guard.server";
import { deskReturnPath } from "../return-path";

/** The operator's language for the desk, kept on the operator; back to the desk page they were on. */
export async function action({ request, context }: ActionFunctionArgs) {
  const { desk, session, form } = await requireAction(request, context);
  const language = field(form, "language") === "fr" ? "fr" : "en";
  await setOperatorLanguage(await desk.db(), session.operator.id, language);
  // Only a page of the desk, on its origin, dot segments resolved: never a way off-site.
  return redirect(deskReturnPath(request.headers.get("referer"), desk.origin) ?? "/desk");
}

export function loader() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}
