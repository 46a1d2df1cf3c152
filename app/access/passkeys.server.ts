/**
 * The passkey ceremonies (WebAuthn, @simplewebauthn/server): sign-in and enrolment, each in two
 * steps (options, then verification of the browser's answer), and the limits on failed sign-ins.
 * The limits bound what costs (unknown passkeys, clients that already failed, audit lines) and
 * never refuse an enrolled passkey's sign-in from a client with no failures of its own: a stranger's
 * failures, from however many addresses, cannot keep an operator out.
 */
import type { AuthenticationResponseJSON, AuthenticatorTransportFuture, RegistrationResponseJSON } from "@simplewebauthn/server";
import { errorMessage, type Logger } from "~/platform/log.server";
import { clientKey } from "~/contact/intake.server";
import type { Db } from "~/storage/platform/database.server";
import { audit, updateAudit } from "~/storage/operators/desk-audit-store.server";
import { createSession, saveChallenge, sessionAbsoluteMs, takeChallenge } from "~/storage/operators/desk-sessions-store.server";
import { enrolmentOperator } from "~/storage/operators/desk-enrolment-store.server";
import { findOperator, sha256 } from "~/storage/operators/desk-store.server";
import {
  completeEnrolment,
  credentialIds,
  findCredential,
  updateCounter,
  type StoredCredential,
} from "~/storage/operators/passkeys-store.server";
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
 * Failed sign-ins a client (an IPv4 address, an IPv6 /64) may have in a window before it is told to
 * wait. Only failures count: an office signing in all day behind one address is never held. The same
 * number of failures on one passkey holds that passkey for the clients that already failed (a client
 * with no failures of its own always gets its attempt: that is how the operator signs in).
 */
export const signInAttemptLimit = 10;
export const signInWindowMs = 15 * 60 * 1000;
/**
 * Failed sign-ins from everywhere in a minute past which the attempts that cost are refused until the
 * minute has passed: a passkey id no operator has, and any attempt from a client that already failed.
 * 2,500 IPv6 /64s at 10 failures each are otherwise 25,000 attempts, each a challenge taken and an
 * audit write. An enrolled passkey's attempt from a client with no failures is never refused by it.
 */
export const signInGlobalLimitPerMinute = 100;
/**
 * Audit lines of failed sign-ins a minute: one per client (rewritten with its count) for the first
 * clients; the failures of the clients past them share one more line, with their count.
 */
export const signInAuditLinesPerMinute = 20;

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
  /** The audit lines of failed sign-ins in the current minute (see signInAuditLinesPerMinute). */
  failureLines: FailureLines;
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
  return {
    ...options,
    failures: new SlidingCounter(signInWindowMs),
    allFailures: new SlidingCounter(60_000, 1),
    failureLines: { minute: 0, clients: new Map() },
  };
}

/**
 * One audit line of failed sign-ins, rewritten with its count as more come: `write` is the chain of
 * its writes (one at a time, each with the count as it then is), giving the line's id once written.
 */
interface FailureLine {
  count: number;
  reason: string;
  write: Promise<string | undefined>;
}

/** The lines of the current minute: one per client for the first signInAuditLinesPerMinute clients, then one for the others. */
export interface FailureLines {
  minute: number;
  clients: Map<string, FailureLine>;
  others?: FailureLine;
}

/** A short, stable tag for a client in the audit: which failures came from one place, never the address. */
const clientTag = (client: string) => sha256(`desk-client:${client}`).slice(0, 8);

/**
 * Counts a failed sign-in and audits it: at most one audit line per client (an IPv4 address, an
 * IPv6 /64) and minute, rewritten with the number of failures it stands for as more come in that
 * minute, and past signInAuditLinesPerMinute clients in a minute one line for all the others. A /64
 * holds 2^64 addresses and a stranger can have many /64s: a line per address, per failure or per
 * client would let them fill the audit.
 */
export async function recordFailure(
  rp: RelyingParty,
  d: Db,
  client: string,
  credentialId: string | undefined,
  reason: string,
): Promise<void> {
  const { failures, failureLines: lines } = rp;
  const now = (rp.now ?? Date.now)();
  failures.add(`client:${client}`, now);
  rp.allFailures.add("all", now);
  if (credentialId) failures.add(`passkey:${credentialId}`, now);
  const minute = Math.floor(now / 60_000) * 60_000;
  if (lines.minute !== minute) {
    lines.minute = minute;
    lines.clients = new Map();
    lines.others = undefined;
  }
  const from = new Date(minute).toISOString().slice(11, 16);
  const at = new Date(now);
  const own = lines.clients.get(client) ?? (lines.clients.size < signInAuditLinesPerMinute ? newLine(lines.clients, client) : undefined);
  const tag = clientTag(client);
  const line = own ?? (lines.others ??= { count: 0, reason, write: Promise.resolve(undefined) });
  const detail = (l: FailureLine) =>
    own === undefined
      ? `${l.reason} (${l.count} failed sign-in${l.count === 1 ? "" : "s"} in the minute from ${from} UTC from clients past the first ${signInAuditLinesPerMinute}, one line for all of them)`
      : l.count === 1
        ? `${l.reason} (client ${tag})`
        : `${l.reason} (${l.count} failed sign-ins from client ${tag} in the minute from ${from} UTC)`;
  line.count += 1;
  line.reason = reason;
  const written = line.write
    .catch(() => undefined)
    .then(async (id) => {
      // Written with the count as it is now: the last write of a burst carries the whole count.
      const text = detail(line);
      if (id && (await updateAudit(d, id, text, at))) return id;
      return audit(d, { operator: null, action: "failed sign-in", detail: text }, at);
    });
  line.write = written;
  await written;
}

