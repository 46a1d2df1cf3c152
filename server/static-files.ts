import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { extname, join, relative } from "node:path";
import { contentSecurityPolicy } from "./csp";

export interface StaticFile {
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  type: string;
  etag: string;
  cacheControl: string;
  /** The Content-Security-Policy of a prerendered page (its inline scripts' hashes). */
  csp?: string;
}

const types: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".json": "application/json",
  ".data": "text/x-script",
  ".webmanifest": "application/manifest+json",
};

/** Every file below `dir`, dotfiles left out (they are never served). */
export function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (name.startsWith(".")) return [];
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listFiles(path) : [path];
  });
}

/**
 * Everything under build/client, loaded once at start-up and keyed by URL path. Prerendered
 * pages are keyed by their page URL ("/labs", "/fr/"), so no request ever reaches the disk
 * and nothing outside build/client can be named.
 */
export function loadStaticFiles(clientDir: string, hashFile: string): Map<string, StaticFile> {
  const hashes: Record<string, string[]> = existsSync(hashFile)
    ? (JSON.parse(readFileSync(hashFile, "utf8")) as Record<string, string[]>)
    : {};
  const files = new Map<string, StaticFile>();
  for (const path of listFiles(clientDir)) {
    if (path.endsWith(".br") || path.endsWith(".gz")) continue;
    const rel = relative(clientDir, path).split("\\").join("/");
    const body = readFileSync(path);
    const isHtml = rel.endsWith(".html");
    const file: StaticFile = {
      body,
      br: existsSync(`${path}.br`) ? readFileSync(`${path}.br`) : undefined,
      gzip: existsSync(`${path}.gz`) ? readFileSync(`${path}.gz`) : undefined,
      type: types[extname(rel)] ?? "application/octet-stream",
      etag: `"${createHash("sha1").update(body).digest("base64url")}"`,
      cacheControl: rel.startsWith("assets/")
        ? "public, max-age=31536000, immutable"
        : isHtml
          ? "no-cache"
          : "public, max-age=3600",
      csp: isHtml ? contentSecurityPolicy(hashes[rel] ?? []) : undefined,
    };
    if (isHtml && rel.endsWith("index.html")) {
      // "labs/index.html" is the page "/labs"; "index.html" is "/"; "fr/index.html" is "/fr/".
      const dir = rel.slice(0, -"index.html".length);
      const key = dir === "" ? "/" : dir === "fr/" ? "/fr/" : `/${dir.slice(0, -1)}`;
      files.set(key, file);
      if (key === "/fr/") files.set("/fr", file);
    } else if (isHtml) {
      // A 404 HTML left over from a SPA fallback is not a page.
      continue;
    } else {
      files.set(`/${rel}`, file);
    }
  }
  return files;
}
