/**
 * The lead desk's access: passkey enrolment and sign-in (WebAuthn, @simplewebauthn/server),
 * sessions in the database behind a `__Host-` cookie, the origin and form-token checks of every
 * state-changing request, and the per-client limit on sign-in attempts.
 */
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransportFuture,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { isoBase64URL } from "@simplewebauthn/server/helpers";
import type { Storage } from "../services/storage/database.server";
import type { Db } from "../services/storage/database.server";
import {
  addCredential,
  audit,
  consumeEnrolment,
  createSession,
  credentialIds,
  endSession,
  enrolmentOperator,
  findCredential,
  findOperator,
  findSession,
  saveChallenge,
  sessionAbsoluteMs,
  takeChallenge,
  updateCounter,
  type Session,
} from "../services/storage/desk-store.server";
import { deskReplies, type DeskReplies } from "./replies.server";

export const sessionCookieName = "__Host-desk-session";

/** Sign-in attempts a client may make in a window before it is told to wait. */
export const signInAttemptLimit = 10;
export const signInWindowMs = 15 * 60 * 1000;

export interface DeskConfig {
  storage: Pick<Storage, "get">;
  /** DESK_ORIGIN: the relying party, read at start-up. */
  origin: string;
  dataDir: string;
  /** The domain of the Message-IDs of replies sent from the desk (the site's host name). */
  messageIdDomain?: string;
  /** The outbox worker's nudge: a retried delivery goes out at once. */
  onQueued?: () => void;
  rpName?: string;
  /** Releases a request the spam traps caught (ContactService.release): its notifications go out. */
  release?: (id: string) => Promise<"released" | "not-found" | "not-spam">;
  /** Observes the seconds a lead waited for its first reply (contact_first_reply_seconds). */
  onFirstReply?: (seconds: number) => void;
}

export type CeremonyResult = { ok: true; cookie: string } | { ok: false; status: number; error: string };

