import { reminderDigestsMigration } from "./digest-migration.server";
import { sql, type Kysely, type Migration, type MigrationProvider } from "kysely";
import { contentMigrations } from "./content/content-migrations.server";
import { mediaMigration } from "./content/media-migration.server";
import { isPostgres } from "./migration-dialect.server";
import { notSalesMigration } from "./not-sales-migration.server";
import { mailboxMigration } from "./mailbox-migration.server";
import { migration as contentChecks0035 } from "./migrations/0035_content_checks.server";

/**
 * One logical set of migrations for SQLite and PostgreSQL: only portable column types (text,
 * integer) and Kysely's schema builder. Append new migrations; never edit a shipped one.
 */
/**
 * emailKey() as it was when 0002 shipped, frozen here: a migration must do on every database what
 * it did on the first one. The live emailKey (requests-store) may change for new rows; when it does,
 * the rows keyed before need a migration of their own, never a silent change to this one.
 */
function emailKeyAt0002(email: string): string {
  return email.trim().normalize("NFC").toLowerCase();
}

/**
 * The reference day and its text as they were when 0014 shipped, frozen here (app/contact/reference.ts
 * is the live copy): the day in Brussels, and `NW-DDMM-NNN`.
 */
let brusselsDayFormatAt0014: Intl.DateTimeFormat | undefined;
/** Made on first use (a database with requests to number): the first Intl formatter costs the process about 8 MB of ICU data. */
function brusselsDayAt0014(): Intl.DateTimeFormat {
  return (brusselsDayFormatAt0014 ??= new Intl.DateTimeFormat("en-CA", {
    timeZone: "Europe/Brussels",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }));
}
function referenceAt0014(createdAt: string, sequence: number): { day: string; reference: string } {
  const parts = Object.fromEntries(
    brusselsDayAt0014()
      .formatToParts(new Date(createdAt))
      .map((p) => [p.type, p.value]),
  );
  const day = `${parts.year}-${parts.month}-${parts.day}`;
  return { day, reference: `NW-${parts.day}${parts.month}-${String(sequence).padStart(3, "0")}` };
}

/** The text the desk's search looks in, as PostgreSQL's trigram index holds it (see searchedText). */
export const searchedTextSql = "first_name || ' ' || email || ' ' || message || ' ' || coalesce(reference, '')";

