import { sql, type Kysely } from "kysely";

/** Whether a migration runs on PostgreSQL: its compiler numbers parameters ($1), SQLite's does not (?). */
export function isPostgres(db: Kysely<unknown>): boolean {
  return sql`select ${1}`.compile(db).sql.includes("$1");
}
