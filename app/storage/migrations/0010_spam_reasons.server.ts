import { schemaMigration } from "../platform/schema-script.server";

/**
 * Why the spam filter caught a request (issue 24): JSON, a list of reasons as data
 * (app/storage/requests/spam-reasons.ts); null for requests it let through and for older rows.
 */
export const migration = schemaMigration("add contact_requests (spam_reasons?)");