function newLine(clients: Map<string, FailureLine>, client: string): FailureLine {
  const line: FailureLine = { count: 0, reason: "", write: Promise.resolve(undefined) };
  clients.set(client, line);
  return line;
}

/** Whether the failures from everywhere in the last minute (and attempts under way) reached the global bound. */
export function overGlobalLimit(rp: Pick<RelyingParty, "allFailures" | "now">): boolean {
  return rp.allFailures.count("all", (rp.now ?? Date.now)()) >= signInGlobalLimitPerMinute;
}

export async function signInOptions(
  rp: RelyingParty,
  clientIp: string,
): Promise<{ challengeId: string; options: unknown } | { error: CeremonyError; status: number }> {
  const { db, rpId, failures } = rp;
  // A held client gets no challenge (and so cannot even try); asking for one is not a failure. A
  // client with no failures of its own always gets one: the passkey it will name is not known yet.
  const failed = failures.count(`client:${clientKey(clientIp)}`, (rp.now ?? Date.now)());
  if (failed >= signInAttemptLimit || (failed > 0 && overGlobalLimit(rp))) return { error: "too-many", status: 429 };
  const [{ generateAuthenticationOptions }] = await webauthn();
  const options = await generateAuthenticationOptions({ rpID: rpId, userVerification: "preferred" });
  const challengeId = await saveChallenge(await db(), "sign-in", options.challenge);
  return { challengeId, options };
}

/**
 * A sign-in attempt, under the limits: a client held for its own failures is refused before any
 * work. A client that already failed is refused too while the passkey it names is held or the
 * failures from everywhere are past the global bound. A client with no failures of its own is
 * refused only when the passkey it names is no operator's (one look-up) and the global bound is
 * reached: the attempt of an enrolled passkey from a clean client is always verified.
 */
export async function signIn(
  rp: RelyingParty,
  clientIp: string,
  challengeId: string,
  response: AuthenticationResponseJSON,
): Promise<CeremonyResult> {
  const { failures } = rp;
  const now = (rp.now ?? Date.now)();
  const tooMany: CeremonyResult = { ok: false, status: 429, error: "too-many" };
  // Checked and held before the first await: concurrent attempts count from the start (the second
  // of two at once from one client is one from a client that already failed).
  const client = clientKey(clientIp);
  const claimed = typeof response?.id === "string" && response.id.length <= 1024 ? response.id : undefined;
  const failed = failures.count(`client:${client}`, now);
  if (failed >= signInAttemptLimit) return tooMany;
  if (failed > 0 && ((claimed && failures.count(`passkey:${claimed}`, now) >= signInAttemptLimit) || overGlobalLimit(rp))) return tooMany;
  const releases = [failures.hold(`client:${client}`), ...(claimed ? [failures.hold(`passkey:${claimed}`)] : [])];
  try {
    if (failed > 0) {
      releases.push(rp.allFailures.hold("all"));
      return await verifySignIn(rp, client, claimed, challengeId, response);
    }
    const credential = claimed ? await findCredential(await rp.db(), claimed) : undefined;
    // A passkey no operator has, from a clean client: what a flood from many /64s is made of.
    if (!credential && overGlobalLimit(rp)) return tooMany;
    releases.push(rp.allFailures.hold("all"));
    return await verifySignIn(rp, client, claimed, challengeId, response, credential ?? null);
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
  /** The claimed passkey when already looked up (null: none), undefined when not yet. */
  found?: StoredCredential | null,
): Promise<CeremonyResult> {
  const { db, origin, rpId } = rp;
  const [{ verifyAuthenticationResponse }, { isoBase64URL }] = await webauthn();
  const d = await db();
  const fail = async (reason: string): Promise<CeremonyResult> => {
    await recordFailure(rp, d, client, claimed, reason);
    return { ok: false, status: 403, error: "not-accepted" };
  };
  const credential = found !== undefined ? (found ?? undefined) : claimed ? await findCredential(d, claimed) : undefined;
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
