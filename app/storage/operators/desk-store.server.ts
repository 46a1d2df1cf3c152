/** The lead desk's operators (who they are, their signature and language) and the hashing and tokens its stores share. */
import { createHash, randomBytes } from "node:crypto";
import { asLocale, type Locale } from "~/i18n/locale";
import { camelRow } from "../platform/camel-row";
import type { Db } from "../platform/database.server";
import { audit, type AuditLine } from "./desk-audit-store.server";

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

export function sha256(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}

export function randomToken(): string {
  return randomBytes(32).toString("base64url");
}

export function toOperator(row: {
  id: string;
  email: string;
  name: string;
  language: string;
  role?: string | null;
  phone?: string | null;
  created_at: string;
}): Operator {
  return {
    ...camelRow(row, ["id", "email", "name", "created_at"]),
    language: asLocale(row.language),
    role: row.role ?? null,
    phone: row.phone ?? null,
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

/** The operator's signature: the name staff and leads see, a role and a phone (null: none). */
export async function setSignature(
  db: Db,
  operatorId: string,
  signature: { name: string; role: string | null; phone: string | null },
  audited?: AuditLine,
): Promise<void> {
  await db.kysely.transaction().execute(async (trx) => {
    await trx.updateTable("desk_operators").set(signature).where("id", "=", operatorId).execute();
    if (audited) await audit(trx, audited);
  });
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
