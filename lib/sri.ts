/** Subresource Integrity for the stylesheets a page links (React Router covers its scripts). */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join, normalize } from "node:path";

const cache = new Map<string, string | undefined>();

/** sha384 of a built asset by its URL path, or undefined when it is not a file of the build. */
function integrityOf(clientDir: string, href: string): string | undefined {
  if (!href.startsWith("/assets/") || href.includes("..")) return undefined;
  const key = `${clientDir}\0${href}`;
  if (!cache.has(key)) {
    try {
      const body = readFileSync(join(clientDir, normalize(href)));
      cache.set(key, `sha384-${createHash("sha384").update(body).digest("base64")}`);
    } catch {
      cache.set(key, undefined);
    }
  }
  return cache.get(key);
}

/** Adds `integrity` to each `<link rel="stylesheet">` of the build that has none. */
export function withStylesheetIntegrity(html: string, clientDir: string): string {
  return html.replace(/<link rel="stylesheet" href="([^"]+)"(?![^>]*\bintegrity=)([^>]*)>/g, (tag, href: string, rest: string) => {
    const integrity = integrityOf(clientDir, href);
    return integrity ? `<link rel="stylesheet" href="${href}" integrity="${integrity}"${rest}>` : tag;
  });
}

/**
 * React Router marks its import map (which carries the scripts' integrity) with an attribute HTML
 * does not allow, `rr-importmap`: it becomes `data-rr-importmap`, and app/entry.client.tsx hands the
 * map's integrity to the router before it would look for the old attribute.
 */
export const importMapMarker = "data-rr-importmap";

export function withValidImportMap(html: string): string {
  return html.replace(/<script rr-importmap="" type="importmap"/g, `<script type="importmap" ${importMapMarker}=""`);
}
