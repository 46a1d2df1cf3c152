import { schemaMigration } from "../platform/schema-script.server";

/**
 * When the visitor's receipt was queued (issue 35): at most one per address per 24 hours, found by
 * this index whatever the number of requests stored for that address.
 */
export const migration = schemaMigration(`
  add contact_requests (receipt_at?)
  index contact_requests_receipt on contact_requests (email_key, receipt_at)
`);
