/**
 * The passkey ceremonies (WebAuthn, @simplewebauthn/server): sign-in and enrolment, each in two
 * steps (options, then verification of the browser's answer), and the limit on failed sign-ins
 * (per client and per passkey).
 */
import type { AuthenticationResponseJSON, AuthenticatorTransportFuture, RegistrationResponseJSON } from "@simplewebauthn/server";
import { errorMessage, type Logger } from "~/platform/log.server";
import { clientKey } from "~/contact/intake.server";
import type { Db } from "~/storage/database.server";
import { audit, updateAudit } from "~/storage/desk-audit-store.server";
import { createSession, saveChallenge, sessionAbsoluteMs, takeChallenge } from "~/storage/desk-sessions-store.server";
import { enrolmentOperator } from "~/storage/desk-enrolment-store.server";
import { findOperator, sha256 } from "~/storage/desk-store.server";
import { completeEnrolment, credentialIds, findCredential, updateCounter } from "~/storage/passkeys-store.server";
import { deviceName } from "./device-name";
import { SlidingCounter } from "./sliding-counter";

/**
 * @simplewebauthn/server and its certificate parsers, loaded by the first ceremony rather than at
 * start-up: they hold about 5 MB of the server's heap, and a desk is signed into a few times a day
 * (docs/benchmarks.md, the server's memory after start).
 */
let webauthnModules: Promise<[typeof import("@simplewebauthn/server"), typeof import("@simplewebauthn/server/helpers")]> | undefined;
const webauthn = () => (webauthnModules ??= Promise.all([import("@simplewebauthn/server"), import("@simplewebauthn/server/helpers")]));

/** Why a ceremony was refused, for the page to say in the operator's words. */
export type CeremonyError = "too-many" | "not-accepted" | "link-invalid" | "save-failed";

export type CeremonyResult = { ok: true; cookie: string } | { ok: false; status: number; error: CeremonyError };

export const sessionCookieName = "__Host-desk-session";

/**
 * Failed sign-ins a client (an IPv4 address, an IPv6 /64) or a passkey may have in a window before
 * it is told to wait. Only failures count: an office signing in all day behind one address is never held.
 */
export const signInAttemptLimit = 10;
export const signInWindowMs = 15 * 60 * 1000;
/**
 * Failed sign-ins from everywhere in a minute before every client is told to wait (until the minute
 * has passed): 2,500 IPv6 /64s at 10 failures each are otherwise 25,000 attempts, each a challenge
 * and an audit write. A team signing in fails a handful of times a day.
 */
export const signInGlobalLimitPerMinute = 100;

export function sessionCookie(token: string): string {
  return `${sessionCookieName}=${token}; Path=/; HttpOnly; Secure; SameSite=Strict; Max-Age=${Math.floor(sessionAbsoluteMs / 1000)}`;
}

/** The desk as a WebAuthn relying party, and what it remembers of failed sign-ins. */
export interface RelyingParty {
  db: () => Promise<Db>;
  origin: string;
  rpId: string;
  rpName: string;
  /** Failed sign-ins per client and per passkey (see signInAttemptLimit). */
  failures: SlidingCounter;
  /** Failed sign-ins from every client in the last minute (see signInGlobalLimitPerMinute), under the key "all". */
  allFailures: SlidingCounter;
  /** The audit line of each client's failures in the current minute (`since`: the minute's start), rewritten with a count as more come. */
  failureLines: Map<string, { id: string; count: number; since: number }>;
  /** The clock (tests); Date.now by default. */
  now?: () => number;
  /** Where a failed save is told. */
  logger: Logger;
}

export function relyingParty(options: {
  db: () => Promise<Db>;
  origin: string;
  rpId: string;
  rpName: string;
  logger: Logger;
  now?: () => number;
}): RelyingParty {
  return { ...options, failures: new SlidingCounter(signInWindowMs), allFailures: new SlidingCounter(60_000, 1), failureLines: new Map() };
}

/** A short, stable tag for a client in the audit: which failures came from one place, never the address. */
const clientTag = (client: string) => sha256(`desk-client:${client}`).slice(0, 8);

/**
 * Counts a failed sign-in and audits it: at most one audit line per client (an IPv4 address, an
 * IPv6 /64) and minute, rewritten with the number of failures it stands for as more come in that
 * minute. A /64 holds 2^64 addresses: a line per address, or per failure, would let one client
 * fill the audit.
 */
export async function recordFailure(
  rp: RelyingParty,
  d: Db,
  client: string,
  credentialId: string | undefined,
  reason: string,
): Promise<void> {
  const { failures, failureLines } = rp;
  const now = (rp.now ?? Date.now)();
  failures.add(`client:${client}`, now);
  rp.allFailures.add("all", now);
  if (credentialId) failures.add(`passkey:${credentialId}`, now);
  const minute = Math.floor(now / 60_000) * 60_000;
  const line = failureLines.get(client);
  if (line && line.since === minute) {
    line.count += 1;
    const from = new Date(minute).toISOString().slice(11, 16);
    const detail = `${reason} (${line.count} failed sign-ins from client ${clientTag(client)} in the minute from ${from} UTC)`;
    if (await updateAudit(d, line.id, detail, new Date(now))) return;
  }
  const id = await audit(d, { operator: null, action: "failed sign-in", detail: `${reason} (client ${clientTag(client)})` }, new Date(now));
  failureLines.set(client, { id, count: 1, since: minute });
  if (failureLines.size > 10_000) for (const [k, v] of failureLines) if (v.since < minute) failureLines.delete(k);
}

