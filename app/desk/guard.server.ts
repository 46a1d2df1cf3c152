/**
 * The desk's gate is access's (~/access/gate.server.ts): session, origin and form token, on every
 * page under /desk. Here the desk's routes find it, its form helpers, and the desk's service.
 */
import { data, type RouterContextProvider } from "react-router";
import { accessGate, signedInSession } from "~/access/gate.server";
import type { Session } from "~/storage/operators/desk-sessions-store.server";
import { deskContext } from "./context";
import type { DeskService } from "./desk.server";

export { clientIp, field, optionalSession, postedFields, postedForm } from "~/access/gate.server";

export const deskGuard = accessGate;

export function deskService(context: Readonly<RouterContextProvider>): DeskService {
  const desk = context.get(deskContext);
  if (!desk) throw data("The lead desk is not available", { status: 503 });
  return desk;
}

/** The desk and the signed-in operator, on a route behind the gate. */
export function signedIn(context: Readonly<RouterContextProvider>): { desk: DeskService; session: Session } {
  const session = signedInSession(context);
  return { desk: deskService(context), session };
}
