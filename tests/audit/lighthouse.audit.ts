/**
 * Lighthouse 12 (mobile) judges the production server as a search engine and a visitor's phone
 * would: accessibility, best practices and SEO must be perfect. Their audits are pass/fail checks of
 * the page as it is (alt text, contrast, console errors, crawlability…) and do not depend on timing,
 * so each page is run once, and the files run beside the other tests (vitest.config.ts,
 * audit-parallel): this one the site's own pages, lighthouse-published.audit.ts the published
 * content's, so the two share the workers. Performance, which Lighthouse derives from timings
 * measured on this machine, is a benchmark: `npm run bench:lighthouse` (docs/benchmarks.md).
 *
 * Lighthouse's default throttling method ("simulate") loads the page at full speed and would only
 * simulate a slow phone for performance's metrics, which are not asked for here. The other methods
 * ("provided", "devtools") make Lighthouse wait 5.25 s of quiet four times a page instead of 1 s:
 * with "provided" the 12 runs took 227 s against 119 s with the default, the same verdicts and the
 * same defects found (2026-12-02, a loaded 2-core machine). Within the default, the quiet it waits
 * for is 250 ms, not 1 s (lighthouseSite's `quietMs`): this file alone 50.8 s to 38.9 s, the
 * injected console error still found at load (2026-12-02, quiet machine).
 */
import { describe, expect, it } from "vitest";
import { injectingProxy } from "../support/lighthouse";
import { lighthouseSite, verdict } from "../support/lighthouse-site";

const site = lighthouseSite();

// A content page with no script file, the one with the tooltip script, the longest page (French),
// and the pages that hydrate the contact form; the Dutch home and contact pages (issue 27). The
// server holds published content (a case study, an article), as the home page may show it.
const paths = ["/", "/projects", "/fr/legal-notice", "/contact", "/fr/contact", "/nl/", "/nl/contact"];

describe("Lighthouse, mobile: accessibility, best practices and SEO", () => {
  it.each(paths)("%s: accessibility, best practices and SEO 100, no failing audit", async (path) => {
    expect(verdict(await site.audit(`${site.server.url}${path}`))).toEqual({
      accessibility: 100,
      bestPractices: 100,
      seo: 100,
      failing: [],
    });
  });

  // The judge can fail: the home page served through a proxy with one defect per category (the
  // build is not touched): no `lang`, a `console.error` at load, no meta description. Seen failing
  // (2026-11-26): accessibility 96, best practices 96, SEO 92, with html-has-lang,
  // errors-in-console and meta-description listed, where the test above expects 100 and none.
  it("fails a page served with a defect in each category (the judge can fail)", async () => {
    const proxy = await injectingProxy(site.server.url, {
      path: "/",
      alter: (html) =>
        html
          .replace(/(<html[^>]*?)\s+lang="[^"]*"/, "$1")
          .replace(/<meta name="description"[^>]*>/, "")
          .replace("</head>", '<script src="/__console-error.js"></script></head>'),
      scripts: { "/__console-error.js": 'console.error("an injected defect");' },
    });
    try {
      const judged = verdict(await site.audit(`${proxy.url}/`));
      console.log(`[lighthouse] / with injected defects: ${JSON.stringify(judged)}`);
      expect(judged.accessibility).toBeLessThan(100);
      expect(judged.bestPractices).toBeLessThan(100);
      expect(judged.seo).toBeLessThan(100);
      expect(judged.failing.map((failing) => failing.split(":")[0])).toEqual(
        expect.arrayContaining(["html-has-lang", "errors-in-console", "meta-description"]),
      );
    } finally {
      await proxy.close();
    }
  });
});
