/**
 * Every link on the site leads somewhere, as a crawler nobody here wrote (linkinator) finds it:
 * anchors, stylesheets, scripts, images, icons, canonical and hreflang URLs, Open Graph images,
 * structured data, and every #fragment, from both home pages down, against the production server.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { LinkChecker, type LinkResult } from "linkinator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteUrl } from "~/site-url";
import { site } from "~/site";
import { locales } from "~/i18n/locale";
import { pageIds, pagePath } from "~/i18n/pages";
import { startServer, type RunningServer } from "../support/server";

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

describe("links (linkinator)", () => {
  it("reports a missing page and a fragment without its target (the check can fail)", async () => {
    // The options the site's crawl below uses, on a two-page site with both defects.
    const pages: Record<string, string> = {
      "/": '<!doctype html><title>a</title><a href="/b#there">b</a> <a href="/gone">gone</a> <a href="/b#nowhere">nowhere</a>',
      "/b": '<!doctype html><title>b</title><h1 id="there">b</h1>',
    };
    const tiny = createServer((req, res) => {
      const body = pages[req.url ?? ""];
      res.writeHead(body ? 200 : 404, { "content-type": "text/html" }).end(body ?? "not found");
    });
    await new Promise<void>((resolve) => tiny.listen(0, "127.0.0.1", resolve));
    const base = `http://127.0.0.1:${(tiny.address() as AddressInfo).port}`;
    try {
      const result = await new LinkChecker().check({
        path: `${base}/`,
        recurse: true,
        checkCss: true,
        checkFragments: true,
        timeout: 10_000,
      });
      const broken = result.links.filter((link) => link.state === "BROKEN").map((link) => link.url.replace(base, ""));
      expect([...new Set(broken)].sort()).toEqual(["/b#nowhere", "/gone"]);
    } finally {
      tiny.close();
    }
  });

  it("from /, /fr/ and /nl/, recursively: nothing broken, no fragment without its target", async () => {
    // The build bakes SITE_URL into absolute URLs (canonical, hreflang, og:image, JSON-LD): check them here.
    const builtFor = siteUrl(process.env.SITE_URL);
    // No network here: links off the site (LinkedIn, the host, the mail provider, the DPA, mailto:, tel:) are listed, not fetched.
    const external = new Set<string>();
    const result = await new LinkChecker().check({
      path: [`${server.url}/`, `${server.url}/fr/`, `${server.url}/nl/`],
      recurse: true,
      checkCss: true,
      checkFragments: true,
      concurrency: 8,
      timeout: 10_000,
      urlRewriteExpressions: [{ pattern: new RegExp(`^${builtFor.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`), replacement: server.url }],
      linksToSkip: async (url: string) => {
        if (url.startsWith(`${server.url}/`) || url === server.url) return false;
        external.add(url);
        return true;
      },
    });
    const broken = result.links
      .filter((link: LinkResult) => link.state === "BROKEN")
      .map(
        (link) =>
          `${link.status ?? "-"} ${link.url} (on ${link.parent ?? "?"}) ${(link.failureDetails ?? []).map((d) => (d instanceof Error ? d.message : "")).join(" ")}`,
      );
    expect(broken).toEqual([]);

    const checked = new Set(result.links.filter((link) => link.state === "OK").map((link) => new URL(link.url).pathname));
    // The crawl reached every page of every language through the site's own links.
    for (const path of pageIds.flatMap((id) => locales.map((l) => pagePath(id, l)))) {
      expect(checked, path).toContain(path);
    }
    // Nothing of ours escaped the check: every absolute URL to the site was rewritten to this server.
    expect([...external].filter((url) => !/^(https:|mailto:|tel:)/.test(url))).toEqual([]);
    expect(external).toContain(site.linkedin);
  });
});
