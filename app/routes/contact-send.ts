import type { Route } from "./+types/contact-send";
import { handleContactAction } from "~/contact/contact.server";

/**
 * The contact form's script posts here (`/contact.json`, `/fr/contact.json`, `/nl/contact.json`):
 * the page's own action, its outcome answered as JSON with the same status. The language is the
 * path's, as for the page.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const answer = await handleContactAction(request, context);
  return Response.json(answer.data, { status: answer.init?.status ?? 200, headers: { "Cache-Control": "no-store" } });
}
