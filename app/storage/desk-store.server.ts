/** Every query of the lead desk: operators, passkeys, enrolment links, sessions, challenges, audit. */
import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { asLocale, locales, type Locale } from "~/i18n/locale";
import type { Db } from "./database.server";
import type { Database } from "./schema.server";

export interface Operator {
  id: string;
  email: string;
  name: string;
  language: Locale;
  /** The signature under this operator's replies: a role and a phone, each null until written. */
  role: string | null;
  phone: string | null;
  createdAt: string;
}

export const enrolmentTtlMs = 24 * 60 * 60 * 1000;
export const sessionIdleMs = 12 * 60 * 60 * 1000;
export const sessionAbsoluteMs = 7 * 24 * 60 * 60 * 1000;
export const challengeTtlMs = 5 * 60 * 1000;

export function sha256(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}

export function randomToken(): string {
  return randomBytes(32).toString("base64url");
}

/** A statement runs on the database or inside a transaction the caller holds. */
export function queries(db: Db | Kysely<Database>): Kysely<Database> {
  return "kysely" in db ? db.kysely : db;
}

function toOperator(row: {
  id: string;
  email: string;
  name: string;
  language: string;
  role?: string | null;
  phone?: string | null;
  created_at: string;
}): Operator {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    language: asLocale(row.language),
    role: row.role ?? null,
    phone: row.phone ?? null,
    createdAt: row.created_at,
  };
}

/* Operators ---------------------------------------------------------------------------------- */

export async function findOperatorByEmail(db: Db, email: string): Promise<Operator | undefined> {
  const row = await db.kysely.selectFrom("desk_operators").selectAll().where("email", "=", email.trim().toLowerCase()).executeTakeFirst();
  return row && toOperator(row);
}

export async function findOperator(db: Db, id: string): Promise<Operator | undefined> {
  const row = await db.kysely.selectFrom("desk_operators").selectAll().where("id", "=", id).executeTakeFirst();
  return row && toOperator(row);
}

export async function listOperators(db: Db): Promise<(Operator & { passkeys: number; sessions: number })[]> {
  const rows = await db.kysely.selectFrom("desk_operators").selectAll().orderBy("created_at").execute();
  const out = [];
  for (const row of rows) {
    const passkeys = await db.kysely
      .selectFrom("desk_credentials")
      .select((e) => e.fn.countAll<number>().as("n"))
      .where("operator_id", "=", row.id)
      .executeTakeFirst();
    const sessions = await db.kysely
      .selectFrom("desk_sessions")
      .select((e) => e.fn.countAll<number>().as("n"))
      .where("operator_id", "=", row.id)
      .executeTakeFirst();
    out.push({ ...toOperator(row), passkeys: Number(passkeys?.n ?? 0), sessions: Number(sessions?.n ?? 0) });
  }
  return out;
}

/**
 * An enrolment link for this address: the operator is created when new (named `name`, or the
 * address's local part), and a new one-time token is made. Their earlier unused links stop working:
 * only the newest link enrols. `language` is the enrolment page's and the operator's desk's (and
 * so their mails'), new or not; without it an existing operator keeps theirs.
 * Returns the token (only its hash is kept).
 */
export async function inviteOperator(
  db: Db,
  input: { email: string; name?: string; language?: Locale },
  now = new Date(),
): Promise<{ operator: Operator; token: string; expiresAt: string; created: boolean; revoked: number }> {
  const email = input.email.trim().toLowerCase();
  let operator = await findOperatorByEmail(db, email);
  const created = !operator;
  if (!operator) {
    const id = randomUUID();
    const name = input.name?.trim() || email.split("@")[0]!;
    await db.kysely
      .insertInto("desk_operators")
      .values({ id, email, name, language: input.language ?? "en", created_at: now.toISOString() })
      .execute();
    operator = (await findOperator(db, id))!;
  } else if (input.name?.trim() || input.language) {
    const name = input.name?.trim() || operator.name;
    const language = input.language ?? operator.language;
    await db.kysely.updateTable("desk_operators").set({ name, language }).where("id", "=", operator.id).execute();
    operator = { ...operator, name, language };
  }
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + enrolmentTtlMs).toISOString();
  const found = operator;
  const revoked = await db.kysely.transaction().execute(async (trx) => {
    const gone = await trx
      .deleteFrom("desk_enrolments")
      .where("operator_id", "=", found.id)
      .where("used_at", "is", null)
      .executeTakeFirst();
    await trx
      .insertInto("desk_enrolments")
      .values({
        token_hash: sha256(token),
        operator_id: found.id,
        expires_at: expiresAt,
        used_at: null,
        created_at: now.toISOString(),
        language: input.language ?? null,
      })
      .execute();
    return Number(gone.numDeletedRows);
  });
  await audit(
    db,
    {
      operator: null,
      action: "invitation",
      detail: `enrolment link for ${operator.name}${revoked ? ` (${revoked} earlier link${revoked === 1 ? "" : "s"} revoked)` : ""}`,
    },
    now,
  );
  return { operator, token, expiresAt, created, revoked };
}

