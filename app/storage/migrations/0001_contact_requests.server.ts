import { sql, type Kysely, type Migration } from "kysely";

export const migration: Migration = {
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
};
