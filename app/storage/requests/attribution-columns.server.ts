/** How a request's attribution is stored: its columns, and the source rule in SQL. */
import { sql, type ExpressionBuilder, type Selectable } from "kysely";
import { directSource, type Attribution } from "~/storage/requests/attribution";
import type { Database } from "../platform/schema.server";
import type { ContactRequestsTable } from "./request-tables.server";

type ContactRequestRow = Selectable<ContactRequestsTable>;

export function attributionColumns(a: Attribution) {
  return {
    utm_source: a.utmSource,
    utm_medium: a.utmMedium,
    utm_campaign: a.utmCampaign,
    utm_term: a.utmTerm,
    utm_content: a.utmContent,
    referrer_host: a.referrerHost,
    landing_path: a.landingPath,
    heard_from: a.heardFrom,
  };
}

export type AttributionRow = Pick<
  ContactRequestRow,
  "utm_source" | "utm_medium" | "utm_campaign" | "utm_term" | "utm_content" | "referrer_host" | "landing_path" | "heard_from"
>;

/** A stored row's attribution, as the records and the delivered request carry it. */
export function attributionOf(row: AttributionRow): Attribution {
  return {
    utmSource: row.utm_source ?? null,
    utmMedium: row.utm_medium ?? null,
    utmCampaign: row.utm_campaign ?? null,
    utmTerm: row.utm_term ?? null,
    utmContent: row.utm_content ?? null,
    referrerHost: row.referrer_host ?? null,
    landingPath: row.landing_path ?? null,
    heardFrom: row.heard_from ?? null,
  };
}

/** Where a visit came from, as a visit and a request store it (a request adds its form's `heard_from`). */
export const sourceColumns = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "referrer_host",
  "landing_path",
] as const;

export const attributionColumnNames = [...sourceColumns, "heard_from"] as const;

/**
 * A lead's source, in SQL: its campaign source, else its external referrer host, else '(direct)'
 * (the same rule as `sourceOf`). For the desk's source filter:
 * `selectFrom("contact_requests").where(whereSource("linkedin"))`.
 */
export function whereSource(source: string) {
  return (eb: ExpressionBuilder<Database, "contact_requests">) => eb(sourceSql, "=", source.toLowerCase());
}

/**
 * The source in lower case, written exactly as the index on it (migration 0016) is: '(direct)' a
 * literal, not a parameter, so that both databases see the same expression and use the index.
 */
export const sourceSql = sql<string>`lower(coalesce(utm_source, referrer_host, ${sql.lit(directSource)}))`;
