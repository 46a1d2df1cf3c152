/**
 * axe on every page and error document as served, in Chromium: apart from site.e2e.ts so the two
 * run side by side (together they were the run's longest file, 108 to 172 s) and each stays under
 * the time budget's 3 minutes for one file (docs/testing.md).
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { allPagePaths, pageAt, pages, type PageEntry } from "~/i18n/pages";
import { localeFromPath, locales } from "~/i18n/locale";
import { openPage } from "../support/browser";
import { axeReport, axeViolations, contrastReport, pageReady, ruleOf } from "../support/page-checks";
import { siteInBrowser } from "../support/site-in-browser";

const live = siteInBrowser();

/** Once a change of size or colour scheme has played out: no transition or animation still running. */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== "running"));
}

/**
 * What axe judges: every page path (200), and the 404 and 400 documents in each language (the
 * server answers them at any unknown or refused path), each with the route module or error
 * document that renders it. `everyWay` marks the one path per module judged at 375 px and in the
 * dark scheme as well: the languages take turns from module to module (a module of one language,
 * the French or Dutch contact page's, takes its own).
 */
const judged = (() => {
  const entries = [
    ...allPagePaths().map((path) => {
      const { id, locale } = pageAt(path)!;
      const page: PageEntry = pages[id];
      return { path, locale, status: 200, module: page.modules?.[locale] ?? page.module };
    }),
    ...(["/nowhere", "/fr/nulle-part", "/nl/nergens"] as const).map((path) => ({ path, status: 404, module: "404" })),
    ...(["/.env", "/fr/.env", "/nl/.env"] as const).map((path) => ({ path, status: 400, module: "400" })),
  ].map((entry) => ({ locale: localeFromPath(entry.path), ...entry, everyWay: false }));
  const modules = [...new Set(entries.map((entry) => entry.module))];
  modules.forEach((module, i) => {
    const ofModule = entries.filter((entry) => entry.module === module);
    (ofModule.find((entry) => entry.locale === locales[i % locales.length]) ?? ofModule[0]!).everyWay = true;
  });
  return entries;
})();

describe("accessibility (axe, WCAG 2.0/2.1/2.2 A and AA)", () => {
  it("reports a page with defects (the check can fail)", async () => {
    // The same tags as below, on a page with an image without alt text, a field without a label,
    // grey text on white below AA contrast and text on a gradient: axe must name each of them, the
    // last as contrast it could not measure.
    const page = await openPage(live.browser, {});
    await page.setContent(
      '<!doctype html><html lang="en"><head><title>x</title></head><body><main><h1>x</h1><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="><input type="text"><p style="color:#bbb;background:#fff">faint</p><p id="graded" style="color:#555;background:linear-gradient(#fff,#000)">graded</p></main></body></html>',
    );
    const report = await axeReport(page);
    expect(report.violations.map(ruleOf)).toEqual(expect.arrayContaining(["image-alt", "label", "color-contrast"]));
    expect(report.unmeasuredContrast).toEqual([expect.stringMatching(/^#graded: /)]);
    // The contrast check alone (the dark scheme's, below) names the same two.
    const contrast = await contrastReport(page);
    expect(contrast.violations).toEqual([expect.stringMatching(/^p:nth-child\(4\): /)]);
    expect(contrast.unmeasured).toEqual([expect.stringMatching(/^#graded: /)]);
    await page.close();
  });

  // Every path at 1280 px, in the light scheme with its contrast all measurable. Once per route
  // module and error document, the 375 px pass and the dark scheme's contrast as well: the
  // breakpoints and colours are the module's (and the stylesheet's), not the language's, so the
  // module's other languages would repeat the same checks on other words (decision of issue 33:
  // 41 paths judged three ways took about 7 s each). The languages take turns from module to
  // module (`judged`), so each language is judged at 375 px and in the dark somewhere. A module's
  // page is judged on one load as it changes: 375 px, then 1280 px, then dark.
  // Seen failing on injected defects (a rule added to the loaded stylesheet through the CSSOM;
  // routing a changed stylesheet fails its integrity check and leaves the page unstyled): `main p`
  // grey (#bbb) from 1024 px only failed "at 1280 px" on all 47 paths, the modules' pages after
  // passing at 375 px (the resize is judged); the dark scheme's muted text at #334155 failed
  // "contrast, dark scheme" on 16 of the 17 modules' pages (5 to 47 elements; the 404 document
  // has no muted text).
  async function judgeAt1280(page: Page): Promise<void> {
    const light = await axeReport(page);
    expect(light.violations, "at 1280 px").toEqual([]);
    // Text on a gradient or an image cannot be measured: the hero's text sits on a solid colour.
    expect(light.unmeasuredContrast, "unmeasured contrast, light scheme").toEqual([]);
  }

  it.each(judged.filter((entry) => entry.everyWay).map((entry) => [entry.path, entry.module, entry.status] as const))(
    "%s (%s): no violations at 375 and 1280 px, AA contrast all measurable in both schemes",
    async (path, _module, status) => {
      const page = await live.tab({ width: 375 });
      expect((await page.goto(`${live.server.url}${path}`))?.status()).toBe(status);
      await pageReady(page);
      expect(await axeViolations(page), "at 375 px").toEqual([]);

      await page.setViewportSize({ width: 1280, height: 900 });
      await settled(page);
      await judgeAt1280(page);

      await page.emulateMedia({ colorScheme: "dark" });
      await settled(page);
      const dark = await contrastReport(page);
      expect(dark.violations, "contrast, dark scheme").toEqual([]);
      expect(dark.unmeasured, "unmeasured contrast, dark scheme").toEqual([]);
    },
  );

  it.each(judged.filter((entry) => !entry.everyWay).map((entry) => [entry.path, entry.status] as const))(
    "%s: no violations at 1280 px, AA contrast all measurable",
    async (path, status) => {
      const page = await live.tab({ width: 1280 });
      expect((await page.goto(`${live.server.url}${path}`))?.status()).toBe(status);
      await pageReady(page);
      await judgeAt1280(page);
    },
  );
});