/** Whether the failures from everywhere in the last minute (and attempts under way) reached the global bound. */
export function overGlobalLimit(rp: Pick<RelyingParty, "allFailures">): boolean {
  return rp.allFailures.count("all") >= signInGlobalLimitPerMinute;
}

export async function signInOptions(
  rp: RelyingParty,
  clientIp: string,
): Promise<{ challengeId: string; options: unknown } | { error: CeremonyError; status: number }> {
  const { db, rpId, failures } = rp;
  // A held client gets no challenge (and so cannot even try); asking for one is not a failure.
  if (failures.count(`client:${clientKey(clientIp)}`) >= signInAttemptLimit || overGlobalLimit(rp))
    return { error: "too-many", status: 429 };
  const [{ generateAuthenticationOptions }] = await webauthn();
  const options = await generateAuthenticationOptions({ rpID: rpId, userVerification: "preferred" });
  const challengeId = await saveChallenge(await db(), "sign-in", options.challenge);
  return { challengeId, options };
}

export async function signIn(
  rp: RelyingParty,
  clientIp: string,
  challengeId: string,
  response: AuthenticationResponseJSON,
): Promise<CeremonyResult> {
  const { failures } = rp;
  // Checked and held before the first await: concurrent attempts count from the start.
  const client = clientKey(clientIp);
  const claimed = typeof response?.id === "string" && response.id.length <= 1024 ? response.id : undefined;
  const keys = [`client:${client}`, ...(claimed ? [`passkey:${claimed}`] : [])];
  // A passkey someone keeps trying from many addresses is held too (its operator waits as well).
  if (keys.some((key) => failures.count(key) >= signInAttemptLimit) || overGlobalLimit(rp))
    return { ok: false, status: 429, error: "too-many" };
  const releases = [...keys.map((key) => failures.hold(key)), rp.allFailures.hold("all")];
  try {
    return await verifySignIn(rp, client, claimed, challengeId, response);
  } finally {
    for (const release of releases) release();
  }
}

/** One sign-in attempt, once the limits let it through: a session, or a failure counted and audited. */
async function verifySignIn(
  rp: RelyingParty,
  client: string,
  claimed: string | undefined,
  challengeId: string,
  response: AuthenticationResponseJSON,
): Promise<CeremonyResult> {
  const { db, origin, rpId } = rp;
  const [{ verifyAuthenticationResponse }, { isoBase64URL }] = await webauthn();
  const d = await db();
  const fail = async (reason: string): Promise<CeremonyResult> => {
    await recordFailure(rp, d, client, claimed, reason);
    return { ok: false, status: 403, error: "not-accepted" };
  };
  const credential = claimed ? await findCredential(d, claimed) : undefined;
  const challenge = typeof challengeId === "string" ? await takeChallenge(d, challengeId, "sign-in") : undefined;
  if (!challenge) return fail("unknown or used challenge");
  if (!credential) return fail("unknown passkey");
  // WebAuthn: the user handle the authenticator returns must be the passkey's own operator's
  // (the id enrolment gave it); a discoverable passkey always returns one.
  const userHandle = typeof response.response?.userHandle === "string" ? response.response.userHandle : undefined;
  if (!userHandle) return fail("no user handle");
  let handleOperator: string;
  try {
    handleOperator = new TextDecoder("utf-8", { fatal: true }).decode(isoBase64URL.toBuffer(userHandle));
  } catch {
    return fail("user handle does not match the passkey's operator");
  }
  if (handleOperator !== credential.operatorId) return fail("user handle does not match the passkey's operator");
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
  const token = await createSession(d, operator.id, credential.id);
  await audit(d, { operator: operator.name, action: "sign-in" });
  return { ok: true, cookie: sessionCookie(token) };
}

export async function enrolOptions(rp: RelyingParty, token: string): Promise<{ challengeId: string; options: unknown } | undefined> {
  const { db, rpId, rpName } = rp;
  const [{ generateRegistrationOptions }] = await webauthn();
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
}

/** `userAgent`: the browser's User-Agent, named for the operator's list of passkeys. */
export async function enrol(
  rp: RelyingParty,
  token: string,
  challengeId: string,
  response: RegistrationResponseJSON,
  userAgent?: string | null,
): Promise<CeremonyResult> {
  const { db, origin, rpId } = rp;
  const [{ verifyRegistrationResponse }, { isoBase64URL }] = await webauthn();
  const d = await db();
  const operator = await enrolmentOperator(d, token);
  if (!operator) return { ok: false, status: 410, error: "link-invalid" };
  const challenge = typeof challengeId === "string" ? await takeChallenge(d, challengeId, `enrol:${operator.id}`) : undefined;
  if (!challenge) return { ok: false, status: 403, error: "not-accepted" };
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
    return { ok: false, status: 403, error: "not-accepted" };
  }
  if (!verified.verified) return { ok: false, status: 403, error: "not-accepted" };
  const c = verified.registrationInfo.credential;
  let session: string | undefined;
  try {
    session = await completeEnrolment(d, token, {
      id: c.id,
      operatorId: operator.id,
      publicKey: isoBase64URL.fromBuffer(c.publicKey),
      counter: c.counter,
      transports: c.transports,
      device: deviceName(userAgent),
    });
  } catch (error) {
    // Nothing was kept and the link still works: the operator tries again.
    rp.logger.error({ module: "desk", error: errorMessage(error) }, "enrolment not saved: the link stays usable");
    return { ok: false, status: 503, error: "save-failed" };
  }
  if (!session) return { ok: false, status: 410, error: "link-invalid" };
  await audit(d, { operator: operator.name, action: "passkey enrolled", detail: deviceName(userAgent) ?? "" });
  await audit(d, { operator: operator.name, action: "sign-in" });
  return { ok: true, cookie: sessionCookie(session) };
}
