import type { IncomingMessage, ServerResponse } from "node:http";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { spliceFillToken } from "../app/contact/spam/fill-token.server";
import { resolvePath, type Representation, type StaticFile, type StaticSite } from "./static-files";

function accepts(header: string | undefined, encoding: string): boolean {
  if (!header) return false;
  return header.split(",").some((part) => {
    const [name, ...params] = part.trim().split(";");
    return name === encoding && !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p));
  });
}

/**
 * Whether a cached copy tagged by If-None-Match is the current one (RFC 9110 §13.1.2): `*`, or a
 * list of tags compared weakly (W/ ignored), so a revalidation answers 304 however it is written.
 */
export function cachedCopyIsCurrent(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  if (header.trim() === "*") return true;
  const opaque = etag.replace(/^W\//, "");
  for (const [, tag] of header.matchAll(/(?:W\/)?("[^"]*")/g)) if (tag === opaque) return true;
  return false;
}

/** What an Accept-Encoding header takes, parsed once per distinct header (browsers send a handful). */
const takes = new Map<string, { br: boolean; gzip: boolean }>();
function encodingsTaken(header: string | undefined): { br: boolean; gzip: boolean } {
  if (header === undefined) return { br: false, gzip: false };
  let taken = takes.get(header);
  if (taken === undefined) {
    taken = { br: accepts(header, "br"), gzip: accepts(header, "gzip") };
    if (takes.size >= 1000) takes.clear();
    takes.set(header, taken);
  }
  return taken;
}

function pick(file: StaticFile, acceptEncoding: string | undefined): Representation {
  const taken = encodingsTaken(acceptEncoding);
  if (file.br && taken.br) return file.br;
  if (file.gzip && taken.gzip) return file.gzip;
  return file.identity;
}

/**
 * A contact page with this request's fill-time token, compressed for this request (Brotli at
 * quality 4 or gzip at level 6: a fraction of a millisecond each for a page of this size).
 */
function tokenPageAnswer(
  page: NonNullable<StaticFile["tokenPage"]>,
  token: string,
  acceptEncoding: string | undefined,
): { headers: string[]; body: Buffer } {
  const html = Buffer.from(spliceFillToken(page.html, token));
  const [body, encoding] = accepts(acceptEncoding, "br")
    ? [brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: html.length } }), "br"]
    : accepts(acceptEncoding, "gzip")
      ? [gzipSync(html, { level: 6 }), "gzip"]
      : [html, undefined];
  return { headers: [...page.headers, ...(encoding ? ["Content-Encoding", encoding] : []), "Content-Length", String(body.length)], body };
}

/** A path with its leading "/.well-known" (RFC 8615) taken off: the only dot segment served. */
export function wellKnownFree(path: string): string {
  return path.startsWith("/.well-known/") ? path.slice("/.well-known".length) : path;
}

/**
 * Answers what needs no framework straight from memory, before Hono and React Router: the
 * prerendered pages, assets, sitemap.xml, robots.txt, and the prerendered 404 for unknown page
 * paths. Returns false for everything else (redirects, odd paths, posts, React Router's own
 * requests), which the app then handles.
 *
 * `extra` holds this request's own headers as [name, value, …] (its request id): they go into
 * the one `writeHead` call, since a `setHeader` before it sends Node down its slow merging path
 * (measured: about a quarter more JavaScript time per answer).
 * `answered` is told each file answered (its path and status): the visit counter's hook.
 * `formToken` makes the fill-time token each contact page is served with.
 */
export function createFastPath(
  site: StaticSite,
  answered?: (req: IncomingMessage, path: string, status: number) => void,
  formToken?: () => string,
) {
  return function fastPath(req: IncomingMessage, res: ServerResponse, extra: readonly string[] = []): boolean {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const url = req.url ?? "/";
    const query = url.indexOf("?");
    const path = query < 0 ? url : url.slice(0, query);
    // Encoded characters, dot segments and backslashes get the app's full checks.
    if (path.includes("%") || path.includes("\\") || wellKnownFree(path).includes("/.")) return false;
    const resolved = resolvePath(site, path);
    if (resolved.kind !== "file") return false;
    const { file, status } = resolved;
    if (file.tokenPage && formToken) {
      answered?.(req, path, status);
      const answer = tokenPageAnswer(file.tokenPage, formToken(), req.headers["accept-encoding"]);
      res.writeHead(status, answer.headers.concat(extra));
      res.end(req.method === "HEAD" ? undefined : answer.body);
      return true;
    }
    const representation = pick(file, req.headers["accept-encoding"]);
    // The visit counter (when on) sees each answer: a page view is counted in memory, nothing awaited.
    answered?.(req, path, status);
    if (status === 200 && cachedCopyIsCurrent(req.headers["if-none-match"], representation.etag)) {
      res.writeHead(304, representation.notModifiedHeaders.concat(extra)).end();
      return true;
    }
    let body: Buffer | undefined;
    try {
      body = req.method === "HEAD" ? undefined : representation.body();
    } catch {
      // A share image changed on disk since the start: the app answers (static-files.ts, readEach).
      return false;
    }
    res.writeHead(status, representation.headers.concat(extra));
    res.end(body);
    return true;
  };
}