const migrations: Record<string, Migration> = {
  "0001_contact_requests": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("contact_requests")
        .ifNotExists()
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("first_name", "text", (c) => c.notNull())
        .addColumn("email", "text", (c) => c.notNull())
        .addColumn("message", "text", (c) => c.notNull())
        .addColumn("language", "text", (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("ip_hash", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("contact_requests_created_at").ifNotExists().on("contact_requests").column("created_at").execute();
      await db.schema
        .createIndex("contact_requests_ip_hash")
        .ifNotExists()
        .on("contact_requests")
        .columns(["ip_hash", "created_at"])
        .execute();
      await db.schema
        .createIndex("contact_requests_email")
        .ifNotExists()
        .on("contact_requests")
        .expression(sql`lower(email), created_at`)
        .execute();

      await db.schema
        .createTable("contact_notifications")
        .ifNotExists()
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("request_id", "text", (c) => c.notNull().references("contact_requests.id").onDelete("cascade"))
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("next_attempt_at", "text", (c) => c.notNull())
        .addColumn("locked_until", "text")
        .addColumn("last_error", "text")
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("sent_at", "text")
        .execute();
      await db.schema
        .createIndex("contact_notifications_due")
        .ifNotExists()
        .on("contact_notifications")
        .columns(["status", "next_attempt_at"])
        .execute();
      await db.schema.createIndex("contact_notifications_request").ifNotExists().on("contact_notifications").column("request_id").execute();

      await db.schema
        .createTable("app_settings")
        .ifNotExists()
        .addColumn("name", "text", (c) => c.primaryKey())
        .addColumn("value", "text", (c) => c.notNull())
        .execute();
    },
  },
  "0002_email_key_and_channels": {
    async up(db: Kysely<unknown>) {
      // One normalised key per address (NFC, Unicode lower case): SQLite's lower() folds ASCII
      // only, so "Émilie@" and "émilie@" were two people to the rate limit and to erase.
      await db.schema.alterTable("contact_requests").addColumn("email_key", "text").execute();
      const rows = await sql<{ id: string; email: string }>`select id, email from contact_requests`.execute(db);
      for (const row of rows.rows) {
        await sql`update contact_requests set email_key = ${emailKeyAt0002(row.email)} where id = ${row.id}`.execute(db);
      }
      await db.schema
        .createIndex("contact_requests_email_key")
        .ifNotExists()
        .on("contact_requests")
        .columns(["email_key", "created_at"])
        .execute();
      // Each notification channel (mail, webhook) is its own outbox row.
      await db.schema
        .alterTable("contact_notifications")
        .addColumn("channel", "text", (c) => c.notNull().defaultTo("mail"))
        .execute();
    },
  },
  "0003_package_and_daily_ip_keys": {
    async up(db: Kysely<unknown>) {
      // The package a visitor chose on the packages page travels with the request.
      await db.schema.alterTable("contact_requests").addColumn("package", "text").execute();
      // Client addresses are now hashed under a key that changes daily (ip_hash_key:<day>); the
      // single salt of 0001 goes, and with it any way back from the hashes made under it.
      await sql`delete from app_settings where name = 'ip_hash_salt'`.execute(db);
    },
  },
  "0004_lead_status": {
    async up(db: Kysely<unknown>) {
      // Where a lead stands for the agency (new, replied, won, lost, spam), apart from the
      // request's own outcome in `status`; spam caught by the form's traps is stored as 'spam'.
      await db.schema
        .alterTable("contact_requests")
        .addColumn("lead_status", "text", (c) => c.notNull().defaultTo("new"))
        .execute();
      await db.schema.alterTable("contact_requests").addColumn("first_reply_at", "text").execute();
      await db.schema
        .createIndex("contact_requests_lead_status")
        .ifNotExists()
        .on("contact_requests")
        .columns(["lead_status", "created_at"])
        .execute();
    },
  },
  "0007_lead_desk": {
    async up(db: Kysely<unknown>) {
      // The lead desk: operators sign in with passkeys; only hashes of links and session ids are kept.
      await db.schema
        .createTable("desk_operators")
        .ifNotExists()
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("email", "text", (c) => c.notNull().unique())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("language", "text", (c) => c.notNull().defaultTo("en"))
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("desk_credentials")
        .ifNotExists()
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("operator_id", "text", (c) => c.notNull().references("desk_operators.id").onDelete("cascade"))
        .addColumn("public_key", "text", (c) => c.notNull())
        .addColumn("counter", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("transports", "text")
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("desk_enrolments")
        .ifNotExists()
        .addColumn("token_hash", "text", (c) => c.primaryKey())
        .addColumn("operator_id", "text", (c) => c.notNull().references("desk_operators.id").onDelete("cascade"))
        .addColumn("expires_at", "text", (c) => c.notNull())
        .addColumn("used_at", "text")
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("desk_sessions")
        .ifNotExists()
        .addColumn("id_hash", "text", (c) => c.primaryKey())
        .addColumn("operator_id", "text", (c) => c.notNull().references("desk_operators.id").onDelete("cascade"))
        .addColumn("csrf", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("last_seen_at", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("desk_challenges")
        .ifNotExists()
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("challenge", "text", (c) => c.notNull())
        .addColumn("purpose", "text", (c) => c.notNull())
        .addColumn("expires_at", "text", (c) => c.notNull())
        .execute();
      // A lead's history (status changes, notes, retries, releases): erased with the lead.
      await db.schema
        .createTable("lead_events")
        .ifNotExists()
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("request_id", "text", (c) => c.notNull().references("contact_requests.id").onDelete("cascade"))
        .addColumn("at", "text", (c) => c.notNull())
        .addColumn("operator", "text", (c) => c.notNull())
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("detail", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("lead_events_request").ifNotExists().on("lead_events").columns(["request_id", "at"]).execute();
      // The desk's audit: who did what and when, never a message or an email address.
      await db.schema
        .createTable("desk_audit")
        .ifNotExists()
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("at", "text", (c) => c.notNull())
        .addColumn("operator", "text")
        .addColumn("action", "text", (c) => c.notNull())
        .addColumn("request_id", "text")
        .addColumn("detail", "text", (c) => c.notNull().defaultTo(""))
        .execute();
      await db.schema.createIndex("desk_audit_at").ifNotExists().on("desk_audit").column("at").execute();
    },
  },
  "0008_attribution_and_page_views": {
    async up(db: Kysely<unknown>) {
      // Where each lead came from, when known (issue 17): nullable, so older rows stay as they are.
      for (const column of [
        "utm_source",
        "utm_medium",
        "utm_campaign",
        "utm_term",
        "utm_content",
        "referrer_host",
        "landing_path",
        "heard_from",
      ]) {
        await db.schema.alterTable("contact_requests").addColumn(column, "text").execute();
      }
      // Page views per day, added to by every instance (insert … on conflict do update views + n).
      await db.schema
        .createTable("page_views")
        .ifNotExists()
        .addColumn("day", "text", (c) => c.notNull())
        .addColumn("path", "text", (c) => c.notNull())
        .addColumn("language", "text", (c) => c.notNull())
        .addColumn("referrer_host", "text", (c) => c.notNull())
        .addColumn("utm_source", "text", (c) => c.notNull())
        .addColumn("utm_medium", "text", (c) => c.notNull())
        .addColumn("utm_campaign", "text", (c) => c.notNull())
        .addColumn("entry", "integer", (c) => c.notNull())
        .addColumn("not_found", "integer", (c) => c.notNull())
        .addColumn("views", "integer", (c) => c.notNull())
        .addPrimaryKeyConstraint("page_views_pk", [
          "day",
          "path",
          "language",
          "referrer_host",
          "utm_source",
          "utm_medium",
          "utm_campaign",
          "entry",
          "not_found",
        ] as never)
        .execute();
    },
  },
  "0009_desk_filter_indexes": {
    async up(db: Kysely<unknown>) {
      // The desk's inbox filters by language and by package, and counts each filter's leads per
      // status: with 10,000 leads each was a scan of every row (messages included) and a sort.
      // These serve the count from the index alone and the list without reading other rows.
      // Newest first is (created_at, id): with this index a later page skips the rows before it
      // in the index, instead of sorting every lead again (page 150: 18 ms to 1 ms on SQLite).
      await db.schema.createIndex("contact_requests_newest").ifNotExists().on("contact_requests").columns(["created_at", "id"]).execute();
      await db.schema
        .createIndex("contact_requests_language")
        .ifNotExists()
        .on("contact_requests")
        .columns(["language", "lead_status", "created_at"])
        .execute();
      await db.schema
        .createIndex("contact_requests_package")
        .ifNotExists()
        .on("contact_requests")
        .columns(["package", "lead_status", "created_at"])
        .execute();
    },
  },
  "0010_spam_reasons": {
    async up(db: Kysely<unknown>) {
      // Why the spam filter caught a request (issue 24): JSON, a list of reasons as data
      // (app/contact/spam/reasons.ts); null for requests it let through and for older rows.
      await db.schema.alterTable("contact_requests").addColumn("spam_reasons", "text").execute();
    },
  },
  "0011_replies_owners_reminders": {
    async up(db: Kysely<unknown>) {
      // Replies sent from the desk (issue 23): one row each, erased with the lead; its delivery
      // is the outbox row of the same id.
      await db.schema
        .createTable("desk_replies")
        .ifNotExists()
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("request_id", "text", (c) => c.notNull().references("contact_requests.id").onDelete("cascade"))
        .addColumn("operator", "text", (c) => c.notNull())
        .addColumn("subject", "text", (c) => c.notNull())
        .addColumn("body", "text", (c) => c.notNull())
        .addColumn("message_id", "text", (c) => c.notNull())
        .addColumn("in_reply_to", "text")
        .addColumn("thread_references", "text")
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
      await db.schema.createIndex("desk_replies_request").ifNotExists().on("desk_replies").columns(["request_id", "created_at"]).execute();
      await db.schema
        .createTable("reply_templates")
        .ifNotExists()
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("language", "text", (c) => c.notNull())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("body", "text", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("updated_at", "text", (c) => c.notNull())
        .execute();
      // Owners ("Assign to", the "Mine" view) and the one reminder per unanswered lead.
      await db.schema.alterTable("contact_requests").addColumn("assignee_id", "text").execute();
      await db.schema.alterTable("contact_requests").addColumn("reminded_at", "text").execute();
      await db.schema
        .createIndex("contact_requests_assignee")
        .ifNotExists()
        .on("contact_requests")
        .columns(["assignee_id", "lead_status", "created_at"])
        .execute();
      // Leads that were waiting before reminders existed get none: an upgrade must not send a
      // reminder for every old unanswered lead at once.
      await sql`update contact_requests set reminded_at = ${new Date().toISOString()} where lead_status = 'new' and created_at < ${new Date(Date.now() - 7 * 24 * 3600 * 1000).toISOString()}`.execute(
        db,
      );
      // A desk mail's addressee (an assignee, the reminder's reader).
      await db.schema.alterTable("contact_notifications").addColumn("recipient", "text").execute();
    },
  },
  "0012_visits": {
    async up(db: Kysely<unknown>) {
      // A visit in progress (issue 25): what it arrived with, under a key that is an HMAC of the
      // client under the day's key. Deleted 30 minutes after its last page.
      await db.schema
        .createTable("visits")
        .ifNotExists()
        .addColumn("key", "text", (c) => c.primaryKey())
        .addColumn("started_at", "text", (c) => c.notNull())
        .addColumn("last_seen_at", "text", (c) => c.notNull())
        .addColumn("utm_source", "text")
        .addColumn("utm_medium", "text")
        .addColumn("utm_campaign", "text")
        .addColumn("utm_term", "text")
        .addColumn("utm_content", "text")
        .addColumn("referrer_host", "text")
        .addColumn("landing_path", "text")
        .execute();
      await db.schema.createIndex("visits_last_seen").ifNotExists().on("visits").column("last_seen_at").execute();
    },
  },
  "0013_desk_passkey_details": {
    async up(db: Kysely<unknown>) {
      // An operator sees their passkeys (made on which device, last used) and revokes a lost one,
      // which ends the sessions it opened; an invitation can say the enrolment page's language.
      await db.schema.alterTable("desk_credentials").addColumn("device", "text").execute();
      await db.schema.alterTable("desk_credentials").addColumn("last_used_at", "text").execute();
      await db.schema.alterTable("desk_sessions").addColumn("credential_id", "text").execute();
      await db.schema.alterTable("desk_enrolments").addColumn("language", "text").execute();
    },
  },
  "0014_request_reference": {
    async up(db: Kysely<unknown>) {
      // The short reference a visitor reads over the phone (issue 26): `NW-2611-042`, the 42nd
      // request of that day in Brussels. The day and its number are unique together; the counter
      // hands out each day's numbers (an upsert in the request's own transaction), so two requests
      // sent at once never share one and an erased request's number is not given again.
      await db.schema.alterTable("contact_requests").addColumn("reference", "text").execute();
      await db.schema.alterTable("contact_requests").addColumn("reference_day", "text").execute();
      await db.schema.alterTable("contact_requests").addColumn("reference_number", "integer").execute();
      await db.schema
        .createTable("reference_counters")
        .ifNotExists()
        .addColumn("day", "text", (c) => c.primaryKey())
        .addColumn("last_number", "integer", (c) => c.notNull())
        .execute();
      // Requests stored before get theirs in the order they came, day by day.
      const rows = await sql<{
        id: string;
        created_at: string;
      }>`select id, created_at from contact_requests order by created_at, id`.execute(db);
      const last = new Map<string, number>();
      for (const row of rows.rows) {
        const { day } = referenceAt0014(row.created_at, 1);
        const number = (last.get(day) ?? 0) + 1;
        last.set(day, number);
        const { reference } = referenceAt0014(row.created_at, number);
        await sql`update contact_requests set reference = ${reference}, reference_day = ${day}, reference_number = ${number} where id = ${row.id}`.execute(
          db,
        );
      }
      for (const [day, number] of last) {
        await sql`insert into reference_counters (day, last_number) values (${day}, ${number})`.execute(db);
      }
      await db.schema
        .createIndex("contact_requests_reference_number")
        .ifNotExists()
        .unique()
        .on("contact_requests")
        .columns(["reference_day", "reference_number"])
        .execute();
      await db.schema.createIndex("contact_requests_reference").ifNotExists().on("contact_requests").column("reference").execute();
    },
  },
  "0015_lead_search": {
    async up(db: Kysely<unknown>) {
      // The desk's search (q) reads an index rather than every message: on SQLite an FTS5 table
      // with the trigram tokenizer (any substring of 3 characters or more, case and accents
      // ignored), kept by triggers; on PostgreSQL a pg_trgm GIN index on the searched text.
      if (isPostgres(db)) {
        await sql`create extension if not exists pg_trgm`.execute(db);
        await sql`create index if not exists contact_requests_search on contact_requests using gin ((${sql.raw(searchedTextSql)}) gin_trgm_ops)`.execute(
          db,
        );
        return;
      }
      // id is indexed too (not UNINDEXED), so the triggers find a row's copy by MATCH, not by a scan.
      await sql`create virtual table if not exists contact_requests_search using fts5(id, first_name, email, message, reference, tokenize = 'trigram remove_diacritics 1')`.execute(
        db,
      );
      // An erased request leaves nothing of its text in the index's pages either.
      await sql`insert into contact_requests_search (contact_requests_search, rank) values ('secure-delete', 1)`.execute(db);
      await sql`insert into contact_requests_search (id, first_name, email, message, reference) select id, first_name, email, message, coalesce(reference, '') from contact_requests`.execute(
        db,
      );
      const copy = sql.raw(
        "insert into contact_requests_search (id, first_name, email, message, reference) values (new.id, new.first_name, new.email, new.message, coalesce(new.reference, ''))",
      );
      const remove = sql.raw("delete from contact_requests_search where contact_requests_search match 'id : ' || '\"' || old.id || '\"'");
      await sql`create trigger if not exists contact_requests_search_insert after insert on contact_requests begin ${copy}; end`.execute(
        db,
      );
      await sql`create trigger if not exists contact_requests_search_delete after delete on contact_requests begin ${remove}; end`.execute(
        db,
      );
      await sql`create trigger if not exists contact_requests_search_update after update of first_name, email, message, reference on contact_requests begin ${remove}; ${copy}; end`.execute(
        db,
      );
    },
  },
  "0016_source_index": {
    async up(db: Kysely<unknown>) {
      // The desk's source filter and its menu of sources read this index rather than every lead.
      // The expression is the one whereSource writes (sourceSql), literal for literal.
      await sql`create index if not exists contact_requests_source on contact_requests (lower(coalesce(utm_source, referrer_host, '(direct)')), created_at)`.execute(
        db,
      );
    },
  },
  "0017_inbox_indexes": {
    async up(db: Kysely<unknown>) {
      // The inbox at 50,000 leads (docs/benchmarks.md). The counts per status of a source filter
      // read this index alone, not each matching lead's row: source=(direct) (a third of the
      // leads) counted in 2 ms rather than 60 on SQLite. The expression is sourceSql's, literal for
      // literal. contact_requests_source (0016) stays: under All it walks a source's leads newest
      // first, which this one cannot without sorting them (0.3 ms against 49 ms on SQLite).
      // PostgreSQL reads an expression from an index alone only when the columns it is made of are
      // in the index too (INCLUDE): then both these counts and the menu of sources are index-only
      // scans (the menu, every inbox answer: 24 ms to 5 ms, when leadSources turns the table scan
      // off, which the planner prefers; source=(direct)'s counts 25 to 5 ms).
      const include = isPostgres(db) ? sql` include (utm_source, referrer_host)` : sql``;
      await sql`create index if not exists contact_requests_source_status on contact_requests (lower(coalesce(utm_source, referrer_host, '(direct)')), lead_status, created_at)${include}`.execute(
        db,
      );
      // A view in its full order (created_at, id): a later page skips the leads before it in the
      // index instead of sorting each one's row (To answer, page 150: 29 ms to 1 ms on SQLite).
      // contact_requests_lead_status (0004) stays: smaller, it counts every lead per status in 3 ms
      // where this one takes 6.
      await db.schema
        .createIndex("contact_requests_status_order")
        .ifNotExists()
        .on("contact_requests")
        .columns(["lead_status", "created_at", "id"])
        .execute();
      // A search under 3 characters (which no trigram index serves) finds the leads whose first
      // name or address begins with it: on SQLite a range over lower(first_name) here and over
      // lower(email) in contact_requests_email (0001); on PostgreSQL LIKE 'ab%' reads a
      // text_pattern_ops index, whatever the database's collation.
      if (isPostgres(db)) {
        await sql`create index if not exists contact_requests_first_name_prefix on contact_requests (lower(first_name) text_pattern_ops)`.execute(
          db,
        );
        await sql`create index if not exists contact_requests_email_prefix on contact_requests (lower(email) text_pattern_ops)`.execute(db);
        return;
      }
      await sql`create index if not exists contact_requests_first_name_prefix on contact_requests (lower(first_name))`.execute(db);
      // The counts of a search on SQLite read each match's status and time here, not its row
      // (lead-search names it with INDEXED BY: without statistics the planner takes the primary
      // key's index, then the row).
      await db.schema
        .createIndex("contact_requests_lead_keys")
        .ifNotExists()
        .on("contact_requests")
        .columns(["id", "lead_status", "created_at"])
        .execute();
    },
  },
  "0018_spam_check": {
    async up(db: Kysely<unknown>) {
      // The filter's middle tier (issue 34): 1 while a lead the filter doubted ("possibly spam",
      // its reasons in spam_reasons) waits for an operator to release or confirm it; 0 otherwise.
      await db.schema
        .alterTable("contact_requests")
        .addColumn("spam_check", "integer", (c) => c.notNull().defaultTo(0))
        .execute();
    },
  },
  "0020_reply_conversation": {
    async up(db: Kysely<unknown>) {
      // The operator's signature under a reply (issue 35): a role and a phone beside the name.
      await db.schema.alterTable("desk_operators").addColumn("role", "text").execute();
      await db.schema.alterTable("desk_operators").addColumn("phone", "text").execute();
      // The compose form's one-time key: a second post of the same form finds the reply it made.
      await db.schema.alterTable("desk_replies").addColumn("send_key", "text").execute();
      await db.schema.createIndex("desk_replies_send_key").ifNotExists().unique().on("desk_replies").column("send_key").execute();
    },
  },
  "0021_lead_answers": {
    async up(db: Kysely<unknown>) {
      // The lead's answers read from the agency's mailbox (issue 35): stored once per lead and
      // Message-ID, whatever the restarts and however many instances read the mailbox at once.
      // Erased with the lead (foreign key, cascade).
      await db.schema
        .createTable("lead_answers")
        .ifNotExists()
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("request_id", "text", (c) => c.notNull().references("contact_requests.id").onDelete("cascade"))
        .addColumn("message_id", "text", (c) => c.notNull())
        .addColumn("from_name", "text")
        .addColumn("from_address", "text")
        .addColumn("subject", "text", (c) => c.notNull())
        .addColumn("body", "text", (c) => c.notNull())
        .addColumn("attachments", "text")
        .addColumn("sent_at", "text")
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("lead_answers_message")
        .ifNotExists()
        .unique()
        .on("lead_answers")
        .columns(["request_id", "message_id"])
        .execute();
      await db.schema.createIndex("lead_answers_request").ifNotExists().on("lead_answers").columns(["request_id", "created_at"]).execute();
      // An answer names the desk's replies it answers (In-Reply-To, References): found by this index.
      await db.schema.createIndex("desk_replies_message_id").ifNotExists().on("desk_replies").column("message_id").execute();
      // When the lead last answered and nobody has replied since: the desk's "answered by the lead".
      await db.schema.alterTable("contact_requests").addColumn("lead_answered_at", "text").execute();
    },
  },
  "0022_receipts": {
    async up(db: Kysely<unknown>) {
      // When the visitor's receipt was queued (issue 35): at most one per address per 24 hours,
      // found by this index whatever the number of requests stored for that address.
      await db.schema.alterTable("contact_requests").addColumn("receipt_at", "text").execute();
      await db.schema
        .createIndex("contact_requests_receipt")
        .ifNotExists()
        .on("contact_requests")
        .columns(["email_key", "receipt_at"])
        .execute();
    },
  },
  "0024_reminder_digests": reminderDigestsMigration,
  ...contentMigrations,
  "0030_media_images": mediaMigration,
  "0031_receipt_bounds": {
    async up(db: Kysely<unknown>) {
      // Receipts bounded for the whole server and per network (issue 49): the receipts queued in
      // the last hour, in all and from one network (net_hash: the client's /24 or /48, hashed).
      await db.schema.alterTable("contact_requests").addColumn("net_hash", "text").execute();
      await db.schema.createIndex("contact_requests_receipt_at").ifNotExists().on("contact_requests").column("receipt_at").execute();
      await db.schema
        .createIndex("contact_requests_net_receipt")
        .ifNotExists()
        .on("contact_requests")
        .columns(["net_hash", "receipt_at"])
        .execute();
    },
  },
  "0032_mailbox_door": mailboxMigration,
  "0033_first_reply_by": {
    async up(db: Kysely<unknown>) {
      // Who sent the first reply (issue 47): the report credits it to them, not to the lead's owner.
      // Written in the transaction that sets first_reply_at; the leads answered before are read
      // from their history: the operator of the reply, or of the status change, made at that time.
      await db.schema.alterTable("contact_requests").addColumn("first_reply_by", "text").execute();
      await sql`
        update contact_requests set first_reply_by = (
          select e.operator from lead_events e
          where e.request_id = contact_requests.id and e.at = contact_requests.first_reply_at and e.kind in ('reply', 'status')
          order by case when e.kind = 'reply' then 0 else 1 end, e.id
          limit 1
        )
        where first_reply_at is not null and first_reply_by is null`.execute(db);
    },
  },
  "0034_not_sales": notSalesMigration,
  "0035_content_checks": contentChecks0035,
};

export const migrationProvider: MigrationProvider = {
  async getMigrations() {
    return migrations;
  },
};
