/**
 * The build's last steps, run by React Router's `buildEnd` (react-router.config.ts) once the pages
 * are prerendered, so `npm run build` is one command: the 404 documents moved to the files the
 * server answers with, inline scripts minified, sitemap.xml and robots.txt from the page table,
 * the icons, the web app manifest and each page's Open Graph image (scripts/images.ts), the CSP
 * hashes of each document's inline scripts, Brotli and gzip copies of text files, and the stamp
 * recording the SITE_URL the HTML was built for. Outputs the server reads go through lib/build-output.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { minifySync } from "vite";
import {
  buildPaths,
  inlineScriptHashes,
  listFiles,
  writeCspHashes,
  writeInlineScripts,
  writeStamp,
  type CspHashes,
  type InlineScripts,
} from "../lib/build-output";
import { sitemapXml } from "../app/publishing/sitemap-xml";
import { seedListings } from "../app/publishing/paths";
import { writeIcons, writeShareImages } from "./images";
import { bookingInHtml, bookingPlaceholder } from "../app/booking";
import { siteUrl } from "../app/site-url";
import { site } from "../app/site";
import { badRequestShells, notFoundShells } from "../app/i18n/pages";
import { locales } from "../app/i18n/locale";

/**
 * The 404 documents were prerendered at internal paths (a prerender must answer 200): move each to
 * the file the server answers unknown paths with, and leave nothing at the internal path.
 */
function placeNotFoundPages(client: string) {
  for (const { path, file } of [...Object.values(notFoundShells), ...Object.values(badRequestShells)]) {
    const rendered = join(client, path, "index.html");
    if (!existsSync(rendered)) throw new Error(`error page not prerendered at ${path}`);
    renameSync(rendered, join(client, file));
    rmSync(join(client, path), { recursive: true, force: true });
    // The route's loader data, written for client navigations that no longer exist.
    rmSync(join(client, `${path}.data`), { force: true });
  }
}

/**
 * The pages' inline scripts (written from their functions' source by `callScript`, as the server
 * bundle prints them: indented, with long names) minified in place, before their CSP hashes are
 * taken and the booking copies set aside: every page carries about a third fewer bytes of them.
 * Only classic scripts without attributes: data blocks (JSON, JSON-LD, speculation rules, import
 * maps) are left as they are.
 */
function minifyInlineScripts(client: string): InlineScripts {
  // The same few scripts are on every page (three languages, 48 documents): minify each once.
  const done = new Map<string, string>();
  for (const file of listFiles(client).filter((f) => f.endsWith(".html"))) {
    const html = readFileSync(file, "utf8");
    const minified = html.replace(/<script>([\s\S]*?)<\/script>/g, (_tag, code: string) => {
      let small = done.get(code);
      if (small === undefined) {
        const result = minifySync("inline.js", code, { compress: true, mangle: true });
        if (result.errors.length > 0) throw new Error(`${file}: an inline script does not minify: ${result.errors[0]!.message}`);
        small = result.code.trim();
        done.set(code, small);
      }
      return `<script>${small}</script>`;
    });
    if (minified !== html) writeFileSync(file, minified);
  }
  return Object.fromEntries(done);
}

/**
 * The pages are prerendered with the booking link, its address a placeholder. What build/client
 * serves is the page without the link (BOOKING_URL unset: nothing appears), compressed at the
 * build's best; the page with the link is set aside under build/booking for a server started with
 * BOOKING_URL, which fills in the address when it loads the build. Only links go: the inline
 * scripts, hence the CSP hashes, are the same in both.
 */
function setAsideBookingLinks(client: string, booking: string) {
  rmSync(booking, { recursive: true, force: true });
  for (const file of listFiles(client).filter((f) => f.endsWith(".html"))) {
    const html = readFileSync(file, "utf8");
    if (!html.includes(bookingPlaceholder)) continue;
    const aside = join(booking, relative(client, file));
    mkdirSync(dirname(aside), { recursive: true });
    writeFileSync(aside, html);
    writeFileSync(file, bookingInHtml(html, null));
  }
}

/**
 * RFC 9116: where to report a vulnerability. Expires must be renewed: a year after this build at
 * most (the next deployment's build renews it).
 */
function securityTxt(origin: string, now: Date): string {
  const expires = new Date(now.getTime() + 364 * 24 * 3600 * 1000);
  return [
    `Contact: mailto:${site.email}`,
    `Expires: ${expires.toISOString().replace(/\.\d{3}Z$/, "Z")}`,
    `Preferred-Languages: ${locales.join(", ")}`,
    `Canonical: ${origin}/.well-known/security.txt`,
    "",
  ].join("\n");
}

/** Everything the build does after React Router has written build/client and build/server. */
export async function finishBuild(buildDir: string, siteUrlValue = process.env.SITE_URL) {
  const { client, booking } = buildPaths(buildDir);
  const origin = siteUrl(siteUrlValue);
  placeNotFoundPages(client);
  // Kept for the pages the server renders again when content is published (server/publishing.ts).
  writeInlineScripts(minifyInlineScripts(client), buildDir);
  setAsideBookingLinks(client, booking);

  writeFileSync(join(client, "sitemap.xml"), sitemapXml(origin, seedListings));
  mkdirSync(join(client, ".well-known"), { recursive: true });
  writeFileSync(join(client, ".well-known", "security.txt"), securityTxt(origin, new Date()));
  // The lead desk is for operators: never crawled (its answers also say noindex).
  writeFileSync(join(client, "robots.txt"), `User-agent: *\nAllow: /\nDisallow: /desk\n\nSitemap: ${origin}/sitemap.xml\n`);

  const icons = writeIcons(client);
  const shareImages = await writeShareImages(
    client,
    listFiles(client).filter((file) => file.endsWith(".html")),
  );

  const files = listFiles(client);
  const hashes: CspHashes = {};
  for (const file of files) {
    if (file.endsWith(".html")) hashes[relative(client, file).split("\\").join("/")] = inlineScriptHashes(readFileSync(file, "utf8"));
  }
  writeCspHashes(hashes, buildDir);

  const compressible = /\.(html|js|css|svg|xml|txt|json|webmanifest|data|map)$/;
  for (const file of files) {
    if (!compressible.test(file)) continue;
    const body = readFileSync(file);
    writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  }
  writeStamp({ siteUrl: origin, builtAt: new Date().toISOString() }, buildDir);
  console.log(
    `build: ${icons.length} icon files, ${shareImages} Open Graph images, ${Object.keys(hashes).length} pages hashed, sitemap.xml for ${origin}`,
  );
}
