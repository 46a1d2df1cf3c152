/**
 * Lighthouse 12 (mobile) on the pages of content published while the server runs (issue 38): a
 * case study's page, an article's and the Insights index must score 100 in accessibility, best
 * practices and SEO with no failing audit, as the site's own pages do (lighthouse.audit.ts, which
 * says why one run a page, with Lighthouse's default throttling method, beside the other tests).
 */
import { describe, expect, it } from "vitest";
import { injectingProxy } from "../support/lighthouse";
import { lighthouseSite, verdict } from "../support/lighthouse-site";
import { samplePages } from "../support/publish-content";

const site = lighthouseSite();

const paths = [samplePages.caseStudy.en, samplePages.article, samplePages.insights];

describe("Lighthouse, mobile: the published content's pages", () => {
  it.each(paths)("%s: accessibility, best practices and SEO 100, no failing audit", async (path) => {
    expect(verdict(await site.audit(`${site.server.url}${path}`))).toEqual({
      accessibility: 100,
      bestPractices: 100,
      seo: 100,
      failing: [],
    });
  });

  // The judge can fail on a page the server rendered after a publish: the article's page with no
  // `lang` and no meta description. Seen failing (2026-11-27): accessibility 96, SEO 92, with
  // html-has-lang and meta-description listed, where the test above expects 100 and none.
  it("fails a published article's page served with a defect in accessibility and SEO", async () => {
    const proxy = await injectingProxy(site.server.url, {
      path: samplePages.article,
      alter: (html) => html.replace(/(<html[^>]*?)\s+lang="[^"]*"/, "$1").replace(/<meta name="description"[^>]*>/, ""),
    });
    try {
      const judged = verdict(await site.audit(`${proxy.url}${samplePages.article}`));
      console.log(`[lighthouse] ${samplePages.article} with injected defects: ${JSON.stringify(judged)}`);
      expect(judged.accessibility).toBeLessThan(100);
      expect(judged.seo).toBeLessThan(100);
      expect(judged.failing.map((failing) => failing.split(":")[0])).toEqual(expect.arrayContaining(["html-has-lang", "meta-description"]));
    } finally {
      await proxy.close();
    }
  });
});
