/**
 * A passkey held in the test itself (a P-256 key made with node:crypto), for the tests of the
 * sign-in ceremony that run without a browser: its credential stored as enrolment stores one, and
 * assertions signed as an authenticator signs them (WebAuthn Level 2, §6.1 and §6.3.3).
 */
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from "node:crypto";
import type { AuthenticationResponseJSON } from "@simplewebauthn/server";
import type { Db } from "~/storage/platform/database.server";

export interface SoftPasskey {
  /** The credential id (base64url), as the browser names it in `response.id`. */
  id: string;
  operatorId: string;
  privateKey: KeyObject;
  /** The public key as COSE_Key (base64url), as the desk stores it. */
  publicKey: string;
  /** The signature counter, raised by each assertion. */
  counter: number;
}

const sha256 = (data: Buffer | string) => createHash("sha256").update(data).digest();

export function softPasskey(operatorId: string): SoftPasskey {
  const { publicKey, privateKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const jwk = publicKey.export({ format: "jwk" });
  const x = Buffer.from(jwk.x!, "base64url");
  const y = Buffer.from(jwk.y!, "base64url");
  // COSE_Key, CBOR: {1 (kty): 2 (EC2), 3 (alg): -7 (ES256), -1 (crv): 1 (P-256), -2 (x): bstr 32, -3 (y): bstr 32}
  const cose = Buffer.concat([
    Buffer.from([0xa5, 0x01, 0x02, 0x03, 0x26, 0x20, 0x01, 0x21, 0x58, 0x20]),
    x,
    Buffer.from([0x22, 0x58, 0x20]),
    y,
  ]);
  return { id: randomBytes(16).toString("base64url"), operatorId, privateKey, publicKey: cose.toString("base64url"), counter: 0 };
}

/** An operator with this passkey, stored as enrolment leaves them. */
export async function storeOperatorWithPasskey(db: Db, passkey: SoftPasskey, operator: { email: string; name: string }): Promise<void> {
  const now = new Date().toISOString();
  await db.kysely
    .insertInto("desk_operators")
    .values({ id: passkey.operatorId, email: operator.email, name: operator.name, language: "en", created_at: now })
    .execute();
  await db.kysely
    .insertInto("desk_credentials")
    .values({
      id: passkey.id,
      operator_id: passkey.operatorId,
      public_key: passkey.publicKey,
      counter: 0,
      transports: null,
      created_at: now,
      device: null,
      last_used_at: null,
    })
    .execute();
}

/** The browser's answer to a sign-in challenge (`challenge` as the options gave it), signed with this passkey. */
export function assertion(passkey: SoftPasskey, where: { challenge: string; origin: string; rpId: string }): AuthenticationResponseJSON {
  passkey.counter += 1;
  const counter = Buffer.alloc(4);
  counter.writeUInt32BE(passkey.counter);
  // rpIdHash, flags (user present, user verified), signCount
  const authenticatorData = Buffer.concat([sha256(where.rpId), Buffer.from([0x05]), counter]);
  const clientDataJSON = Buffer.from(
    JSON.stringify({ type: "webauthn.get", challenge: where.challenge, origin: where.origin, crossOrigin: false }),
  );
  const signature = sign("sha256", Buffer.concat([authenticatorData, sha256(clientDataJSON)]), passkey.privateKey);
  return {
    id: passkey.id,
    rawId: passkey.id,
    type: "public-key",
    response: {
      authenticatorData: authenticatorData.toString("base64url"),
      clientDataJSON: clientDataJSON.toString("base64url"),
      signature: signature.toString("base64url"),
      userHandle: Buffer.from(passkey.operatorId).toString("base64url"),
    },
    clientExtensionResults: {},
  };
}
