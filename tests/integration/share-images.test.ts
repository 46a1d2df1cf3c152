/**
 * What a link preview and a home screen get from the build: each page's Open Graph image (one per
 * page and language, 1200×630, described in the page's language) and the icons and manifest.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { readWebManifest } from "../../lib/build-output";
import { describe, expect, it } from "vitest";
import { pageAt } from "~/i18n/pages";
import { languageTag } from "~/i18n/locale";
import { shareHeadline } from "~/i18n/share-image";
import { site } from "~/site";

const client = "build/client";
if (!existsSync(client)) throw new Error("Run `npm run build` before these tests.");

/** Width and height from a PNG's IHDR chunk. */
function pngSize(file: string): { width: number; height: number; png: boolean } {
  const bytes = readFileSync(file);
  return {
    png: bytes.subarray(1, 4).toString("latin1") === "PNG",
    width: bytes.readUInt32BE(16),
    height: bytes.readUInt32BE(20),
  };
}

function attribute(html: string, selector: RegExp): string | undefined {
  const value = selector.exec(html)?.[1];
  return value
    ?.replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");
}

// The pages of the page table: a case study's own page has no share image of its own yet (issue 38).
const documents = readdirSync(client, { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith("index.html"))
  .filter((file) => pageAt(`/${file.replace(/index\.html$/, "")}`.replace(/(.)\/$/, "$1")) !== undefined)
  .map((file) => {
    const path = `/${file.replace(/index\.html$/, "")}`.replace(/(.)\/$/, "$1");
    const html = readFileSync(join(client, file), "utf8");
    return {
      path,
      page: pageAt(path),
      html,
      lang: attribute(html, /<html lang="([^"]+)"/),
      title: attribute(html, /<meta property="og:title" content="([^"]*)"/),
      image: attribute(html, /<meta property="og:image" content="([^"]*)"/),
      alt: attribute(html, /<meta property="og:image:alt" content="([^"]*)"/),
      card: attribute(html, /<meta name="twitter:card" content="([^"]*)"/),
    };
  });

describe("Open Graph images", () => {
  it("are checked on every page of every language", () => {
    expect(documents.filter((d) => d.page).length).toBeGreaterThanOrEqual(39);
  });

  it.each(documents.map((d) => [d.path, d] as const))("%s: its own 1200×630 PNG, a large card, alt text in its language", (_path, d) => {
    expect(d.page).toBeDefined();
    expect(d.card).toBe("summary_large_image");
    const file = join(client, new URL(d.image!).pathname);
    expect(existsSync(file), file).toBe(true);
    expect(pngSize(file)).toEqual({ png: true, width: 1200, height: 630 });
    expect(d.lang).toBe(languageTag[d.page!.locale]);
    expect(new URL(d.image!).pathname).toMatch(new RegExp(`^/og/${d.page!.locale}/`));
    // The alternative text is the page's own title (in its language) and the brand the image shows.
    expect(d.alt).toContain(shareHeadline(d.title!));
    expect(d.alt).toContain(site.brand);
  });

  it("differ from page to page and from language to language; aliases share their page's image", () => {
    const byPage = new Map<string, string>();
    for (const d of documents) {
      const key = `${d.page!.id}/${d.page!.locale}`;
      if (byPage.has(key)) expect(d.image, d.path).toBe(byPage.get(key));
      byPage.set(key, d.image!);
    }
    expect(byPage.size).toBe(39);
    const images = [...byPage.values()];
    expect(new Set(images).size).toBe(images.length);
    const contents = images.map((url) =>
      createHash("sha256")
        .update(readFileSync(join(client, new URL(url).pathname)))
        .digest("hex"),
    );
    expect(new Set(contents).size).toBe(contents.length);
  });

  it("a French page's alt text is French, not its English counterpart's", () => {
    const alt = (path: string) => documents.find((d) => d.path === path)?.alt;
    expect(alt("/fr/legal-notice")).toContain("Mentions légales");
    expect(alt("/legal-notice")).toContain("Legal notice");
    expect(alt("/fr/offres")).toMatch(/Forfaits/);
    expect(alt("/nl/juridische-informatie")).toContain("Juridische informatie");
    expect(alt("/nl/pakketten")).toMatch(/Pakketten/);
  });
});

describe("icons and the web app manifest", () => {
  it("favicon.ico is a real ICO holding 16, 32 and 48 px images", () => {
    const ico = readFileSync(join(client, "favicon.ico"));
    expect(ico.readUInt16LE(0)).toBe(0);
    expect(ico.readUInt16LE(2)).toBe(1);
    const count = ico.readUInt16LE(4);
    const sizes = Array.from({ length: count }, (_, i) => ico.readUInt8(6 + 16 * i));
    expect(sizes).toEqual([16, 32, 48]);
    for (let i = 0; i < count; i++) {
      const length = ico.readUInt32LE(6 + 16 * i + 8);
      const offset = ico.readUInt32LE(6 + 16 * i + 12);
      expect(offset + length).toBeLessThanOrEqual(ico.length);
      expect(ico.subarray(offset + 1, offset + 4).toString("latin1")).toBe("PNG");
    }
  });

  it("apple-touch-icon.png is 180×180", () => {
    expect(pngSize(join(client, "apple-touch-icon.png"))).toEqual({ png: true, width: 180, height: 180 });
  });

  it("site.webmanifest names the site, starts at /, has theme colours and 192 and 512 px icons that exist", () => {
    const manifest = readWebManifest();
    expect(manifest.name).toContain(site.brand);
    expect(manifest.short_name).toBe(site.brand);
    expect(manifest.start_url).toBe("/");
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
    for (const size of [192, 512]) {
      const icon = manifest.icons.find((i) => i.sizes === `${size}x${size}`);
      expect(icon?.type).toBe("image/png");
      expect(pngSize(join(client, icon!.src))).toEqual({ png: true, width: size, height: size });
    }
  });

  it.each(documents.map((d) => [d.path, d.html] as const))("%s links the icons and the manifest in its head", (_path, html) => {
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toContain('<link rel="icon" href="/favicon.ico" sizes="32x32"/>');
    expect(head).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>');
    expect(head).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png"/>');
    expect(head).toContain('<link rel="manifest" href="/site.webmanifest"/>');
  });
});
