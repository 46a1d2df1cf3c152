/**
 * After `react-router build`: CSP hashes of each prerendered page's inline scripts,
 * sitemap.xml and robots.txt from the page table, the icons, the web app manifest and each page's
 * Open Graph image (scripts/images.ts), Brotli and gzip copies of text files,
 * and a stamp recording the SITE_URL the HTML was built for.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { inlineScriptHashes, listFiles } from "../lib/build-output";
import { writeIcons, writeShareImages } from "./images";
import { siteUrl } from "../app/site-url";
import { site } from "../app/site";
import { pageIds, pages, type PageEntry } from "../app/i18n/pages";

const client = "build/client";
const origin = siteUrl(process.env.SITE_URL);

function sitemapXml(): string {
  const url = (path: string) => `${origin}${path}`;
  const entries = pageIds.flatMap((id) => {
    const page: PageEntry = pages[id];
    const alternates = [
      `    <xhtml:link rel="alternate" hreflang="en" href="${url(page.en)}"/>`,
      `    <xhtml:link rel="alternate" hreflang="fr" href="${url(page.fr)}"/>`,
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${url(page.en)}"/>`,
    ].join("\n");
    return [page.en, page.fr].map((path) => `  <url>\n    <loc>${url(path)}</loc>\n${alternates}\n  </url>`);
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${entries.join("\n")}
</urlset>
`;
}

writeFileSync(join(client, "sitemap.xml"), sitemapXml());
/**
 * RFC 9116: where to report a vulnerability. Expires must be renewed: a year after this build at
 * most (the next deployment's build renews it).
 */
function securityTxt(now: Date): string {
  const expires = new Date(now.getTime() + 364 * 24 * 3600 * 1000);
  return [
    `Contact: mailto:${site.email}`,
    `Expires: ${expires.toISOString().replace(/\.\d{3}Z$/, "Z")}`,
    "Preferred-Languages: en, fr",
    `Canonical: ${origin}/.well-known/security.txt`,
    "",
  ].join("\n");
}
mkdirSync(join(client, ".well-known"), { recursive: true });
writeFileSync(join(client, ".well-known", "security.txt"), securityTxt(new Date()));
writeFileSync(join(client, "robots.txt"), `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`);

const icons = writeIcons(client);
const started = performance.now();
const shareImages = await writeShareImages(client, listFiles(client).filter((file) => file.endsWith(".html")));
console.log(
  `postbuild: ${icons.length} icon files, ${shareImages} Open Graph images in ${Math.round(performance.now() - started)} ms`,
);

const files = listFiles(client);
const hashes: Record<string, string[]> = {};
for (const file of files) {
  if (file.endsWith(".html")) hashes[relative(client, file)] = inlineScriptHashes(readFileSync(file, "utf8"));
}
writeFileSync("build/csp-hashes.json", JSON.stringify(hashes, null, 2));

const compressible = /\.(html|js|css|svg|xml|txt|json|webmanifest|data|map)$/;
for (const file of files) {
  if (!compressible.test(file)) continue;
  const body = readFileSync(file);
  writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
}
writeFileSync("build/stamp.json", JSON.stringify({ siteUrl: origin, builtAt: new Date().toISOString() }));
console.log(`postbuild: ${Object.keys(hashes).length} pages hashed, sitemap.xml for ${origin}`);
