/**
 * Operators' access to the lead desk: passkey enrolment and sign-in with @simplewebauthn/server
 * (./passkeys.server.ts), sessions in the database behind a `__Host-` cookie, the origin check of
 * every state-changing request, an operator's own passkeys. The desk, the content engine and the
 * server ask it who is signed in; it never hands out the database.
 */
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import type { Locale } from "~/i18n/locale";
import { defaultLogger, type Logger } from "~/platform/log.server";
import type { Storage } from "~/storage/platform/storage.server";
import { audit } from "~/storage/operators/desk-audit-store.server";
import { findEnrolment } from "~/storage/operators/desk-enrolment-store.server";
import { endSession, findSession, type Session } from "~/storage/operators/desk-sessions-store.server";
import type { Operator } from "~/storage/operators/desk-store.server";
import { listPasskeys, revokePasskey, type PasskeySummary } from "~/storage/operators/passkeys-store.server";
import {
  enrol,
  enrolOptions,
  relyingParty,
  sessionCookieName,
  signIn,
  signInOptions,
  type CeremonyError,
  type CeremonyResult,
} from "./passkeys.server";

export {
  sessionCookie,
  sessionCookieName,
  signInAttemptLimit,
  signInWindowMs,
  type CeremonyError,
  type CeremonyResult,
} from "./passkeys.server";

export interface AccessConfig {
  storage: Pick<Storage, "get">;
  /** DESK_ORIGIN: the relying party, read at start-up. */
  origin: string;
  /** DESK_HELP: who to ask for a new sign-in link after losing a device. */
  help?: string;
  rpName?: string;
  /** Where a failed save is told (default: the process's logger). */
  logger?: Logger;
}

export interface AccessService {
  origin: string;
  rpId: string;
  /** Who to ask for a new sign-in link (DESK_HELP). */
  help: string;
  /** The signed-in operator's session behind this request's cookie, if any. */
  session(request: Request): Promise<Session | undefined>;
  /** A state-changing request must come from the desk's own origin. */
  sameOrigin(request: Request): boolean;
  signInOptions(clientIp: string): Promise<{ challengeId: string; options: unknown } | { error: CeremonyError; status: number }>;
  signIn(clientIp: string, challengeId: string, response: AuthenticationResponseJSON): Promise<CeremonyResult>;
  /** The operator a one-time enrolment link enrols while it is valid, and the link's language (`contacts invite --language`). */
  enrolment(token: string): Promise<{ operator: Operator; language: Locale | null } | undefined>;
  enrolOptions(token: string): Promise<{ challengeId: string; options: unknown } | undefined>;
  /** `userAgent`: the browser's User-Agent, named for the operator's list of passkeys. */
  enrol(token: string, challengeId: string, response: RegistrationResponseJSON, userAgent?: string | null): Promise<CeremonyResult>;
  /** An operator's own passkeys: device, created, last used. */
  passkeys(operatorId: string): Promise<PasskeySummary[]>;
  /** "Remove" one of the operator's own passkeys: it stops working and the sessions it opened end (audited). */
  removePasskey(who: Operator, passkeyId: string): Promise<"done" | "not-found">;
  signOut(request: Request): Promise<string>;
}

export function readCookie(request: Request, name: string): string | undefined {
  const header = request.headers.get("cookie");
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

export const clearedSessionCookie = `${sessionCookieName}=; Path=/; HttpOnly; Secure; SameSite=Strict; Max-Age=0`;

const tokenShape = /^[\w-]{20,100}$/;

export function createAccessService(config: AccessConfig): AccessService {
  const origin = new URL(config.origin).origin;
  const rpId = new URL(origin).hostname;
  const db = () => config.storage.get();
  const rp = relyingParty({ db, origin, rpId, rpName: config.rpName ?? "Lead desk", logger: config.logger ?? defaultLogger() });

  return {
    origin,
    rpId,
    help: config.help ?? "the person who manages the lead desk",
    async session(request) {
      const token = readCookie(request, sessionCookieName);
      if (!token || !tokenShape.test(token)) return undefined;
      return findSession(await db(), token);
    },
    sameOrigin(request) {
      // Browsers send Origin on every POST; a request without one is not from the desk's forms.
      return request.headers.get("origin") === origin;
    },
    signInOptions: (clientIp) => signInOptions(rp, clientIp),
    signIn: (clientIp, challengeId, response) => signIn(rp, clientIp, challengeId, response),
    enrolment: async (token) => (tokenShape.test(token) ? findEnrolment(await db(), token) : undefined),
    enrolOptions: (token) => enrolOptions(rp, token),
    enrol: (token, challengeId, response, userAgent) => enrol(rp, token, challengeId, response, userAgent),
    passkeys: async (operatorId) => listPasskeys(await db(), operatorId),
    async removePasskey(who, passkeyId) {
      if (!passkeyId) return "not-found";
      const d = await db();
      const device = (await listPasskeys(d, who.id)).find((p) => p.id === passkeyId)?.device;
      const audited = ({ sessions }: { sessions: number }) => ({
        operator: who.name,
        action: "passkey removed",
        detail: `${device ?? "unnamed device"}; ${sessions} session(s) ended`,
      });
      return (await revokePasskey(d, who.id, passkeyId, audited)) ? "done" : "not-found";
    },
    async signOut(request) {
      const token = readCookie(request, sessionCookieName);
      if (token) {
        const d = await db();
        const s = await findSession(d, token);
        await endSession(d, token);
        if (s) await audit(d, { operator: s.operator.name, action: "sign-out" });
      }
      return clearedSessionCookie;
    },
  };
}
