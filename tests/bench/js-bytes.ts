/**
 * `npm run bench:size`: JavaScript bytes (raw and gzip) each page loads, from a running server.
 * Usage: start the site (`npm start`), then `npm run bench:size -- http://127.0.0.1:3000`.
 */
import { gzipSync } from "node:zlib";
import { allPagePaths } from "../../app/i18n/pages";
import { launchBrowser } from "../support/browser";

export async function measureJs(base: string, paths: string[]) {
  const browser = await launchBrowser();
  const rows: { path: string; files: number; raw: number; gzip: number }[] = [];
  for (const path of paths) {
    const page = await browser.newPage();
    const scripts = new Set<string>();
    page.on("response", (res) => {
      if (res.request().resourceType() === "script") scripts.add(res.url());
    });
    await page.goto(`${base}${path}`, { waitUntil: "networkidle" });
    let raw = 0;
    let gzip = 0;
    for (const url of scripts) {
      const body = Buffer.from(await (await fetch(url)).arrayBuffer());
      raw += body.length;
      gzip += gzipSync(body, { level: 9 }).length;
    }
    rows.push({ path, files: scripts.size, raw, gzip });
    await page.close();
  }
  await browser.close();
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const base = process.argv[2] ?? "http://127.0.0.1:3000";
  const rows = await measureJs(base, allPagePaths());
  console.table(rows.map((r) => ({ ...r, raw: `${(r.raw / 1024).toFixed(1)} KiB`, gzip: `${(r.gzip / 1024).toFixed(1)} KiB` })));
}
