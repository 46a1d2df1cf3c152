import type { ActionFunctionArgs } from "react-router";
import type { RegistrationResponseJSON } from "@simplewebauthn/server";
import { accessService } from "../gate.server";

/** The enrolment ceremony's two steps, as JSON, for a valid one-time link. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const access = accessService(context);
  const token = params.token ?? "";
  let body: { step?: unknown; challengeId?: unknown; response?: unknown };
  try {
    body = (await request.json()) as typeof body;
  } catch {
    return Response.json({ error: "Bad Request" }, { status: 400 });
  }
  if (body.step === "options") {
    const result = await access.enrolOptions(token);
    if (!result) return Response.json({ error: "link-invalid" }, { status: 410 });
    return Response.json(result);
  }
  if (body.step === "verify" && typeof body.challengeId === "string" && typeof body.response === "object" && body.response) {
    const result = await access.enrol(
      token,
      body.challengeId,
      body.response as RegistrationResponseJSON,
      request.headers.get("user-agent"),
    );
    if (!result.ok) return Response.json({ error: result.error }, { status: result.status });
    return Response.json({ ok: true }, { headers: { "Set-Cookie": result.cookie } });
  }
  return Response.json({ error: "Bad Request" }, { status: 400 });
}

export function loader() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}
