import { addPageViews } from "~/storage/visits/visit-store.server";
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
  utmMedium?: string;
  utmCampaign?: string;
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
        utm_medium: r.utmMedium ?? "",
        utm_campaign: r.utmCampaign ?? "",
        entry: r.entry ? 1 : 0,
        not_found: r.notFound ? 1 : 0,
        views: r.views,
      })),
    ),
  );
}
