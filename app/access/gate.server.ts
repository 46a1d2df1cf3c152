/**
 * The operators' one gate: the desk layout's middleware (deskGuard, ~/desk/guard.server), which
 * every page under /desk passes through, the sign-in pages and the content engine's included. It finds the
 * session; a page without one goes to sign-in, a download gets 401; a post must come from the
 * desk's origin, by a signed-in operator, carrying the session's form token (else 403 or 401,
 * and nothing is done). Routes then read the session and the posted form from the context.
 */
import { createContext, data, redirect, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { loggerContext, requestContext } from "~/context";
import { accessContext } from "./context";
import type { AccessService } from "./access.server";
import { logOncePerMinute } from "~/platform/log-throttle.server";
import { clientKey } from "~/contact/intake.server";
import type { Session } from "~/storage/operators/desk-sessions-store.server";
import type { z } from "zod";

/** The signed-in operator's session, when there is one (set by the gate). */
const sessionContext = createContext<Session | null>(null);
/** A post's form, read once by the gate to check its token. */
const formContext = createContext<FormData | null>(null);

/** Pages a stranger may open: signing in and enrolling (their ceremonies check what they need). */
const openPath = /^\/desk\/(sign-in|enrol\/[^/]+|api\/sign-in|api\/enrol\/[^/]+)(\.data)?\/?$/;
/** Answers that are data, not pages: 401 rather than a redirect. */
const dataPath = /^\/desk\/export\.(csv|json|xlsx)$/;

function plain(status: number, text: string): Response {
  return new Response(text, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

/** The sign-in page, told to come back to this page (its path and query) once signed in. */
export function signInRedirect(request: Request): string {
  const url = new URL(request.url);
  const page = `${url.pathname.replace(/\.data$/, "")}${url.search}`;
  return page === "/desk" ? "/desk/sign-in" : `/desk/sign-in?${new URLSearchParams({ next: page })}`;
}

export const accessGate: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const access = accessService(context);
  const path = new URL(request.url).pathname;
  const post = request.method === "POST";
  // Browsers send Origin on every post; one without it (or from elsewhere) is not the desk's.
  if (post && !access.sameOrigin(request)) return plain(403, "Forbidden");
  const session = (await access.session(request)) ?? null;
  context.set(sessionContext, session);
  if (openPath.test(path)) return next();
  if (!session) {
    if (post) {
      // A stale tab or a robot, not a fault of the server: a warning, once a minute per client.
      if (logOncePerMinute(`desk-post-401:${clientKey(clientIp(context))}`)) {
        context.get(loggerContext)?.warn({ path }, "desk post refused: not signed in (logged once a minute per client)");
      }
      return plain(401, "Unauthorized");
    }
    if (dataPath.test(path)) return plain(401, "Unauthorized");
    // The page asked for survives sign-in (the sign-in page sends back to it).
    throw redirect(signInRedirect(request));
  }
  if (post) {
    let form: FormData;
    try {
      form = await request.formData();
    } catch {
      return plain(400, "Bad Request");
    }
    if (form.get("csrf") !== session.csrf) return plain(403, "Forbidden");
    context.set(formContext, form);
  }
  return next();
};

export function accessService(context: Readonly<RouterContextProvider>): AccessService {
  const access = context.get(accessContext);
  if (!access) throw data("The lead desk is not available", { status: 503 });
  return access;
}

/** The session on a page that also serves strangers (the layout, sign-in). */
export function optionalSession(context: Readonly<RouterContextProvider>): Session | null {
  return context.get(sessionContext);
}

/** The signed-in operator, on a route behind the gate. */
export function signedInSession(context: Readonly<RouterContextProvider>): Session {
  const session = context.get(sessionContext);
  // Unreachable behind the gate; a route outside it must not serve anyone.
  if (!session) throw plain(401, "Unauthorized");
  return session;
}

/** The posted form's field as text ("" when absent), on an action behind the gate. */
export function postedForm(context: Readonly<RouterContextProvider>): FormData {
  const form = context.get(formContext);
  if (!form) throw plain(400, "Bad Request");
  return form;
}

export function field(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

export function clientIp(context: Readonly<RouterContextProvider>): string {
  return context.get(requestContext)?.clientIp ?? "unknown";
}

/** The posted fields `schema` names, as text, checked by it: their value, or null when refused. */
export function postedFields<T extends z.ZodObject>(form: FormData, schema: T): z.output<T> | null {
  const parsed = schema.safeParse(Object.fromEntries(Object.keys(schema.shape).map((name) => [name, field(form, name)])));
  return parsed.success ? parsed.data : null;
}
