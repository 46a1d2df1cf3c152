import { redirect, type ActionFunctionArgs } from "react-router";
import { setOperatorLanguage } from "~/services/storage/desk-store.server";
import { field, requireAction } from "../guard.server";

/** The operator's language for the desk, kept on the operator. */
export async function action({ request, context }: ActionFunctionArgs) {
  const { desk, session, form } = await requireAction(request, context);
  const language = field(form, "language") === "fr" ? "fr" : "en";
  await setOperatorLanguage(await desk.db(), session.operator.id, language);
  const back = request.headers.get("referer");
  const path = back && back.startsWith(`${desk.origin}/desk`) ? new URL(back).pathname + new URL(back).search : "/desk";
  return redirect(path);
}

export function loader() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}
