import { schemaMigration } from "../platform/schema-script.server";

export const migration = schemaMigration(`
  -- The lead desk: operators sign in with passkeys; only hashes of links and session ids are kept.
  table desk_operators (id key, email unique, name, language = 'en', created_at)
  table desk_credentials (id key, operator_id -> desk_operators.id, public_key, counter int = 0, transports?, created_at)
  table desk_enrolments (token_hash key, operator_id -> desk_operators.id, expires_at, used_at?, created_at)
  table desk_sessions (id_hash key, operator_id -> desk_operators.id, csrf, created_at, last_seen_at)
  table desk_challenges (id key, challenge, purpose, expires_at)
  -- A lead's history (status changes, notes, retries, releases): erased with the lead.
  table lead_events (id key, request_id -> contact_requests.id, at, operator, kind, detail)
  index lead_events_request on lead_events (request_id, at)
  -- The desk's audit: who did what and when, never a message or an email address.
  table desk_audit (id key, at, operator?, action, request_id?, detail = '')
  index desk_audit_at on desk_audit (at)
`);
