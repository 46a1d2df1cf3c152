/** The desk's enrolment: inviting an operator (a one-time link), the link's reading and use, and removing an operator. */
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { locales, type Locale } from "~/i18n/locale";
import { queries, type Db } from "../platform/database.server";
import type { Database } from "../platform/schema.server";
import { findOperator, findOperatorByEmail, randomToken, sha256, toOperator, type Operator } from "./desk-store.server";
import { audit } from "./desk-audit-store.server";

export const enrolmentTtlMs = 24 * 60 * 60 * 1000;

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
    const revoked = Number(gone.numDeletedRows);
    const earlier = revoked ? ` (${revoked} earlier link${revoked === 1 ? "" : "s"} revoked)` : "";
    // The audit line in the invitation's own transaction: both kept, or neither.
    await audit(trx, { operator: null, action: "invitation", detail: `enrolment link for ${found.name}${earlier}` }, now);
    return revoked;
  });
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
    await audit(trx, { operator: null, action: "operator removed", detail: operator.name });
  });
  return operator;
}
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
    .selectAll("desk_operators")
    .select("desk_enrolments.language as link_language")
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
