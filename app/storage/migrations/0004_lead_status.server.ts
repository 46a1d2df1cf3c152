import { schemaMigration } from "../platform/schema-script.server";

/**
 * Where a lead stands for the agency (new, replied, won, lost, spam), apart from the request's own
 * outcome in `status`; spam caught by the form's traps is stored as 'spam'.
 */
export const migration = schemaMigration(`
  add contact_requests (lead_status = 'new', first_reply_at?)
  index contact_requests_lead_status on contact_requests (lead_status, created_at)
`);
