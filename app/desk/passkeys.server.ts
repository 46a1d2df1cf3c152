/**
 * The passkey ceremonies (WebAuthn, @simplewebauthn/server): sign-in and enrolment, each in two
 * steps (options, then verification of the browser's answer).
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
import type { Db } from "~/services/storage/database.server";
import {
  addCredential,
  audit,
  consumeEnrolment,
  createSession,
  credentialIds,
  enrolmentOperator,
  findCredential,
  findOperator,
  saveChallenge,
  sessionAbsoluteMs,
  takeChallenge,
  updateCounter,
} from "~/services/storage/desk-store.server";

export type CeremonyResult = { ok: true; cookie: string } | { ok: false; status: number; error: string };

export const sessionCookieName = "__Host-desk-session";

export function sessionCookie(token: string): string {
  return `${sessionCookieName}=${token}; Path=/; HttpOnly; Secure; SameSite=Strict; Max-Age=${Math.floor(sessionAbsoluteMs / 1000)}`;
}

/** The desk as a WebAuthn relying party, and its limit on sign-in attempts. */
export interface RelyingParty {
  db: () => Promise<Db>;
  origin: string;
  rpId: string;
  rpName: string;
  /** True when this client has used up its sign-in attempts (counts this one otherwise). */
  limited: (clientIp: string) => boolean;
}

export async function signInOptions(
  rp: RelyingParty,
  clientIp: string,
): Promise<{ challengeId: string; options: unknown } | { error: string; status: number }> {
  const { db, rpId, limited } = rp;
  if (limited(clientIp)) return { error: "too many sign-in attempts: wait a few minutes", status: 429 };
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
  const { db, origin, rpId, limited } = rp;
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
}

export async function enrolOptions(rp: RelyingParty, token: string): Promise<{ challengeId: string; options: unknown } | undefined> {
  const { db, rpId, rpName } = rp;
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

export async function enrol(
  rp: RelyingParty,
  token: string,
  challengeId: string,
  response: RegistrationResponseJSON,
): Promise<CeremonyResult> {
  const { db, origin, rpId } = rp;
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
  await addCredential(d, {
    id: c.id,
    operatorId: operator.id,
    publicKey: isoBase64URL.fromBuffer(c.publicKey),
    counter: c.counter,
    transports: c.transports,
  });
  const session = await createSession(d, operator.id);
  await audit(d, { operator: operator.name, action: "passkey enrolled" });
  await audit(d, { operator: operator.name, action: "sign-in" });
  return { ok: true, cookie: sessionCookie(session) };
}
