import { type Kysely, type Migration } from "kysely";

export const migration: Migration = {
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
};
