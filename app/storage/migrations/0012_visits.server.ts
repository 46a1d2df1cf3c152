import { schemaMigration } from "../platform/schema-script.server";

/**
 * A visit in progress (issue 25): what it arrived with, under a key that is an HMAC of the client
 * under the day's key. Deleted 30 minutes after its last page.
 */
export const migration = schemaMigration(`
  table visits (key key, started_at, last_seen_at, utm_source?, utm_medium?, utm_campaign?, utm_term?, utm_content?, referrer_host?,
    landing_path?)
  index visits_last_seen on visits (last_seen_at)
`);
