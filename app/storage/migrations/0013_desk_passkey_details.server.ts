import { schemaMigration } from "../platform/schema-script.server";

/**
 * An operator sees their passkeys (made on which device, last used) and revokes a lost one, which
 * ends the sessions it opened; an invitation can say the enrolment page's language.
 */
export const migration = schemaMigration(`
  add desk_credentials (device?, last_used_at?)
  add desk_sessions (credential_id?)
  add desk_enrolments (language?)
`);
