/**
 * `npm run bench:size`: JavaScript bytes (raw and gzip) each page loads, from a running server:
 * script files, plus the page's inline scripts (speculation rules and JSON-LD are data, not code).
 * Usage: start the site (`npm start`), then `npm run bench:size -- http://127.0.0.1:3000`.
 */
import { gzipSync } from "node:zlib";
import { allPagePaths } from "../../app/i18n/pages";
import type { Page } from "playwright-core";
import { launchBrowser } from "../support/browser";

export interface JsBytes {
  path: string;
  /** Script files requested. */
  files: number;
  /** Bytes of inline script code (raw). */
  inline: number;
  raw: number;
  gzip: number;
}

export async function measureJs(base: string, paths: string[]): Promise<JsBytes[]> {
  const browser = await launchBrowser();
  try {
    // Four tabs, each going from page to page: a tab kept reuses its renderer (a new tab per page
    // started one each time).
    // A file an earlier page of the tab loaded comes from its cache and is still reported as a
    // response: eight visits of /contact over four tabs each counted its one file.
    const rows: JsBytes[] = [];
    let next = 0;
    const tab = async () => {
      const page = await browser.newPage();
      const scripts = new Set<string>();
      page.on("response", (res) => {
        if (res.request().resourceType() === "script") scripts.add(res.url());
      });
      while (next < paths.length) {
        const i = next++;
        scripts.clear();
        rows[i] = await measurePage(page, scripts, base, paths[i]!);
      }
      await page.close();
    };
    await Promise.all(Array.from({ length: 4 }, tab));
    return rows;
  } finally {
    await browser.close();
  }
}

/** One page's script bytes, in a tab whose script responses are collected into `scripts`. */
async function measurePage(page: Page, scripts: Set<string>, base: string, path: string): Promise<JsBytes> {
  // Every script file a page loads is in by its load event, but one: the contact pages add their
  // island's script after the load and a paint, and that one file (it imports nothing later) has
  // arrived once the form has hydrated (it takes `novalidate` then). Waiting for the network to
  // fall quiet instead cost half a second a page, and on a busy machine it fell quiet before the
  // island was added (a gate counted no file on /contact).
  await page.goto(`${base}${path}`, { waitUntil: "load" });
  if (await page.locator("#contact-form-island").count()) {
    await page.locator("#contact-form-island form[novalidate]").waitFor({ timeout: 60_000 });
  }
  const inlineCode = await page
    .locator("script:not([src])")
    .evaluateAll((elements) =>
      elements.filter((el) => ["", "text/javascript", "module"].includes(el.getAttribute("type") ?? "")).map((el) => el.textContent ?? ""),
    );
  const bodies = [...inlineCode.map((code) => Buffer.from(code))];
  for (const url of scripts) bodies.push(Buffer.from(await (await fetch(url)).arrayBuffer()));
  const raw = bodies.reduce((sum, body) => sum + body.length, 0);
  // Each file travels compressed on its own; the inline code travels inside the page's HTML.
  const inline = Buffer.concat(bodies.slice(0, inlineCode.length));
  const gzip =
    (inline.length ? gzipSync(inline, { level: 9 }).length : 0) +
    bodies.slice(inlineCode.length).reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
  return { path, files: scripts.size, inline: inline.length, raw, gzip };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const base = process.argv[2] ?? "http://127.0.0.1:3000";
  const rows = await measureJs(base, allPagePaths());
  const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
  console.table(rows.map((r) => ({ ...r, inline: kib(r.inline), raw: kib(r.raw), gzip: kib(r.gzip) })));
}
