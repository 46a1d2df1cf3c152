import { createHash } from "node:crypto";
import { closeSync, existsSync, openSync, readFileSync, readSync } from "node:fs";
import type { OutgoingHttpHeaders } from "node:http";
import { extname, join, relative } from "node:path";
import { brotliCompressSync, constants, gunzipSync, gzipSync } from "node:zlib";
import { bookingInHtml, bookingPlaceholder } from "../app/booking";
import { localeFromPath, type Locale } from "../app/i18n/locale";
import { listFiles, type CspHashes } from "../lib/build-output";
import { hasTokenField } from "../app/contact/spam/fill-token.server";
import { contentSecurityPolicy } from "./csp";

/** One encoding of a file, with every header of its answer computed once at start-up. */
export interface Representation {
  /**
   * The bytes to send. A file with a gzip copy keeps only its compressed copies in memory: its
   * identity bytes are inflated from the gzip copy for each client that takes no encoding (curl,
   * some crawlers; every browser takes one), which keeps about 2.7 MB of pages and scripts out of
   * the server's resident memory for a fraction of a millisecond per such answer.
   */
  body: () => Buffer;
  etag: string;
  /** The answer's headers as a flat [name, value, …] list, ready for `writeHead`. */
  headers: string[];
  /** The same without Content-Length, for a 304. */
  notModifiedHeaders: string[];
}

function flat(headers: OutgoingHttpHeaders): string[] {
  return Object.entries(headers).flatMap(([name, value]) => (value === undefined ? [] : [name, String(value)]));
}

export interface StaticFile {
  identity: Representation;
  gzip?: Representation;
  br?: Representation;
  /**
   * A contact page: its HTML with the empty fill-time token field, and its headers without
   * ETag, length or encoding. The fast path splices a fresh token in per request and compresses
   * the result (spam/fill-token.server.ts); the representations above are then not sent.
   */
  tokenPage?: { html: string; headers: string[] };
}

