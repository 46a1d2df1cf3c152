/**
 * What the server holds of the build and sends from memory: every file byte for byte as built, in
 * each encoding, with a Content-Length that is its length. The identity bytes of a file with a
 * gzip copy are not kept but inflated from that copy per answer, so this checks them against the
 * files on disk.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingInHtml, bookingPlaceholder } from "~/booking";
import { buildPaths, listFiles, readCspHashes } from "../../lib/build-output";
import { securityHeaders } from "../../server/app";
import { loadStaticSite, type Representation, type StaticFile } from "../../server/static-files";
import { startServer, type RunningServer } from "../support/server";

if (!existsSync("build/server/index.js")) throw new Error("Run `npm run build` before these tests.");

const { client, booking } = buildPaths();
const sha1 = (bytes: Buffer) => createHash("sha1").update(bytes).digest("base64url");

function header(representation: Representation, name: string): string | undefined {
  const i = representation.headers.findIndex((h, index) => index % 2 === 0 && h.toLowerCase() === name.toLowerCase());
  return i < 0 ? undefined : representation.headers[i + 1];
}

/** Every file the site holds once: pages under two keys ("/fr" and "/fr/") counted once. */
async function heldFiles(bookingUrl?: string): Promise<StaticFile[]> {
  const site = loadStaticSite(client, readCspHashes(), securityHeaders(), bookingUrl ? { bookingUrl, bookingDir: booking } : {});
  return [...new Set([...site.files.values(), ...Object.values(site.notFound), ...Object.values(site.badRequest)])];
}

describe("the build in memory", () => {
  it("sends every file as built: identity, gzip and Brotli carry the same bytes, each with its own length", async () => {
    const built = new Set(
      listFiles(client)
        .filter((f) => !/\.(br|gz)$/.test(f))
        .map((f) => sha1(readFileSync(f))),
    );
    const files = await heldFiles();
    expect(files.length).toBeGreaterThan(150);
    let inflated = 0;
    for (const file of files) {
      const identity = file.identity.body();
      // The ETag is the built file's hash: the bytes are a file of the build, whichever way they were kept.
      expect(file.identity.etag).toBe(`"${sha1(identity)}"`);
      expect(built.has(sha1(identity))).toBe(true);
      expect(header(file.identity, "Content-Length")).toBe(String(identity.length));
      if (file.gzip) {
        inflated++;
        expect(gunzipSync(file.gzip.body()).equals(identity)).toBe(true);
        expect(header(file.gzip, "Content-Length")).toBe(String(file.gzip.body().length));
      }
      if (file.br) {
        expect(brotliDecompressSync(file.br.body()).equals(identity)).toBe(true);
        expect(header(file.br, "Content-Length")).toBe(String(file.br.body().length));
      }
    }
    // Pages, scripts, stylesheets, the sitemap: kept compressed only.
    expect(inflated).toBeGreaterThan(100);
  });

  it("with BOOKING_URL, a rewritten page's identity bytes are the set-aside copy with the address", async () => {
    const url = "https://cal.example.com/northwave/intro";
    const aside = listFiles(booking).find((f) => readFileSync(f, "utf8").includes(bookingPlaceholder));
    expect(aside).toBeDefined();
    const expected = Buffer.from(bookingInHtml(readFileSync(aside!, "utf8"), url));
    const file = (await heldFiles(url)).find((f) => f.identity.etag === `"${sha1(expected)}"`);
    expect(file).toBeDefined();
    expect(file!.identity.body().equals(expected)).toBe(true);
    expect(gunzipSync(file!.gzip!.body()).equals(expected)).toBe(true);
    expect(brotliDecompressSync(file!.br!.body()).equals(expected)).toBe(true);
  });
});

describe("the production server without Accept-Encoding", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ LOG_LEVEL: "warn" });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("answers a page, a script and the 404 with the built bytes and their length", async () => {
    const html = readFileSync(join(client, "labs", "index.html"));
    const script = listFiles(join(client, "assets")).find((f) => f.endsWith(".js"))!;
    const notFound = readFileSync(join(client, "404.html"));
    for (const [path, bytes, status] of [
      ["/labs", html, 200],
      [`/assets/${script.split("/").pop()}`, readFileSync(script), 200],
      ["/no-such-page", notFound, 404],
    ] as const) {
      const res = await fetch(`${server.url}${path}`, { headers: { "Accept-Encoding": "identity" } });
      expect(res.status, path).toBe(status);
      expect(res.headers.get("content-encoding"), path).toBeNull();
      expect(res.headers.get("content-length"), path).toBe(String(bytes.length));
      expect(Buffer.from(await res.arrayBuffer()).equals(bytes), path).toBe(true);
    }
  });
});
