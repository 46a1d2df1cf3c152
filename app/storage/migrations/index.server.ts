import type { Migration, MigrationProvider } from "kysely";
import { contentMigrations } from "../content/content-migrations.server";
import { mediaMigration } from "../content/media-migration.server";
import { migration as m0001 } from "./0001_contact_requests.server";
import { migration as m0002 } from "./0002_email_key_and_channels.server";
import { migration as m0003 } from "./0003_package_and_daily_ip_keys.server";
import { migration as m0004 } from "./0004_lead_status.server";
import { migration as m0007 } from "./0007_lead_desk.server";
import { migration as m0008 } from "./0008_attribution_and_page_views.server";
import { migration as m0009 } from "./0009_desk_filter_indexes.server";
import { migration as m0010 } from "./0010_spam_reasons.server";
import { migration as m0011 } from "./0011_replies_owners_reminders.server";
import { migration as m0012 } from "./0012_visits.server";
import { migration as m0013 } from "./0013_desk_passkey_details.server";
import { migration as m0014 } from "./0014_request_reference.server";
import { migration as m0015 } from "./0015_lead_search.server";
import { migration as m0016 } from "./0016_source_index.server";
import { migration as m0017 } from "./0017_inbox_indexes.server";
import { migration as m0018 } from "./0018_spam_check.server";
import { migration as m0020 } from "./0020_reply_conversation.server";
import { migration as m0021 } from "./0021_lead_answers.server";
import { migration as m0022 } from "./0022_receipts.server";
import { migration as m0024 } from "./0024_reminder_digests.server";
import { migration as m0031 } from "./0031_receipt_bounds.server";
import { migration as m0032 } from "./0032_mailbox_door.server";
import { migration as m0033 } from "./0033_first_reply_by.server";
import { migration as m0034 } from "./0034_not_sales.server";
import { migration as m0035 } from "./0035_content_checks.server";
import { migration as m0040 } from "./0040_content_schedules.server";
import { migration as m0041 } from "./0041_content_redirects.server";
import { migration as m0042 } from "./0042_media_focal_point.server";
import { migration as m0043 } from "./0043_content_slugs.server";

/**
 * Every migration, in order: one file each (`NNNN_name.server.ts`, exporting `migration`), one line
 * here. One logical set for SQLite and PostgreSQL: only portable column types (text, integer) and
 * Kysely's schema builder, most of it through a schema script (../platform/schema-script.server.ts).
 * Append new migrations; never change what a shipped one does, nor rename its key (the databases
 * that ran it know it by that name): tests/integration/migrations-schema.test.ts holds the schema
 * they leave on both databases.
 */
const migrations: Record<string, Migration> = {
  "0001_contact_requests": m0001,
  "0002_email_key_and_channels": m0002,
  "0003_package_and_daily_ip_keys": m0003,
  "0004_lead_status": m0004,
  "0007_lead_desk": m0007,
  "0008_attribution_and_page_views": m0008,
  "0009_desk_filter_indexes": m0009,
  "0010_spam_reasons": m0010,
  "0011_replies_owners_reminders": m0011,
  "0012_visits": m0012,
  "0013_desk_passkey_details": m0013,
  "0014_request_reference": m0014,
  "0015_lead_search": m0015,
  "0016_source_index": m0016,
  "0017_inbox_indexes": m0017,
  "0018_spam_check": m0018,
  "0020_reply_conversation": m0020,
  "0021_lead_answers": m0021,
  "0022_receipts": m0022,
  "0024_reminder_digests": m0024,
  ...contentMigrations,
  "0030_media_images": mediaMigration,
  "0031_receipt_bounds": m0031,
  "0032_mailbox_door": m0032,
  "0033_first_reply_by": m0033,
  "0034_not_sales": m0034,
  "0035_content_checks": m0035,
  "0040_content_schedules": m0040,
  "0041_content_redirects": m0041,
  "0042_media_focal_point": m0042,
  "0043_content_slugs": m0043,
};

export const migrationProvider: MigrationProvider = {
  async getMigrations() {
    return migrations;
  },
};
