/**
 * The build's own outputs, written by the build (`buildEnd`, scripts/build-steps.ts) and read by
 * the server, `npm start`'s build check and the tests: every file's place, its schema, its writer
 * and its reader. What is read back is parsed by the same schema it was written with.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { siteUrl } from "../app/site-url";

/** Where each output lives below the build directory (`build/` unless a test says otherwise). */
export function buildPaths(buildDir = "build") {
  return {
    client: join(buildDir, "client"),
    /** The pages with a booking link, set aside for a server started with BOOKING_URL (never served as they are). */
    booking: join(buildDir, "booking"),
    serverEntry: join(buildDir, "server", "index.js"),
    cspHashes: join(buildDir, "csp-hashes.json"),
    /** Each inline script as React renders it → as the build minified it: pages rendered at run time get the same bytes. */
    inlineScripts: join(buildDir, "inline-scripts.json"),
    stamp: join(buildDir, "stamp.json"),
    webManifest: join(buildDir, "client", "site.webmanifest"),
  };
}

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

function writeJson(path: string, value: unknown) {
  writeFileSync(path, `${JSON.stringify(value, null, 2)}\n`);
}

function readJson<T>(path: string, schema: z.ZodType<T>): T {
  const parsed = schema.safeParse(JSON.parse(readFileSync(path, "utf8")));
  if (!parsed.success) throw new Error(`${path} is not what the build writes: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/** Each prerendered document (path relative to build/client) → the CSP sources of its inline scripts. */
export const cspHashesSchema = z.record(z.string(), z.array(z.string().regex(/^'sha256-[A-Za-z0-9+/]+=*'$/)));
export type CspHashes = z.infer<typeof cspHashesSchema>;

export function writeCspHashes(hashes: CspHashes, buildDir?: string) {
  writeJson(buildPaths(buildDir).cspHashes, cspHashesSchema.parse(hashes));
}

/** The hashes of the last build; none when the build wrote none (every inline script is then refused). */
export function readCspHashes(buildDir?: string): CspHashes {
  const path = buildPaths(buildDir).cspHashes;
  return existsSync(path) ? readJson(path, cspHashesSchema) : {};
}

export const inlineScriptsSchema = z.record(z.string(), z.string());
export type InlineScripts = z.infer<typeof inlineScriptsSchema>;

export function writeInlineScripts(scripts: InlineScripts, buildDir?: string) {
  writeJson(buildPaths(buildDir).inlineScripts, inlineScriptsSchema.parse(scripts));
}

/** The build's minified inline scripts; none when the build wrote none (a page rendered at run time keeps its scripts as rendered). */
export function readInlineScripts(buildDir?: string): InlineScripts {
  const path = buildPaths(buildDir).inlineScripts;
  return existsSync(path) ? readJson(path, inlineScriptsSchema) : {};
}

/** What the HTML was built for: canonical, Open Graph and hreflang URLs are baked into it. */
export const stampSchema = z.object({ siteUrl: z.string(), builtAt: z.iso.datetime() });
export type Stamp = z.infer<typeof stampSchema>;

export function writeStamp(stamp: Stamp, buildDir?: string) {
  writeJson(buildPaths(buildDir).stamp, stampSchema.parse(stamp));
}

export function readStamp(buildDir?: string): Stamp | undefined {
  const path = buildPaths(buildDir).stamp;
  return existsSync(path) ? readJson(path, stampSchema) : undefined;
}

/**
 * Why `npm start` must build first, or undefined when the build is there and made for this
 * SITE_URL (the raw environment value; normalised as the build normalises it).
 */
export function staleBuildReason(siteUrlValue: string | undefined, buildDir?: string): string | undefined {
  const paths = buildPaths(buildDir);
  if (!existsSync(paths.serverEntry)) return "no build yet";
  let stamp: Stamp | undefined;
  try {
    stamp = readStamp(buildDir);
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  if (!stamp) return "no build stamp";
  const wanted = siteUrl(siteUrlValue);
  return stamp.siteUrl === wanted ? undefined : `built for ${stamp.siteUrl}, SITE_URL is ${wanted}`;
}

/** The web app manifest (site.webmanifest), the part of it the site sets. */
export const webManifestSchema = z.object({
  name: z.string(),
  short_name: z.string(),
  description: z.string(),
  lang: z.string(),
  start_url: z.string(),
  scope: z.string(),
  display: z.enum(["browser", "minimal-ui", "standalone", "fullscreen"]),
  theme_color: z.string(),
  background_color: z.string(),
  icons: z.array(z.object({ src: z.string(), sizes: z.string(), type: z.string(), purpose: z.enum(["any", "maskable", "monochrome"]) })),
});
export type WebManifest = z.infer<typeof webManifestSchema>;

export function webManifestBytes(manifest: WebManifest): Buffer {
  return Buffer.from(`${JSON.stringify(webManifestSchema.parse(manifest), null, 2)}\n`);
}

export function readWebManifest(buildDir?: string): WebManifest {
  return readJson(buildPaths(buildDir).webManifest, webManifestSchema);
}
