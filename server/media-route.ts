/**
 * Images uploaded in the desk, served from the database under their content-hashed names
 * ("/media/<hash>-<width>.<ext>"): kept a year by every cache (a new image has a new name), with
 * an ETag for revalidation. Any other name under /media is 404 without a look-up; nothing lists
 * the images, and /media takes no post (the app answers 405).
 */
import type { Context } from "hono";
import { cachedCopyIsCurrent } from "./fast-path";
import { variantName } from "../app/content/image";
import type { DeskMedia } from "../app/media/media.server";

export const mediaPrefix = "/media/";

export function mediaAnswer(media: Pick<DeskMedia, "variant"> | undefined) {
  return async (c: Context): Promise<Response> => {
    const name = c.req.path.slice(mediaPrefix.length);
    const notFound = () => c.text("Not Found", 404, { "Cache-Control": "no-cache" });
    if (!media || !variantName.test(name)) return notFound();
    const variant = await media.variant(name);
    if (!variant) return notFound();
    // The name is the content's hash: the same name always has the same bytes.
    const etag = `"${name}"`;
    const headers = { "Cache-Control": "public, max-age=31536000, immutable", ETag: etag };
    if (cachedCopyIsCurrent(c.req.header("if-none-match"), etag)) return c.body(null, 304, headers);
    return new Response(c.req.method === "HEAD" ? null : new Uint8Array(variant.body), {
      status: 200,
      headers: { ...headers, "Content-Type": variant.contentType, "Content-Length": String(variant.body.length) },
    });
  };
}