export interface StaticSite {
  /** By URL path: "/labs", "/fr/", "/nl/", "/assets/x.js", "/sitemap.xml". */
  files: Map<string, StaticFile>;
  /** Lower-cased page path → the page's path, for redirecting "/Labs" to "/labs". */
  pagesByLowerCase: Map<string, string>;
  /** The prerendered 404 documents (answered with status 404). */
  notFound: Partial<Record<Locale, StaticFile>>;
  /** The prerendered 400 documents (answered with status 400 to a request the server cannot take). */
  badRequest: Partial<Record<Locale, StaticFile>>;
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

/**
 * Bytes kept for the server's life, in memory of their own size. Read from a file or made by zlib,
 * a small buffer is a view of a shared 64 KB slab (Node's pool, zlib's output chunk), and the slab
 * lives as long as any view of it: the 54 compressed copies kept at start held 54 slabs, 3.5 MB for
 * 1.8 MB of bytes (docs/benchmarks.md, memory after start).
 */
function owned(bytes: Buffer): Buffer {
  if (bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength) return bytes;
  const own = Buffer.allocUnsafeSlow(bytes.length);
  bytes.copy(own);
  return own;
}

// Module-level, so that each closure holds its own bytes and nothing else: a closure made inside
// encodings() would share that call's scope, and with it the identity bytes it is meant to let go.
const keep = (bytes: Buffer) => {
  const own = owned(bytes);
  return () => own;
};
const inflate = (gzip: Buffer) => () => gunzipSync(gzip);
/**
 * A share image (og/: one per page and language, about 120 KB each, 4.7 MB in all), asked for only
 * by the link-preview robots of the sites a page is shared on: read from the build per answer
 * rather than kept in memory. A file changed since the start (another build) is not sent under the
 * ETag and length of the one read at start: the answer fails rather than lie.
 */
const readEach = (path: string, length: number) => () => {
  const bytes = readFileSync(path);
  if (bytes.length !== length) throw new Error(`${path} changed since the server started`);
  return bytes;
};

/**
 * A file's representations, each with its own ETag (a cache must never answer a gzip client with
 * the Brotli bytes). `builtPath`: the build's file, whose compressed copies sit beside it; without
 * it (a page rewritten at start-up) the copies are made here.
 */
function encodings(body: Buffer, tag: string, common: OutgoingHttpHeaders, builtPath: string | undefined): StaticFile {
  const representation = (length: number, bytes: () => Buffer, encoding?: "gzip" | "br"): Representation => {
    const etag = `"${tag}${encoding ? `-${encoding}` : ""}"`;
    const headers = { ...common, ETag: etag, ...(encoding ? { "Content-Encoding": encoding } : {}) };
    return {
      body: bytes,
      etag,
      headers: flat({ ...headers, "Content-Length": String(length) }),
      notModifiedHeaders: flat(headers),
    };
  };
  const compressed = (bytes: Buffer, encoding: "gzip" | "br") => representation(bytes.length, keep(bytes), encoding);
  const made = builtPath ? (existsSync(`${builtPath}.gz`) ? readFileSync(`${builtPath}.gz`) : undefined) : gzipSync(body, { level: 9 });
  const gzip = made && owned(made);
  const br = builtPath
    ? existsSync(`${builtPath}.br`)
      ? readFileSync(`${builtPath}.br`)
      : undefined
    : // With BOOKING_URL only. Quality 5, not the build's 11: the 30 pages take about 0.3 s
      // instead of several seconds of start-up on a busy machine, for copies about a tenth larger.
      brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
  return {
    identity: representation(body.length, gzip ? inflate(gzip) : keep(body)),
    gzip: gzip && compressed(gzip, "gzip"),
    br: br && compressed(br, "br"),
  };
}

/**
 * A share image (readEach): its tag and length from the file read in pieces, so that start-up
 * holds none of its bytes, even until the next collection.
 */
function shareImage(path: string, common: OutgoingHttpHeaders): StaticFile {
  const hash = createHash("sha1");
  const piece = Buffer.allocUnsafe(64 * 1024);
  const fd = openSync(path, "r");
  let length = 0;
  try {
    for (let n; (n = readSync(fd, piece, 0, piece.length, length)) > 0; length += n) hash.update(piece.subarray(0, n));
  } finally {
    closeSync(fd);
  }
  const etag = `"${hash.digest("base64url")}"`;
  const headers = { ...common, ETag: etag };
  return {
    identity: {
      body: readEach(path, length),
      etag,
      headers: flat({ ...headers, "Content-Length": String(length) }),
      notModifiedHeaders: flat(headers),
    },
  };
}

/**
 * Everything under build/client, loaded once at start-up and keyed by URL path, each encoding
 * with its complete set of headers, so that answering is a map look-up and a write. No request
 * ever reaches the disk and nothing outside build/client can be named.
 */
export function loadStaticSite(
  clientDir: string,
  hashes: CspHashes,
  securityHeaders: Record<string, string>,
  { bookingUrl = null, bookingDir }: { bookingUrl?: string | null; bookingDir?: string } = {},
): StaticSite {
  const site: StaticSite = { files: new Map(), pagesByLowerCase: new Map(), notFound: {}, badRequest: {} };
  for (const path of listFiles(clientDir)) {
    if (path.endsWith(".br") || path.endsWith(".gz")) continue;
    const rel = relative(clientDir, path).split("\\").join("/");
    const isHtml = rel.endsWith(".html");
    // BOOKING_URL is read at start-up. Unset, the pages are served as built (without the link).
    // Set, each page with the link comes from the build's set-aside copy (build/booking) and gets
    // the address in place of the placeholder; its compressed copies are made again from the
    // result. The inline scripts, hence the CSP hashes, are the same either way.
    if (rel.startsWith("og/")) {
      site.files.set(
        `/${rel}`,
        shareImage(path, {
          ...securityHeaders,
          "Content-Type": types[extname(rel)] ?? "application/octet-stream",
          "Cache-Control": "public, max-age=3600",
          Vary: "Accept-Encoding",
        }),
      );
      continue;
    }
    const aside = bookingUrl && bookingDir && isHtml ? join(bookingDir, rel) : undefined;
    const built = readFileSync(aside && existsSync(aside) ? aside : path);
    const html = isHtml ? built.toString("utf8") : "";
    const rewritten = isHtml && html.includes(bookingPlaceholder) ? Buffer.from(bookingInHtml(html, bookingUrl)) : undefined;
    const body = rewritten ?? built;
    const tag = createHash("sha1").update(body).digest("base64url");
    const common: OutgoingHttpHeaders = {
      ...securityHeaders,
      "Content-Type": types[extname(rel)] ?? "application/octet-stream",
      "Cache-Control": rel.startsWith("assets/") ? "public, max-age=31536000, immutable" : isHtml ? "no-cache" : "public, max-age=3600",
      Vary: "Accept-Encoding",
      ...(isHtml ? { "Content-Security-Policy": contentSecurityPolicy(hashes[rel] ?? []) } : {}),
    };
    const tokenPage =
      isHtml && hasTokenField(body.toString("utf8"))
        ? { html: body.toString("utf8"), headers: flat({ ...common, "Cache-Control": "private, no-cache" }) }
        : undefined;
    const file = encodings(body, tag, common, rewritten ? undefined : path);
    if (tokenPage) file.tokenPage = tokenPage;
    const errorPage = /^(?:(fr|nl)\/)?(404|400)\.html$/.exec(rel);
    if (errorPage) {
      const locale: Locale = errorPage[1] === "fr" || errorPage[1] === "nl" ? errorPage[1] : "en";
      site[errorPage[2] === "404" ? "notFound" : "badRequest"][locale] = file;
    } else if (isHtml && rel.endsWith("index.html")) {
      // "labs/index.html" is the page "/labs"; "index.html" is "/"; "fr/index.html" is "/fr/" (and "/nl/" alike).
      const dir = rel.slice(0, -"index.html".length);
      const home = dir === "fr/" || dir === "nl/";
      const key = dir === "" ? "/" : home ? `/${dir}` : `/${dir.slice(0, -1)}`;
      site.files.set(key, file);
      site.pagesByLowerCase.set(key.toLowerCase(), key);
      if (home) {
        site.files.set(key.slice(0, -1), file);
        site.pagesByLowerCase.set(key.slice(0, -1), key.slice(0, -1));
      }
    } else if (!isHtml) {
      site.files.set(`/${rel}`, file);
    }
  }
  return site;
}

/**
 * A document made at run time (a page rendered again when content is published, sitemap.xml),
 * with the same headers and encodings as the build's: its CSP from its own inline scripts.
 */
export function runtimeFile(
  body: string,
  kind: "html" | "xml",
  securityHeaders: Record<string, string>,
  scriptHashes: string[] = [],
): StaticFile {
  const bytes = Buffer.from(body);
  const common: OutgoingHttpHeaders = {
    ...securityHeaders,
    "Content-Type": types[`.${kind}`],
    "Cache-Control": kind === "html" ? "no-cache" : "public, max-age=3600",
    Vary: "Accept-Encoding",
    ...(kind === "html" ? { "Content-Security-Policy": contentSecurityPolicy(scriptHashes) } : {}),
  };
  const file = encodings(bytes, createHash("sha1").update(bytes).digest("base64url"), common, undefined);
  // A contact page rendered again (its footer changed) keeps its fill-time token, as at start-up.
  if (kind === "html" && hasTokenField(body))
    file.tokenPage = { html: body, headers: flat({ ...common, "Cache-Control": "private, no-cache" }) };
  return file;
}

/** What a GET for a path gets, decided once for the fast path and the app alike. */
export type Resolution =
  | { kind: "file"; file: StaticFile; status: 200 | 404 }
  /** A page asked for with a trailing slash or another letter case: its own spelling. */
  | { kind: "redirect"; to: string }
  /** A hashed asset that is not (or no longer) in the build: a plain 404, never a page. */
  | { kind: "missing-asset" }
  /** React Router's own requests, health checks, anything else: the app decides. */
  | { kind: "app" };

/** Each file's answer as a resolution, made once: a request for a file allocates none. */
const found = new WeakMap<StaticFile, Resolution>();

export function resolvePath(site: StaticSite, path: string): Resolution {
  const file = site.files.get(path);
  if (file) {
    let resolution = found.get(file);
    if (!resolution) found.set(file, (resolution = { kind: "file", file, status: 200 }));
    return resolution;
  }
  // "/labs/" → "/labs"; the French home keeps its slash.
  if (path.length > 1 && path.endsWith("/")) {
    const bare = path.replace(/\/+$/, "");
    if (site.files.has(bare)) return { kind: "redirect", to: bare };
  }
  // "/Labs", "/FR/OFFRES" → the page's own spelling.
  const canonical = site.pagesByLowerCase.get(path.replace(/\/+$/, "").toLowerCase() || "/");
  if (canonical && canonical !== path) return { kind: "redirect", to: canonical };
  if (path.startsWith("/assets/")) return { kind: "missing-asset" };
  if (path === "/desk" || path.startsWith("/desk/")) return { kind: "app" };
  // Uploaded images: read from the database by the app (server/media-route.ts).
  if (path.startsWith("/media/")) return { kind: "app" };
  if (path.endsWith("/") || path.startsWith("/__") || path.endsWith(".data") || path === "/healthz" || path === "/readyz") {
    return { kind: "app" };
  }
  const notFound = site.notFound[localeFromPath(path)] ?? site.notFound.en;
  return notFound ? { kind: "file", file: notFound, status: 404 } : { kind: "app" };
}

/**
 * The answer to a request the server cannot take (a dot segment, a malformed target or Host): the
 * prerendered 400 page in the language of the path (French under /fr, Dutch under /nl), with its own CSP (its
 * inline scripts' hashes), never cached. Plain text when the build has no such page (development).
 */
export function badRequestAnswer(
  site: StaticSite,
  path: string | undefined,
): { headers: Record<string, string>; body: Buffer } | undefined {
  const prefix = path === undefined ? undefined : /^\/(fr|nl)(\/|$|\?)/i.exec(path)?.[1]?.toLowerCase();
  const locale: Locale = prefix === "fr" || prefix === "nl" ? prefix : "en";
  const file = site.badRequest[locale] ?? site.badRequest.en ?? site.badRequest.fr;
  if (!file) return undefined;
  const { headers: flatHeaders } = file.identity;
  const body = file.identity.body();
  const headers: Record<string, string> = {};
  for (let i = 0; i < flatHeaders.length; i += 2) {
    const name = flatHeaders[i]!;
    if (!/^(etag|vary|cache-control)$/i.test(name)) headers[name] = flatHeaders[i + 1]!;
  }
  headers["Cache-Control"] = "no-store";
  return { headers, body };
}