export interface DeskService {
  origin: string;
  rpId: string;
  dataDir: string;
  messageIdDomain: string;
  /** Replies, owners and reply templates (issue 23). */
  replies: DeskReplies;
  db(): Promise<Db>;
  onQueued(): void;
  firstReply(seconds: number): void;
  release(id: string): Promise<"released" | "not-found" | "not-spam">;
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

export function sessionCookie(token: string): string {
  return `${sessionCookieName}=${token}; Path=/; HttpOnly; Secure; SameSite=Strict; Max-Age=${Math.floor(sessionAbsoluteMs / 1000)}`;
}

export const clearedSessionCookie = `${sessionCookieName}=; Path=/; HttpOnly; Secure; SameSite=Strict; Max-Age=0`;

export function createDeskService(config: DeskConfig): DeskService {
  const origin = new URL(config.origin).origin;
  const rpId = new URL(origin).hostname;
  const rpName = config.rpName ?? "Lead desk";
  const attempts = new Map<string, number[]>();

  function limited(clientIp: string, now = Date.now()): boolean {
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
  }

  const db = () => config.storage.get();

  return {
    origin,
    rpId,
    dataDir: config.dataDir,
    messageIdDomain: config.messageIdDomain ?? rpId,
    replies: deskReplies({
      db,
      messageIdDomain: config.messageIdDomain ?? rpId,
      onQueued: () => config.onQueued?.(),
      onFirstReply: (seconds) => config.onFirstReply?.(seconds),
    }),
    db,
    onQueued: () => config.onQueued?.(),
    firstReply: (seconds) => config.onFirstReply?.(seconds),
    release: (id) => (config.release ? config.release(id) : Promise.resolve("not-found")),
    async session(request) {
      const token = readCookie(request, sessionCookieName);
      if (!token || !/^[\w-]{20,100}$/.test(token)) return undefined;
      return findSession(await db(), token);
    },
    sameOrigin(request) {
      // Browsers send Origin on every POST; a request without one is not from the desk's forms.
      return request.headers.get("origin") === origin;
    },
    async signInOptions(clientIp) {
      if (limited(clientIp)) return { error: "too many sign-in attempts: wait a few minutes", status: 429 };
      const options = await generateAuthenticationOptions({ rpID: rpId, userVerification: "preferred" });
      const challengeId = await saveChallenge(await db(), "sign-in", options.challenge);
      return { challengeId, options };
    },
    async signIn(clientIp, challengeId, response) {
      const d = await db();
      const fail = async (reason: string): Promise<CeremonyResult> => {
        await audit(d, { operator: null, action: "failed sign-in", detail: reason });
        return { ok: false, status: 403, error: "This passkey was not accepted." };
      };
      if (limited(clientIp)) return { ok: false, status: 429, error: "Too many sign-in attempts: wait a few minutes." };
      const challenge = typeof challengeId === "string" ? await takeChallenge(d, challengeId, "sign-in") : undefined;
      if (!challenge) return fail("unknown or used challenge");
      const credential = typeof response?.id === "string" ? await findCredential(d, response.id) : undefined;
      if (!credential) return fail("unknown passkey");
      let verified;
      try {
        verified = await verifyAuthenticationResponse({
          response,
          expectedChallenge: challenge,
          expectedOrigin: origin,
          expectedRPID: rpId,
          credential: {
            id: credential.id,
            publicKey: isoBase64URL.toBuffer(credential.publicKey),
            counter: credential.counter,
            transports: credential.transports as AuthenticatorTransportFuture[] | undefined,
          },
          requireUserVerification: false,
        });
      } catch (error) {
        return fail(error instanceof Error ? error.message.slice(0, 200) : "invalid assertion");
      }
      if (!verified.verified) return fail("signature not verified");
      await updateCounter(d, credential.id, verified.authenticationInfo.newCounter);
      const operator = await findOperator(d, credential.operatorId);
      if (!operator) return fail("operator removed");
      const token = await createSession(d, operator.id);
      await audit(d, { operator: operator.name, action: "sign-in" });
      return { ok: true, cookie: sessionCookie(token) };
    },
    async enrolOptions(token) {
      const d = await db();
      const operator = await enrolmentOperator(d, token);
      if (!operator) return undefined;
      const options = await generateRegistrationOptions({
        rpName,
        rpID: rpId,
        userName: operator.email,
        userDisplayName: operator.name,
        userID: new TextEncoder().encode(operator.id),
        attestationType: "none",
        excludeCredentials: (await credentialIds(d, operator.id)).map((id) => ({ id })),
        authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
      });
      const challengeId = await saveChallenge(d, `enrol:${operator.id}`, options.challenge);
      return { challengeId, options };
    },
    async enrol(token, challengeId, response) {
      const d = await db();
      const operator = await enrolmentOperator(d, token);
      if (!operator) return { ok: false, status: 410, error: "This enrolment link is no longer valid." };
      const challenge = typeof challengeId === "string" ? await takeChallenge(d, challengeId, `enrol:${operator.id}`) : undefined;
      if (!challenge) return { ok: false, status: 403, error: "This passkey was not accepted." };
      let verified;
      try {
        verified = await verifyRegistrationResponse({
          response,
          expectedChallenge: challenge,
          expectedOrigin: origin,
          expectedRPID: rpId,
          requireUserVerification: false,
        });
      } catch {
        return { ok: false, status: 403, error: "This passkey was not accepted." };
      }
      if (!verified.verified) return { ok: false, status: 403, error: "This passkey was not accepted." };
      if (!(await consumeEnrolment(d, token))) return { ok: false, status: 410, error: "This enrolment link is no longer valid." };
      const c = verified.registrationInfo.credential;
      await addCredential(d, { id: c.id, operatorId: operator.id, publicKey: isoBase64URL.fromBuffer(c.publicKey), counter: c.counter, transports: c.transports });
      const session = await createSession(d, operator.id);
      await audit(d, { operator: operator.name, action: "passkey enrolled" });
      await audit(d, { operator: operator.name, action: "sign-in" });
      return { ok: true, cookie: sessionCookie(session) };
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
