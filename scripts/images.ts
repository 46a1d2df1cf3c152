/**
 * The build's images: the icons (favicon.ico, apple-touch-icon.png, the web app manifest's icons)
 * drawn from public/favicon.svg, the manifest itself, and one Open Graph image per page and
 * language, drawn from the title its prerendered HTML declares (og:title), so that an image
 * always says what its page says.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { Resvg } from "@resvg/resvg-js";
import satori from "satori";
import { webManifestBytes, type WebManifest } from "../lib/build-output";
import { shareHeadline, shareImageSize } from "../app/i18n/share-image";
import { site } from "../app/site";
import { ShareCard } from "./share-card";

const require = createRequire(import.meta.url);
const brandColor = "#1f3bb0";

function png(svg: string, width: number): Buffer {
  return new Resvg(svg, { fitTo: { mode: "width", value: width }, font: { loadSystemFonts: false } }).render().asPng();
}

/**
 * An ICO file holding PNG images (the format every browser and Windows since Vista reads):
 * a 6-byte header, a 16-byte entry per image, then the images.
 */
function ico(images: { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // 1: icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, data }, i) => {
    const entry = 6 + 16 * i;
    header.writeUInt8(size >= 256 ? 0 : size, entry);
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    header.writeUInt8(0, entry + 2); // no palette
    header.writeUInt8(0, entry + 3);
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(data.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...images.map((image) => image.data)]);
}

/** favicon.ico, apple-touch-icon.png, the manifest's icons and the manifest. */
export function writeIcons(client: string, publicDir = "public"): string[] {
  const svg = readFileSync(join(publicDir, "favicon.svg"), "utf8");
  // Home screens round the corners themselves and a maskable icon is cropped: both get the full square.
  const fullBleed = svg.replace(/ rx="[^"]*"/, "");
  const files: Record<string, Buffer> = {
    "favicon.ico": ico([16, 32, 48].map((size) => ({ size, data: png(svg, size) }))),
    "apple-touch-icon.png": png(fullBleed, 180),
    "icon-192.png": png(svg, 192),
    "icon-512.png": png(svg, 512),
    "icon-maskable-512.png": png(fullBleed, 512),
  };
  const manifest: WebManifest = {
    name: `${site.brand}: ${site.tagline}`,
    short_name: site.brand,
    description: `${site.brand}, ${site.tagline}, Belgium.`,
    lang: "en",
    start_url: "/",
    scope: "/",
    display: "browser",
    theme_color: brandColor,
    background_color: "#ffffff",
    icons: [
      { src: "/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
  files["site.webmanifest"] = webManifestBytes(manifest);
  for (const [name, body] of Object.entries(files)) writeFileSync(join(client, name), body);
  return Object.keys(files);
}

/** The text of an attribute as React escaped it in the prerendered HTML. */
function unescapeHtml(text: string): string {
  return text
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

function metaContent(html: string, property: string): string | undefined {
  const match = new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html);
  return match?.[1] === undefined ? undefined : unescapeHtml(match[1]);
}

function fonts() {
  const file = (weight: number) => readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`));
  return [
    { name: "Inter", data: file(400), weight: 400 as const, style: "normal" as const },
    { name: "Inter", data: file(700), weight: 700 as const, style: "normal" as const },
  ];
}

/** One image per distinct og:image of the prerendered pages (aliases share their page's image). */
export async function writeShareImages(client: string, htmlFiles: readonly string[], publicDir = "public"): Promise<number> {
  const logoSvg = readFileSync(join(publicDir, "favicon.svg"), "utf8")
    .replace(`fill="${brandColor}"`, 'fill="#ffffff"')
    .replace('stroke="#fff"', `stroke="${brandColor}"`);
  const logo = `data:image/svg+xml;base64,${Buffer.from(logoSvg).toString("base64")}`;
  const loadedFonts = fonts();
  const drawn = new Set<string>();
  for (const file of htmlFiles) {
    const html = readFileSync(file, "utf8");
    const image = metaContent(html, "og:image");
    const title = metaContent(html, "og:title");
    if (!image || !title) continue;
    const path = new URL(image).pathname;
    if (drawn.has(path)) continue;
    drawn.add(path);
    const svg = await satori(ShareCard({ headline: shareHeadline(title), logo }), { ...shareImageSize, fonts: loadedFonts });
    const target = join(client, path);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, png(svg, shareImageSize.width));
  }
  return drawn.size;
}
