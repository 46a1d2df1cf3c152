/** The desk's sign-in: the passkey challenges (each answered at most once) and the sessions they open. */
import type { Kysely } from "kysely";
import { queries, type Db } from "../platform/database.server";
import type { Database } from "../platform/schema.server";
import { randomToken, sha256, toOperator, type Operator } from "./desk-store.server";

export const sessionIdleMs = 12 * 60 * 60 * 1000;
export const sessionAbsoluteMs = 7 * 24 * 60 * 60 * 1000;
export const challengeTtlMs = 5 * 60 * 1000;

/* Challenges: each answered at most once -------------------------------------------------------- */

export async function saveChallenge(db: Db, purpose: string, challenge: string, now = new Date()): Promise<string> {
  const id = randomToken();
  await db.kysely.deleteFrom("desk_challenges").where("expires_at", "<", now.toISOString()).execute();
  await db.kysely
    .insertInto("desk_challenges")
    .values({ id, challenge, purpose, expires_at: new Date(now.getTime() + challengeTtlMs).toISOString() })
    .execute();
  return id;
}

/** The challenge, deleted as it is read: a replayed answer finds nothing. */
export async function takeChallenge(db: Db, id: string, purpose: string, now = new Date()): Promise<string | undefined> {
  const row = await db.kysely
    .selectFrom("desk_challenges")
    .selectAll()
    .where("id", "=", id)
    .where("purpose", "=", purpose)
    .executeTakeFirst();
  if (!row) return undefined;
  const deleted = await db.kysely.deleteFrom("desk_challenges").where("id", "=", id).executeTakeFirst();
  if (Number(deleted.numDeletedRows) !== 1 || row.expires_at <= now.toISOString()) return undefined;
  return row.challenge;
}

/* Sessions ----------------------------------------------------------------------------------- */

export interface Session {
  operator: Operator;
  csrf: string;
  /** The passkey that opened it (null for sessions opened before passkeys were recorded). */
  credentialId: string | null;
}

/** A new session opened with this passkey: returns the cookie's value (only its hash is stored). */
export async function createSession(
  db: Db | Kysely<Database>,
  operatorId: string,
  credentialId: string | null,
  now = new Date(),
): Promise<string> {
  const token = randomToken();
  await queries(db)
    .insertInto("desk_sessions")
    .values({
      id_hash: sha256(token),
      operator_id: operatorId,
      csrf: randomToken(),
      created_at: now.toISOString(),
      last_seen_at: now.toISOString(),
      credential_id: credentialId,
    })
    .execute();
  return token;
}

/** The session behind a cookie, if alive (12 h idle, 7 days absolute); its idle clock restarts. */
export async function findSession(db: Db, token: string, now = new Date()): Promise<Session | undefined> {
  const idHash = sha256(token);
  const row = await db.kysely
    .selectFrom("desk_sessions")
    .innerJoin("desk_operators", "desk_operators.id", "desk_sessions.operator_id")
    .selectAll("desk_operators")
    .select([
      "desk_sessions.csrf",
      "desk_sessions.created_at as session_created_at",
      "desk_sessions.last_seen_at",
      "desk_sessions.credential_id",
    ])
    .where("desk_sessions.id_hash", "=", idHash)
    .executeTakeFirst();
  if (!row) return undefined;
  const t = now.getTime();
  if (t - Date.parse(row.last_seen_at) > sessionIdleMs || t - Date.parse(row.session_created_at) > sessionAbsoluteMs) {
    await endSession(db, token);
    return undefined;
  }
  // Written at most once a minute: a page full of requests does not write for each.
  if (t - Date.parse(row.last_seen_at) > 60_000) {
    await db.kysely.updateTable("desk_sessions").set({ last_seen_at: now.toISOString() }).where("id_hash", "=", idHash).execute();
  }
  return { operator: toOperator(row), csrf: row.csrf, credentialId: row.credential_id };
}

export async function endSession(db: Db, token: string): Promise<void> {
  await db.kysely.deleteFrom("desk_sessions").where("id_hash", "=", sha256(token)).execute();
}
