import { schemaMigration } from "../platform/schema-script.server";

export const migration = schemaMigration(`
  -- Where each lead came from, when known (issue 17): nullable, so older rows stay as they are.
  add contact_requests (utm_source?, utm_medium?, utm_campaign?, utm_term?, utm_content?, referrer_host?, landing_path?, heard_from?)
  -- Page views per day, added to by every instance (insert … on conflict do update views + n).
  table page_views (day, path, language, referrer_host, utm_source, utm_medium, utm_campaign, entry int, not_found int, views int,
    primary key page_views_pk (day, path, language, referrer_host, utm_source, utm_medium, utm_campaign, entry, not_found))
`);
