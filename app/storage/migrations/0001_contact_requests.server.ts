import { schemaMigration } from "../platform/schema-script.server";

export const migration = schemaMigration(`
  table contact_requests (id key, first_name, email, message, language, status, ip_hash, created_at)
  index contact_requests_created_at on contact_requests (created_at)
  index contact_requests_ip_hash on contact_requests (ip_hash, created_at)
  index contact_requests_email on contact_requests (lower(email), created_at)

  table contact_notifications (id key, request_id -> contact_requests.id, status, attempts int = 0, next_attempt_at,
    locked_until?, last_error?, created_at, sent_at?)
  index contact_notifications_due on contact_notifications (status, next_attempt_at)
  index contact_notifications_request on contact_notifications (request_id)

  table app_settings (name key, value)
`);
