import { schemaMigration } from "../platform/schema-script.server";

/**
 * The filter's middle tier (issue 34): 1 while a lead the filter doubted ("possibly spam", its
 * reasons in spam_reasons) waits for an operator to release or confirm it; 0 otherwise.
 */
export const migration = schemaMigration("add contact_requests (spam_check int = 0)");
