import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { switchLocale } from "~/i18n/href";
import { allPagePaths, pageAt, pagePath } from "~/i18n/pages";
import { measureJs } from "../bench/js-bytes";
import { siteInBrowser } from "../support/site-in-browser";

const live = siteInBrowser();

async function open(path: string, width = 1280): Promise<Page> {
  const context = await live.browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  page.on("close", () => void context.close());
  await page.goto(`${live.server.url}${path}`);
  return page;
}

describe("every path in the prerendered HTML", () => {
  const titles = new Map<string, string>();
  it.each(allPagePaths())("%s answers 200 with its head in its language", async (path) => {
    const res = await fetch(`${live.server.url}${path}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    const found = pageAt(path)!;
    expect(html).toMatch(new RegExp(`<html lang="${found.locale}"`));
    const title = html.match(/<title>([^<]+)<\/title>/)?.[1];
    expect(title).toBeTruthy();
    const description = html.match(/<meta name="description" content="([^"]+)"/)?.[1] ?? "";
    const decoded = description.replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, "&").replace(/&quot;/g, '"');
    expect(decoded.length).toBeGreaterThanOrEqual(50);
    expect(decoded.length).toBeLessThanOrEqual(160);
    const canonical = html.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
    expect(canonical).toMatch(new RegExp(`${pagePath(found.id, found.locale).replace(/\//g, "\\/")}$`));
    for (const property of ["og:title", "og:description", "og:url", "og:type", "og:locale", "og:image"]) {
      expect(html).toContain(`property="${property}"`);
    }
    for (const lang of ["en", "fr", "x-default"]) expect(html).toContain(`hrefLang="${lang}"`);
    if (!titles.has(`${found.id}-${found.locale}`)) {
      expect([...titles.values()]).not.toContain(title);
      titles.set(`${found.id}-${found.locale}`, title!);
    }
  });

  it("serves the Open Graph image every page names", async () => {
    const html = await (await fetch(`${live.server.url}/labs`)).text();
    const image = new URL(html.match(/property="og:image" content="([^"]+)"/)![1]!);
    const res = await fetch(`${live.server.url}${image.pathname}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
  });

  it("names the main path as canonical on the French aliases", async () => {
    const html = await (await fetch(`${live.server.url}/fr/forfaits`)).text();
    expect(html).toMatch(/<link rel="canonical" href="[^"]+\/fr\/offres"/);
    const training = await (await fetch(`${live.server.url}/fr/formation`)).text();
    expect(training).toMatch(/<link rel="canonical" href="[^"]+\/fr\/formations"/);
  });

  it("carries the organisation's JSON-LD on both home pages", async () => {
    for (const path of ["/", "/fr/"]) {
      const html = await (await fetch(`${live.server.url}${path}`)).text();
      expect(html).toContain('type="application/ld+json"');
    }
  });
});

describe("in the browser", () => {
  it.each(allPagePaths())("the language toggle on %s goes to its counterpart", async (path) => {
    const page = await open(path);
    const toggle = page.locator("header a[hreflang]").first();
    const other = pageAt(path)!.locale === "en" ? "fr" : "en";
    expect(await toggle.getAttribute("hreflang")).toBe(other);
    await toggle.click();
    await page.waitForURL((url) => url.pathname === switchLocale(path));
    await expect.poll(() => page.locator("html").getAttribute("lang")).toBe(other);
    await page.close();
  });

  it("opens and closes the mobile menu by button, link, backdrop and Escape", async () => {
    const page = await open("/", 375);
    const button = page.locator("header button[aria-expanded]");
    expect(await button.getAttribute("aria-expanded")).toBe("false");
    await button.click();
    expect(await button.getAttribute("aria-expanded")).toBe("true");
    await page.keyboard.press("Escape");
    expect(await button.getAttribute("aria-expanded")).toBe("false");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-expanded"))).toBe("false");
    await button.click();
    await page.getByTestId("menu-backdrop").click({ position: { x: 10, y: 800 } });
    expect(await button.getAttribute("aria-expanded")).toBe("false");
    await button.click();
    await page.locator("header nav").last().getByRole("link", { name: "Pulse" }).click();
    await page.waitForURL(`${live.server.url}/pulse`);
    expect(await button.getAttribute("aria-expanded")).toBe("false");
    await page.close();
  });

  it("navigates client-side once hydrated and scrolls to the top, with no console error", async () => {
    const page = await open("/");
    const errors: string[] = [];
    page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
    page.on("pageerror", (error) => errors.push(error.message));
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.locator("footer").getByRole("link", { name: "Projects" }).click();
    await page.waitForURL(`${live.server.url}/projects`);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    await page.waitForFunction(() => window.scrollY === 0);
    await page.getByRole("link", { name: "Contact" }).first().click();
    await page.waitForURL(`${live.server.url}/contact`);
    await page.goto(`${live.server.url}/fr/offres`, { waitUntil: "networkidle" });
    await page.locator("main").getByRole("link").first().hover();
    expect(errors).toEqual([]);
    await page.close();
  });

  it("shows the 404 page, links home and logs the path to the console", async () => {
    const page = await live.browser.newPage();
    const logged: string[] = [];
    page.on("console", (message) => logged.push(message.text()));
    const res = await page.goto(`${live.server.url}/fr/nulle-part`);
    expect(res?.status()).toBe(404);
    await expect(page.locator("h1").textContent()).resolves.toBe("Oops! Page not found");
    expect(await page.getByRole("link", { name: "Return to Home" }).getAttribute("href")).toBe("/");
    await expect.poll(() => logged.some((line) => line.includes("/fr/nulle-part"))).toBe(true);
    await page.close();
  });

  it("makes no request to any other origin", async () => {
    const page = await live.browser.newPage();
    const foreign: string[] = [];
    page.on("request", (req) => {
      if (!req.url().startsWith(live.server.url) && !req.url().startsWith("data:")) foreign.push(req.url());
    });
    for (const path of ["/", "/fr/projets", "/contact", "/packages"]) {
      await page.goto(`${live.server.url}${path}`, { waitUntil: "networkidle" });
    }
    expect(foreign).toEqual([]);
    await page.close();
  });

  it("puts the skip link first in the tab order", async () => {
    const page = await open("/labs");
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("href"))).toBe("#main");
    await page.close();
  });

  it("keeps the header visible while scrolling", async () => {
    const page = await open("/about", 375);
    await page.evaluate(() => window.scrollTo(0, 2000));
    const box = await page.locator("header").boundingBox();
    expect(box?.y).toBe(0);
    await page.close();
  });
});

describe("budgets", () => {
  // React 19 and React Router are about 115 KiB gzip of this; the rest is ours.
  const budgetKiB: Record<string, number> = { "/labs": 130, "/fr/offres": 130, "/projects": 150, "/contact": 145 };
  it("keeps each page's JavaScript (gzip) within its budget", async () => {
    const rows = await measureJs(live.server.url, Object.keys(budgetKiB));
    const over = rows.filter((row) => row.gzip / 1024 > budgetKiB[row.path]!);
    expect(over).toEqual([]);
  });
});

describe("accessibility (axe, WCAG 2.0/2.1/2.2 A and AA)", () => {
  for (const width of [375, 1280]) {
    it.each(allPagePaths())(`%s at ${width} px has no violations`, async (path) => {
      const page = await open(path, width);
      await page.waitForLoadState("networkidle");
      const result = await new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
        .analyze();
      const summary = result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
      expect(summary).toEqual([]);
      await page.close();
    });
  }
});

