import { addPageViews } from "~/services/storage/visit-store.server";
import { localeFromPath } from "~/i18n/locale";
import { withDb, type DeskData } from "./desk";

/** Page views as the server's counter writes them (one row per day and combination). */
export interface SeedViews {
  day: string;
  path: string;
  views: number;
  /** Arrived from outside the site: a visit. */
  entry?: boolean;
  utmSource?: string;
  referrerHost?: string;
  notFound?: boolean;
}

export async function seedPageViews(where: DeskData, rows: SeedViews[]): Promise<void> {
  await withDb(where, (db) =>
    addPageViews(
      db,
      rows.map((r) => ({
        day: r.day,
        path: r.path,
        language: localeFromPath(r.path),
        referrer_host: r.referrerHost ?? "",
        utm_source: r.utmSource ?? "",
        utm_medium: "",
        utm_campaign: "",
        entry: r.entry ? 1 : 0,
        not_found: r.notFound ? 1 : 0,
        views: r.views,
      })),
    ),
  );
}

/** What the contact form keeps of where a lead came from (issue 17), on a stored lead. */
export async function attribute(where: DeskData, id: string, a: { utmSource?: string; referrerHost?: string; landingPath?: string }): Promise<void> {
  await withDb(where, (db) =>
    db.kysely
      .updateTable("contact_requests")
      .set({ utm_source: a.utmSource ?? null, referrer_host: a.referrerHost ?? null, landing_path: a.landingPath ?? null })
      .where("id", "=", id)
      .execute(),
  );
}