/** Removes the operator, their passkeys, links and sessions (signed out at once). */
export async function removeOperator(db: Db, email: string): Promise<Operator | undefined> {
  const operator = await findOperatorByEmail(db, email);
  if (!operator) return undefined;
  await db.kysely.transaction().execute(async (trx) => {
    await trx.deleteFrom("desk_sessions").where("operator_id", "=", operator.id).execute();
    await trx.deleteFrom("desk_credentials").where("operator_id", "=", operator.id).execute();
    await trx.deleteFrom("desk_enrolments").where("operator_id", "=", operator.id).execute();
    await trx.deleteFrom("desk_operators").where("id", "=", operator.id).execute();
  });
  await audit(db, { operator: null, action: "operator removed", detail: operator.name });
  return operator;
}

/** The operator's signature: the name staff and leads see, a role and a phone (null: none). */
export async function setSignature(
  db: Db,
  operatorId: string,
  signature: { name: string; role: string | null; phone: string | null },
): Promise<void> {
  await db.kysely.updateTable("desk_operators").set(signature).where("id", "=", operatorId).execute();
}

export async function setOperatorLanguage(db: Db, operatorId: string, language: Locale): Promise<void> {
  await db.kysely.updateTable("desk_operators").set({ language }).where("id", "=", operatorId).execute();
}

/**
 * The desk language of the operator a mail goes to: `address` as a recipient is written ("Anna
 * <anna@…>" or a bare address); undefined when it is not one operator's (a team mailbox, a list).
 */
export async function operatorLanguageAt(db: Db, address: string): Promise<Locale | undefined> {
  const addresses = address.match(/[^\s<>,;"]+@[^\s<>,;"]+/g) ?? [];
  if (addresses.length !== 1) return undefined;
  return (await findOperatorByEmail(db, addresses[0]!))?.language;
}

/* Enrolment links ---------------------------------------------------------------------------- */

/** The operator a link enrols, while it is unused and under 24 h old. */
export async function enrolmentOperator(db: Db, token: string, now = new Date()): Promise<Operator | undefined> {
  return (await findEnrolment(db, token, now))?.operator;
}

/** A link's operator and the language the invitation gave its page (null: none given). */
export async function findEnrolment(
  db: Db,
  token: string,
  now = new Date(),
): Promise<{ operator: Operator; language: Locale | null } | undefined> {
  const row = await db.kysely
    .selectFrom("desk_enrolments")
    .innerJoin("desk_operators", "desk_operators.id", "desk_enrolments.operator_id")
    .select([
      "desk_operators.id",
      "desk_operators.email",
      "desk_operators.name",
      "desk_operators.language",
      "desk_operators.created_at",
      "desk_enrolments.language as link_language",
    ])
    .where("desk_enrolments.token_hash", "=", sha256(token))
    .where("desk_enrolments.used_at", "is", null)
    .where("desk_enrolments.expires_at", ">", now.toISOString())
    .executeTakeFirst();
  if (!row) return undefined;
  const language = locales.find((l) => l === row.link_language) ?? null;
  return { operator: toOperator(row), language };
}

/** Marks the link used; false when it was used (or expired) meanwhile. */
export async function consumeEnrolment(db: Db | Kysely<Database>, token: string, now = new Date()): Promise<boolean> {
  const result = await queries(db)
    .updateTable("desk_enrolments")
    .set({ used_at: now.toISOString() })
    .where("token_hash", "=", sha256(token))
    .where("used_at", "is", null)
    .where("expires_at", ">", now.toISOString())
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

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
    .select([
      "desk_sessions.csrf",
      "desk_sessions.created_at as session_created_at",
      "desk_sessions.last_seen_at",
      "desk_sessions.credential_id",
      "desk_operators.id",
      "desk_operators.email",
      "desk_operators.name",
      "desk_operators.language",
      "desk_operators.role",
      "desk_operators.phone",
      "desk_operators.created_at",
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

/* Audit -------------------------------------------------------------------------------------- */

export interface AuditEntry {
  id: string;
  at: string;
  operator: string | null;
  action: string;
  requestId: string | null;
  detail: string;
}

export async function audit(
  db: Db | Kysely<Database>,
  entry: { operator: string | null; action: string; requestId?: string | null; detail?: string },
  now = new Date(),
): Promise<string> {
  const id = randomUUID();
  await queries(db)
    .insertInto("desk_audit")
    .values({
      id,
      at: now.toISOString(),
      operator: entry.operator,
      action: entry.action,
      request_id: entry.requestId ?? null,
      detail: entry.detail ?? "",
    })
    .execute();
  return id;
}

/**
 * Rewrites an audit line in place (its time and detail): repeated failures from one client stay
 * one line with a count instead of burying the other events. False when the line is gone.
 */
export async function updateAudit(db: Db, id: string, detail: string, now = new Date()): Promise<boolean> {
  const result = await db.kysely.updateTable("desk_audit").set({ at: now.toISOString(), detail }).where("id", "=", id).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** How many lines the audit holds (its last page). */
export async function countAudit(db: Db): Promise<number> {
  const row = await db.kysely
    .selectFrom("desk_audit")
    .select((e) => e.fn.countAll<number>().as("n"))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function listAudit(db: Db, options: { limit: number; offset: number }): Promise<AuditEntry[]> {
  const rows = await db.kysely
    .selectFrom("desk_audit")
    .selectAll()
    .orderBy("at", "desc")
    .orderBy("id", "desc")
    .limit(options.limit)
    .offset(options.offset)
    .execute();
  return rows.map((r) => ({ id: r.id, at: r.at, operator: r.operator, action: r.action, requestId: r.request_id, detail: r.detail }));
}
