/** Every desk loader and action starts here: no session, no data. */
import { data, redirect, type RouterContextProvider } from "react-router";
import { deskContext, loggerContext, requestContext } from "~/context";
import type { DeskService } from "~/desk/desk.server";
import { logOncePerMinute } from "~/platform/log-throttle.server";
import { clientKey } from "~/services/contact-service.server";
import type { Session } from "~/services/storage/desk-store.server";

export function deskService(context: Readonly<RouterContextProvider>): DeskService {
  const desk = context.get(deskContext);
  if (!desk) throw data("The lead desk is not available", { status: 503 });
  return desk;
}

export function clientIp(context: Readonly<RouterContextProvider>): string {
  return context.get(requestContext)?.clientIp ?? "unknown";
}

/** The sign-in page, told to come back to this page (its path and query) once signed in. */
export function signInRedirect(request: Request): string {
  const url = new URL(request.url);
  const page = `${url.pathname.replace(/\.data$/, "")}${url.search}`;
  return page === "/desk" ? "/desk/sign-in" : `/desk/sign-in?${new URLSearchParams({ next: page })}`;
}

/** A page: the signed-in operator, or a redirect to the sign-in page (which sends back here). */
export async function requirePageSession(request: Request, context: Readonly<RouterContextProvider>): Promise<{ desk: DeskService; session: Session }> {
  const desk = deskService(context);
  const session = await desk.session(request);
  if (!session) throw redirect(signInRedirect(request));
  return { desk, session };
}

/** An export or other data answer: the operator, or 401 with nothing. */
export async function requireDataSession(request: Request, context: Readonly<RouterContextProvider>): Promise<{ desk: DeskService; session: Session }> {
  const desk = deskService(context);
  const session = await desk.session(request);
  if (!session) throw new Response("Unauthorized", { status: 401, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return { desk, session };
}

/**
 * A state-changing post: from the desk's origin, by a signed-in operator, carrying the session's
 * form token. Otherwise 403 (wrong origin or token) or 401 (no session), and nothing is done.
 */
export async function requireAction(request: Request, context: Readonly<RouterContextProvider>): Promise<{ desk: DeskService; session: Session; form: FormData }> {
  const desk = deskService(context);
  if (!desk.sameOrigin(request)) throw new Response("Forbidden", { status: 403 });
  const session = await desk.session(request);
  if (!session) {
    // A stale tab or a robot, not a fault of the server: a warning, once a minute per client.
    const client = clientKey(clientIp(context));
    if (logOncePerMinute(`desk-post-401:${client}`)) {
      context.get(loggerContext)?.warn({ path: new URL(request.url).pathname }, "desk post refused: not signed in (logged once a minute per client)");
    }
    throw new Response("Unauthorized", { status: 401 });
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw new Response("Bad Request", { status: 400 });
  }
  if (form.get("csrf") !== session.csrf) throw new Response("Forbidden", { status: 403 });
  return { desk, session, form };
}

export function field(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}
