import { sql, type Kysely, type Migration } from "kysely";
import { runSchema } from "../platform/schema-script.server";

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    // Who sent the first reply (issue 47): the report credits it to them, not to the lead's owner.
    // Written in the transaction that sets first_reply_at; the leads answered before are read
    // from their history: the operator of the reply, or of the status change, made at that time.
    await runSchema(db, "add contact_requests (first_reply_by?)");
    await sql`
      update contact_requests set first_reply_by = (
        select e.operator from lead_events e
        where e.request_id = contact_requests.id and e.at = contact_requests.first_reply_at and e.kind in ('reply', 'status')
        order by case when e.kind = 'reply' then 0 else 1 end, e.id
        limit 1
      )
      where first_reply_at is not null and first_reply_by is null`.execute(db);
  },
};
