import { openDatabase } from "~/storage/platform/database.server";

/** What a server with this DATA_DIR (SQLite) has stored: requests and their notifications. */
export async function storedRows(dataDir: string) {
  const db = await openDatabase({ dataDir });
  try {
    const requests = await db.kysely.selectFrom("contact_requests").selectAll().execute();
    const notifications = await db.kysely.selectFrom("contact_notifications").selectAll().execute();
    return { requests, notifications };
  } finally {
    await db.close();
  }
}
