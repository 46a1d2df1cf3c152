/**
 * The lead desk's service: its access (passkey enrolment and sign-in with @simplewebauthn/server,
 * sessions in the database behind a `__Host-` cookie, the origin check of every state-changing
 * request, the per-client limit on sign-in attempts), what it reads (leads.server.ts) and what
 * operators do (actions.server.ts). It never hands out the database.
 */
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import type { Storage } from "../services/storage/database.server";
import { audit, endSession, findSession, type Session } from "../services/storage/desk-store.server";
import { deskActions, type DeskActions } from "./actions.server";
import { deskReads, type DeskReads } from "./leads.server";
import { enrol, enrolOptions, sessionCookieName, signIn, signInOptions, type CeremonyResult, type RelyingParty } from "./passkeys.server";

export { sessionCookie, sessionCookieName, type CeremonyResult } from "./passkeys.server";

/** Sign-in attempts a client may make in a window before it is told to wait. */
export const signInAttemptLimit = 10;
export const signInWindowMs = 15 * 60 * 1000;

export interface DeskConfig {
  storage: Pick<Storage, "get">;
  /** DESK_ORIGIN: the relying party, read at start-up. */
  origin: string;
  dataDir: string;
  /** The outbox worker's nudge: a retried delivery goes out at once. */
  onQueued?: () => void;
  rpName?: string;
  /** Releases a request the spam traps caught (ContactService.release): its notifications go out. */
  release?: (id: string) => Promise<"released" | "not-found" | "not-spam">;
  /** Observes the seconds a lead waited for its first reply (contact_first_reply_seconds). */
  onFirstReply?: (seconds: number) => void;
}

export interface DeskService {
  origin: string;
  rpId: string;
  /** What the desk's pages show. */
  leads: DeskReads;
  /** What operators do; each action writes its own audit line. */
  actions: DeskActions;
  /** The signed-in operator's session behind this request's cookie, if any. */
  session(request: Request): Promise<Session | undefined>;
  /** A state-changing request must come from the desk's own origin. */
  sameOrigin(request: Request): boolean;
  signInOptions(clientIp: string): Promise<{ challengeId: string; options: unknown } | { error: string; status: number }>;
  signIn(clientIp: string, challengeId: string, response: AuthenticationResponseJSON): Promise<CeremonyResult>;
  enrolOptions(token: string): Promise<{ challengeId: string; options: unknown } | undefined>;
  enrol(token: string, challengeId: string, response: RegistrationResponseJSON): Promise<CeremonyResult>;
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

/** Counts each client's sign-in attempts in a sliding window: true once it has used them up. */
function attemptLimiter(): (clientIp: string) => boolean {
  const attempts = new Map<string, number[]>();
  return (clientIp, now = Date.now()) => {
    const recent = (attempts.get(clientIp) ?? []).filter((t) => now - t < signInWindowMs);
    if (recent.length >= signInAttemptLimit) {
      attempts.set(clientIp, recent);
      return true;
    }
    recent.push(now);
    attempts.set(clientIp, recent);
    // The map forgets quiet clients.
    if (attempts.size > 10_000) for (const [k, v] of attempts) if (v.every((t) => now - t >= signInWindowMs)) attempts.delete(k);
    return false;
  };
}

export function createDeskService(config: DeskConfig): DeskService {
  const origin = new URL(config.origin).origin;
  const rpId = new URL(origin).hostname;
  const db = () => config.storage.get();
  const rp: RelyingParty = { db, origin, rpId, rpName: config.rpName ?? "Lead desk", limited: attemptLimiter() };

  return {
    origin,
    rpId,
    leads: deskReads(db),
    actions: deskActions({
      db,
      dataDir: config.dataDir,
      onQueued: () => config.onQueued?.(),
      onFirstReply: (seconds) => config.onFirstReply?.(seconds),
      release: (id) => (config.release ? config.release(id) : Promise.resolve("not-found")),
    }),
    async session(request) {
      const token = readCookie(request, sessionCookieName);
      if (!token || !/^[\w-]{20,100}$/.test(token)) return undefined;
      return findSession(await db(), token);
    },
    sameOrigin(request) {
      // Browsers send Origin on every POST; a request without one is not from the desk's forms.
      return request.headers.get("origin") === origin;
    },
    signInOptions: (clientIp) => signInOptions(rp, clientIp),
    signIn: (clientIp, challengeId, response) => signIn(rp, clientIp, challengeId, response),
    enrolOptions: (token) => enrolOptions(rp, token),
    enrol: (token, challengeId, response) => enrol(rp, token, challengeId, response),
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
