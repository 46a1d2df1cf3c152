/**
 * The content engine's service: the collections (content.server.ts), their images (~/media),
 * scheduled publishing (./schedule) and addresses that can change (./slugs). The server creates it
 * once and hands it to the content routes through the load context (./context.ts, read by
 * ./editing.server.ts); the lead desk knows nothing of it.
 */
import type { Storage } from "~/storage/platform/storage.server";
import { deskMedia, type DeskMedia } from "~/media/media.server";
import { deskContent, type DeskContent } from "./content.server";
import { deskSchedule, type DeskSchedule } from "./schedule/schedule.server";
import { deskSlugs, type DeskSlugs } from "./slugs/slugs.server";

export interface CmsService {
  /** The content collections the agency publishes (/desk/content). */
  content: DeskContent;
  /** Images uploaded for the content (~/media): stored variants, read for serving. */
  media: DeskMedia;
  /** Scheduled publishing (./schedule): what is scheduled, saving it, firing what is due. */
  schedule: DeskSchedule;
  /** Addresses that can change (./slugs): renames and the old addresses' redirects. */
  slugs: DeskSlugs;
}

export function createCmsService(config: { storage: Pick<Storage, "get"> }): CmsService {
  const db = () => config.storage.get();
  return { content: deskContent(db), media: deskMedia(db), schedule: deskSchedule(db), slugs: deskSlugs(db) };
}
