/** What both the build scripts and the server read of the build output. */
import { createHash } from "node:crypto";
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";

/** Every file below `dir`, dotfiles left out (they are never served). */
export function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    // Dotfiles stay out, except the well-known URIs (RFC 8615: security.txt).
    if (name.startsWith(".") && name !== ".well-known") return [];
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listFiles(path) : [path];
  });
}

/** sha256 CSP source of every inline <script> (no src) in an HTML document. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    const body = match[1] ?? "";
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}
