import { schemaMigration } from "../platform/schema-script.server";

/**
 * Receipts bounded for the whole server and per network (issue 49): the receipts queued in the last
 * hour, in all and from one network (net_hash: the client's /24 or /48, hashed).
 */
export const migration = schemaMigration(`
  add contact_requests (net_hash?)
  index contact_requests_receipt_at on contact_requests (receipt_at)
  index contact_requests_net_receipt on contact_requests (net_hash, receipt_at)
`);
