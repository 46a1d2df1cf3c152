import type { ActionFunctionArgs } from "react-router";
import type { AuthenticationResponseJSON } from "@simplewebauthn/server";
import { accessService, clientIp } from "../gate.server";

/**
 * The sign-in ceremony's two steps, as JSON: `{ step: "options" }` hands out a challenge (used
 * once); `{ step: "verify", challengeId, response }` checks the assertion and opens a session.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const access = accessService(context);
  let body: { step?: unknown; challengeId?: unknown; response?: unknown };
  try {
    body = (await request.json()) as typeof body;
  } catch {
    return Response.json({ error: "Bad Request" }, { status: 400 });
  }
  const ip = clientIp(context);
  if (body.step === "options") {
    const result = await access.signInOptions(ip);
    if ("error" in result) return Response.json({ error: result.error }, { status: result.status });
    return Response.json(result);
  }
  if (body.step === "verify" && typeof body.challengeId === "string" && typeof body.response === "object" && body.response) {
    const result = await access.signIn(ip, body.challengeId, body.response as AuthenticationResponseJSON);
    if (!result.ok) return Response.json({ error: result.error }, { status: result.status });
    return Response.json({ ok: true }, { headers: { "Set-Cookie": result.cookie } });
  }
  return Response.json({ error: "Bad Request" }, { status: 400 });
}

export function loader() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}
