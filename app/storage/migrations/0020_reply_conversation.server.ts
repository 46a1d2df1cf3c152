import { schemaMigration } from "../platform/schema-script.server";

export const migration = schemaMigration(`
  -- The operator's signature under a reply (issue 35): a role and a phone beside the name.
  add desk_operators (role?, phone?)
  -- The compose form's one-time key: a second post of the same form finds the reply it made.
  add desk_replies (send_key?)
  unique index desk_replies_send_key on desk_replies (send_key)
`);
