import { schemaMigration } from "../platform/schema-script.server";

/**
 * Images the desk uploads (0030): one row per image (its content hash, size and the widths made)
 * and one per variant, its bytes in the database, so that every instance and a restored database
 * serve them.
 */
export const mediaMigration = schemaMigration(`
  table media_images (id key, width int, height int, widths, bytes int, created_at, created_by?)
  index media_images_created on media_images (created_at)
  table media_variants (name key, image_id -> media_images.id, content_type, body bytes)
  index media_variants_image on media_variants (image_id)
`);
