import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";
import type { Tab, TabOptions } from "./browser";

/**
 * Waits until a loaded page is what a visitor sees: its load event has fired (stylesheets, the
 * preloaded web font, images), the web font is in use and, with JavaScript, the contact form's
 * island has taken the form over (it turns the browser's own validation off: `novalidate`). This
 * is what waiting for an idle network stood for, without its half-second of silence and without
 * missing a request that comes late. Polled from here: with JavaScript off the page runs no
 * callback (a promise or an animation frame asked of it would never settle).
 */
export async function pageReady(page: Page, { javaScriptEnabled = true }: { javaScriptEnabled?: boolean } = {}): Promise<void> {
  await page.waitForLoadState("load");
  await expect.poll(() => page.evaluate(() => document.fonts.status), { timeout: 10_000 }).toBe("loaded");
  const island = page.locator("#contact-form-state");
  if (javaScriptEnabled && (await island.count()) > 0 && (await page.locator("form[method=post]").count()) > 0) {
    await page.locator("form[method=post][novalidate]").waitFor({ state: "attached" });
  }
}

/** Opens `url` in a tab from `tab` (a file's reused tab: see tabPool), ready as `pageReady` says. */
export async function openView(tab: Tab, url: string, options: TabOptions = {}): Promise<Page> {
  const page = await tab(options);
  await page.goto(url);
  await pageReady(page, options);
  return page;
}

/** The rules every page is held to: axe's WCAG 2.0, 2.1 and 2.2 A and AA. */
const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * axe-core on `page`, run in the page itself. By default @axe-core/playwright runs axe in each frame
 * and then combines the results in a blank page it opens for the purpose, with axe injected again:
 * that is for cross-origin frames, which no page here has (the site's CSP loads no frame at all:
 * `default-src 'none'` and no `frame-src`), and it cost a page and an injection per check. Only
 * violations and what axe could not decide are read: the passing elements are not collected
 * (`resultTypes`).
 */
function axeOn(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ["violations", "incomplete"] });
}

/**
 * axe on the page as it stands, under `wcagTags`: one line per violation, its rule then its
 * elements ("label: input[type="text"]"). Seen failing on injected defects: a text input without a
 * label added to the desk's note form returned `label: input[type="text"]`; with the report chart's
 * aria-label removed (an SVG role="img" without a text alternative) it returned
 * `svg-img-alt: svg[data-chart="visits"], svg[data-chart="leads"]`; see also site-axe.e2e.ts.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  return (await axeReport(page)).violations;
}

/**
 * `axeViolations`, and the text whose contrast axe could not measure (on a gradient or an image,
 * or covered): one line per element, its selector then why.
 */
export async function axeReport(page: Page): Promise<{ violations: string[]; unmeasuredContrast: string[] }> {
  const result = await axeOn(page).withTags(wcagTags).analyze();
  return {
    violations: result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    unmeasuredContrast: result.incomplete
      .filter((rule) => rule.id === "color-contrast")
      .flatMap((rule) => rule.nodes.map((node) => `${node.target.join(" ")}: ${node.failureSummary ?? ""}`)),
  };
}

/**
 * axe's colour contrast alone, on the page as it stands (after a change of colour scheme, or with a
 * menu open): the elements below AA, and those it could not measure, each as its selector then why.
 */
export async function contrastReport(page: Page): Promise<{ violations: string[]; unmeasured: string[] }> {
  const result = await axeOn(page).withRules(["color-contrast"]).analyze();
  const list = (found: typeof result.violations) =>
    found.flatMap((rule) => rule.nodes.map((node) => `${node.target.join(" ")}: ${node.failureSummary ?? ""}`));
  return { violations: list(result.violations), unmeasured: list(result.incomplete) };
}

/** The rule of an `axeViolations` line. */
export const ruleOf = (violation: string) => violation.slice(0, violation.indexOf(":"));

/** Relative luminance (WCAG) of a computed CSS colour, `rgb(…)` or `rgba(…)`. */
export const luminanceSource = `(color) => {
  const [r, g, b] = color.match(/[\\d.]+/g).slice(0, 3).map(Number).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}`;

/** The text a sighted visitor reads in an element: its text nodes that take up room on screen. */
export async function visibleText(locator: Locator): Promise<string> {
  return locator.evaluate((element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const parts: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      // Text for screen readers only sits in a 1 px box.
      const parent = node.parentElement!.getBoundingClientRect();
      if (parent.width <= 1 || parent.height <= 1) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      if ([...range.getClientRects()].some((r) => r.width > 1 && r.height > 1)) parts.push(node.textContent ?? "");
    }
    return parts.join("").replace(/\s+/g, " ").trim();
  });
}

/** The accessible name of a link, as the browser's accessibility tree gives it. */
export async function accessibleName(locator: Locator): Promise<string> {
  const snapshot = await locator.ariaSnapshot();
  return snapshot.match(/^- link "([^"]*)"/)?.[1] ?? "";
}
