import { schemaMigration } from "../platform/schema-script.server";

/**
 * An image's focal point (~/media/focal-point): where its subject is, across and down in percent,
 * 50/50 (the centre) for every image stored before.
 */
export const migration = schemaMigration("add media_images (focal_x int = 50, focal_y int = 50)");
