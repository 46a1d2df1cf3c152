import type { Kysely } from "kysely";
import type { Dialect } from "../platform/database.server";
import type { Database } from "../platform/schema.server";
import type { ContactRequestsTable } from "./request-tables.server";

/**
 * A lead's columns, read in a transaction that is about to change the lead: on PostgreSQL its row
 * stays locked until the transaction ends (a concurrent change waits, then reads what this one
 * wrote); SQLite's transactions take the whole database's write lock when they begin.
 */
export function lockedLead<C extends keyof ContactRequestsTable & string>(
  trx: Kysely<Database>,
  dialect: Dialect,
  id: string,
  columns: readonly C[],
) {
  const query = trx.selectFrom("contact_requests").select(columns).where("id", "=", id);
  return (dialect === "postgres" ? query.forUpdate() : query).executeTakeFirst();
}
