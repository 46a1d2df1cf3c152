import type { ActionFunctionArgs } from "react-router";
import { signedIn } from "../guard.server";

/**
 * `POST /desk/leads/<id>/personal-data` (the lead page's "Download this person's data"): everything
 * held about the lead's address as one JSON file (GDPR Article 15), as `contacts export --email`
 * gives it. A post, so the desk's gate checks its origin and form token; the action writes the
 * audit line (who, when, for which address).
 */
export async function action({ context, params }: ActionFunctionArgs) {
  const { desk, session } = signedIn(context);
  const id = params.id ?? "";
  const document = await desk.actions.exportPerson(session.operator, id);
  if (!document) return new Response("Not Found", { status: 404 });
  const reference = document.requests.find((r) => r.id === id)?.reference ?? "request";
  const name = `personal-data-${reference.replace(/[^A-Za-z0-9-]/g, "")}-${document.exportedAt.slice(0, 10)}.json`;
  return new Response(`${JSON.stringify(document, null, 2)}\n`, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}"`,
      "Cache-Control": "no-store",
    },
  });
}
