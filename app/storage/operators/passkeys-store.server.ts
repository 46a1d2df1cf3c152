/**
 * Every query on the desk's passkeys: stored at enrolment (with the link used up and the first
 * session opened, in one transaction), listed for their operator, revoked with the sessions they opened.
 */
import type { Kysely } from "kysely";
import type { Db } from "../platform/database.server";
import type { Database } from "../platform/schema.server";
import { consumeEnrolment } from "./desk-enrolment-store.server";
import { createSession } from "./desk-sessions-store.server";
import { auditIn, type AuditOf } from "./desk-audit-store.server";

export interface StoredCredential {
  id: string;
  operatorId: string;
  publicKey: string;
  counter: number;
  transports: string[] | undefined;
}

async function addCredential(db: Kysely<Database>, c: StoredCredential & { device?: string | null }, now = new Date()): Promise<void> {
  await db
    .insertInto("desk_credentials")
    .values({
      id: c.id,
      operator_id: c.operatorId,
      public_key: c.publicKey,
      counter: c.counter,
      transports: c.transports ? JSON.stringify(c.transports) : null,
      created_at: now.toISOString(),
      device: c.device ?? null,
      last_used_at: null,
    })
    .execute();
}

export async function findCredential(db: Db, id: string): Promise<StoredCredential | undefined> {
  const row = await db.kysely.selectFrom("desk_credentials").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    operatorId: row.operator_id,
    publicKey: row.public_key,
    counter: Number(row.counter),
    transports: row.transports ? (JSON.parse(row.transports) as string[]) : undefined,
  };
}

export async function credentialIds(db: Db, operatorId: string): Promise<string[]> {
  const rows = await db.kysely.selectFrom("desk_credentials").select("id").where("operator_id", "=", operatorId).execute();
  return rows.map((r) => r.id);
}

/** After a sign-in with it: the authenticator's counter, and when it was last used. */
export async function updateCounter(db: Db, id: string, counter: number, now = new Date()): Promise<void> {
  await db.kysely.updateTable("desk_credentials").set({ counter, last_used_at: now.toISOString() }).where("id", "=", id).execute();
}

/** A passkey as its operator sees it. */
export interface PasskeySummary {
  id: string;
  device: string | null;
  createdAt: string;
  lastUsedAt: string | null;
}

/** An operator's passkeys, oldest first. */
export async function listPasskeys(db: Db, operatorId: string): Promise<PasskeySummary[]> {
  const rows = await db.kysely
    .selectFrom("desk_credentials")
    .select(["id", "device", "created_at", "last_used_at"])
    .where("operator_id", "=", operatorId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  return rows.map((r) => ({ id: r.id, device: r.device, createdAt: r.created_at, lastUsedAt: r.last_used_at }));
}

/**
 * Removes one of the operator's passkeys and ends the sessions it opened (and any session of theirs
 * opened before passkeys were recorded with their sessions: it may have been this one). Returns the
 * sessions ended, or undefined when the operator has no such passkey.
 */
export async function revokePasskey(
  db: Db,
  operatorId: string,
  credentialId: string,
  audited?: AuditOf<{ sessions: number }>,
): Promise<{ sessions: number } | undefined> {
  return db.kysely.transaction().execute(async (trx) => {
    const gone = await trx
      .deleteFrom("desk_credentials")
      .where("operator_id", "=", operatorId)
      .where("id", "=", credentialId)
      .executeTakeFirst();
    if (Number(gone.numDeletedRows) !== 1) return undefined;
    const ended = await trx
      .deleteFrom("desk_sessions")
      .where("operator_id", "=", operatorId)
      .where((eb) => eb.or([eb("credential_id", "=", credentialId), eb("credential_id", "is", null)]))
      .executeTakeFirst();
    const revoked = { sessions: Number(ended.numDeletedRows) };
    await auditIn(trx, audited, revoked);
    return revoked;
  });
}

/**
 * Enrolment's writes as one: the link used up, the passkey stored, the first session opened. If any
 * of them fails nothing is kept and the link still works. Undefined when the link was used or
 * expired meanwhile; otherwise the session cookie's value.
 */
export async function completeEnrolment(
  db: Db,
  token: string,
  credential: StoredCredential & { device: string | null },
  now = new Date(),
): Promise<string | undefined> {
  return db.kysely.transaction().execute(async (trx) => {
    if (!(await consumeEnrolment(trx, token, now))) return undefined;
    await addCredential(trx, credential, now);
    return createSession(trx, credential.operatorId, credential.id, now);
  });
}
