import { redirect, type ActionFunctionArgs } from "react-router";
import { accessService, signedInSession } from "../gate.server";

/** "Sign out": ends the session on the server, clears the cookie. */
export async function action({ request, context }: ActionFunctionArgs) {
  signedInSession(context);
  const cookie = await accessService(context).signOut(request);
  return redirect("/desk/sign-in", { headers: { "Set-Cookie": cookie } });
}

export function loader() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}
