import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { contact as contactEn } from "~/content/en/contact";
import { home as homeEn } from "~/content/en/home";
import { contact as contactFr } from "~/content/fr/contact";
import { home as homeFr } from "~/content/fr/home";
import { allPagePaths } from "~/i18n/pages";
import { openPage } from "../support/browser";
import { siteInBrowser } from "../support/site-in-browser";

const live = siteInBrowser();

interface Options {
  width?: number;
  height?: number;
  colorScheme?: "light" | "dark";
  javaScriptEnabled?: boolean;
}

async function open(path: string, { width = 1280, height = 900, colorScheme = "light", javaScriptEnabled = true }: Options = {}) {
  const page = await openPage(live.browser, { viewport: { width, height }, colorScheme, javaScriptEnabled });
  await page.goto(`${live.server.url}${path}`, { waitUntil: "networkidle" });
  return page;
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Relative luminance (WCAG) of a computed CSS colour, `rgb(…)` or `rgba(…)`. */
const luminanceSource = `(color) => {
  const [r, g, b] = color.match(/[\\d.]+/g).slice(0, 3).map(Number).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}`;

/** The text a sighted visitor reads in an element: its text nodes that take up room on screen. */
async function visibleText(locator: Locator): Promise<string> {
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
async function accessibleName(locator: Locator): Promise<string> {
  const snapshot = await locator.ariaSnapshot();
  return snapshot.match(/^- link "([^"]*)"/)?.[1] ?? "";
}

describe("the header stays on one line (item 5)", () => {
  const widths = [320, 360, 375, 414, 640, 768, 800, 900, 1024, 1100, 1200, 1279, 1280, 1440, 1920];
  it.each(["/", "/fr/", "/commitments", "/fr/engagements"])("%s: every item on one line, same height, no overflow", async (path) => {
    const page = await open(path, { width: widths[0] });
    const problems: string[] = [];
    const heights = new Set<number>();
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      const found = await page.evaluate(() => {
        const header = document.querySelector("header")!;
        const items = [...header.querySelectorAll("a, button")].filter(
          (el) => el.checkVisibility() && !el.closest("[popover]"),
        );
        return {
          height: header.getBoundingClientRect().height,
          scrollWidth: document.documentElement.scrollWidth,
          items: items.map((el) => {
            const box = el.getBoundingClientRect();
            // The lines its text takes: one rectangle per line per text node.
            const rects: DOMRect[] = [];
            const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              const parent = node.parentElement!.getBoundingClientRect();
              if (parent.width <= 1 || parent.height <= 1) continue; // screen-reader-only text
              const range = document.createRange();
              range.selectNodeContents(node);
              rects.push(...[...range.getClientRects()].filter((r) => r.width > 1 && r.height > 1));
            }
            const centres = rects.map((r) => r.top + r.height / 2).sort((a, b) => a - b);
            const lines = centres.filter((c, i) => i === 0 || c - centres[i - 1]! > 4).length;
            return {
              name: (el.textContent ?? "").trim().slice(0, 20),
              centre: box.top + box.height / 2,
              left: box.left,
              right: box.right,
              lines,
            };
          }),
        };
      });
      heights.add(Math.round(found.height));
      if (found.scrollWidth > width) problems.push(`${width}: page ${found.scrollWidth} px wide`);
      const centres = found.items.map((item) => item.centre);
      if (Math.max(...centres) - Math.min(...centres) > 2) problems.push(`${width}: items not on one row`);
      for (const item of found.items) {
        if (item.lines > 1) problems.push(`${width}: "${item.name}" on ${item.lines} lines`);
        if (item.left < 0 || item.right > width) problems.push(`${width}: "${item.name}" overflows`);
      }
    }
    expect(problems).toEqual([]);
    expect([...heights]).toHaveLength(1);
    await page.close();
  });
});

describe("toasts leave the header's navigation visible (item 6)", () => {
  async function fillContact(page: Page, fr: boolean) {
    await page.getByLabel(fr ? "Prénom" : "First name").fill("Alice");
    await page.getByLabel(fr ? "E-mail professionnel" : "Business email").fill("alice@example.com");
    await page.getByRole("textbox", { name: /^Message/ }).fill("We need a CRM audit before the summer.");
  }
  async function expectToastBelowHeader(page: Page) {
    const toast = page.locator("[data-sonner-toast]").first();
    await toast.waitFor({ state: "visible", timeout: 10_000 });
    await pause(800); // the toast slides in
    const [toastBox, headerBox] = await Promise.all([toast.boundingBox(), page.locator("header").boundingBox()]);
    expect(toastBox!.y).toBeGreaterThanOrEqual(headerBox!.y + headerBox!.height);
  }

  it("the confirmation, on a phone", async () => {
    const page = await open("/contact", { width: 375, height: 812 });
    await fillContact(page, false);
    await pause(2_100); // the minimum fill time
    await page.getByRole("button", { name: "Send message" }).click();
    await expect.poll(() => page.getByText("Message sent!").count(), { timeout: 10_000 }).toBe(1);
    await expectToastBelowHeader(page);
    await page.close();
  });

  it.each([
    ["/contact", 1280],
    ["/fr/contact", 1024],
  ] as const)("the error notice on %s at %i px", async (path, width) => {
    const page = await open(path, { width });
    await page.route("**/contact.data*", (route) => route.abort());
    await fillContact(page, path.startsWith("/fr"));
    await pause(2_100);
    await page.getByRole("button", { name: path.startsWith("/fr") ? "Envoyer le message" : "Send message" }).click();
    await expectToastBelowHeader(page);
    await page.close();
  });
});

describe("the contact form is near the top on a phone (item 7)", () => {
  it.each([
    ["/contact", contactEn.hero.toForm],
    ["/fr/contact", contactFr.hero.toForm],
  ])("%s links to its form within the first screen, and the link lands on it below the header", async (path, text) => {
    const page = await open(path, { width: 375, height: 812 });
    const link = page.locator("main").getByRole("link", { name: text, exact: true });
    expect(await link.count()).toBe(1);
    const box = (await link.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(812);
    const target = (await link.getAttribute("href"))!;
    expect(target).toMatch(/^#/);
    expect(await page.locator(`${target} form, ${target}:has(form)`).count()).toBeGreaterThan(0);
    await link.click();
    await pause(300);
    const heading = page.locator("main h2", { hasText: path.startsWith("/fr") ? "Envoyez-nous un message" : "Send us a message" });
    const [headingBox, headerBox] = await Promise.all([heading.boundingBox(), page.locator("header").boundingBox()]);
    expect(headingBox!.y).toBeGreaterThanOrEqual(headerBox!.y + headerBox!.height);
    const field = page.getByLabel(path.startsWith("/fr") ? "Prénom" : "First name");
    const fieldBox = (await field.boundingBox())!;
    expect(fieldBox.y + fieldBox.height).toBeLessThanOrEqual(812);
    await page.close();
  });
});

describe("links are big enough to tap on a phone (item 8)", () => {
  it.each(["/", "/fr/a-propos"])("%s: header, menu and footer links are at least 44 × 44 px at 375 px", async (path) => {
    const page = await open(path, { width: 375, height: 812 });
    const small: string[] = [];
    const measure = async (scope: Locator, where: string) => {
      for (const target of await scope.locator("a, button").filter({ visible: true }).all()) {
        const box = (await target.boundingBox())!;
        if (box.width < 44 || box.height < 44) {
          small.push(`${where} "${(await target.innerText()).trim()}" ${Math.round(box.width)}×${Math.round(box.height)}`);
        }
      }
    };
    await measure(page.locator("header"), "header");
    await page.locator("header button[aria-controls=site-menu]").click();
    const menu = page.locator("#site-menu nav");
    await menu.waitFor({ state: "visible" });
    // The eight section links (Contact and the language switch stay in the bar).
    const inMenu = await menu.locator("a").filter({ visible: true }).count();
    expect(inMenu).toBeGreaterThanOrEqual(8);
    await measure(menu, "menu");
    await page.keyboard.press("Escape");
    const footerLinks = await page.locator("footer a").filter({ visible: true }).count();
    expect(footerLinks).toBeGreaterThanOrEqual(9);
    await measure(page.locator("footer"), "footer");
    expect(small).toEqual([]);
    await page.close();
  });
});

describe("print (item 9)", () => {
  async function printed(path: string) {
    const page = await open(path, { width: 1024 });
    await page.emulateMedia({ media: "print" });
    return page;
  }

  it.each([
    ["/", homeEn.cta.title],
    ["/fr/", homeFr.cta.title],
  ])("%s prints no navigation, menu, language toggle or call-to-action banner", async (path, ctaTitle) => {
    const page = await printed(path);
    expect(await page.locator("nav").filter({ visible: true }).count()).toBe(0);
    expect(await page.locator("header a[hreflang], header button").filter({ visible: true }).count()).toBe(0);
    expect(await page.locator("header").getByRole("link", { name: "Contact" }).filter({ visible: true }).count()).toBe(0);
    expect(await page.getByRole("heading", { name: ctaTitle }).filter({ visible: true }).count()).toBe(0);
    // The page's own content is still there.
    expect(await page.locator("main h1").isVisible()).toBe(true);
    await page.close();
  });

  it.each(["/", "/contact", "/about", "/fr/projets", "/legal-notice"])(
    "%s prints dark text on a light background everywhere, the footer included",
    async (path) => {
      const page = await printed(path);
      const dark = await page.evaluate((source) => {
        const luminance = new Function(`return ${source}`)() as (color: string) => number;
        const out: string[] = [];
        for (const el of document.body.querySelectorAll("*")) {
          if (!el.checkVisibility()) continue;
          const style = getComputedStyle(el);
          const bg = style.backgroundColor;
          const alpha = Number(bg.match(/[\d.]+/g)?.[3] ?? 1);
          const transparent = alpha === 0;
          if ((!transparent && luminance(bg) < 0.6) || style.backgroundImage !== "none") {
            out.push(`${el.tagName.toLowerCase()}.${el.className} background ${bg} ${style.backgroundImage}`);
          }
          const hasText = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim());
          if (hasText && luminance(style.color) > 0.2) out.push(`${el.tagName.toLowerCase()} "${el.textContent!.trim().slice(0, 30)}" color ${style.color}`);
        }
        return out;
      }, luminanceSource);
      expect(dark).toEqual([]);
      expect(await page.locator("footer").filter({ visible: true }).count()).toBeLessThanOrEqual(1);
      await page.close();
    },
  );

  it("prints each link's address after it, outside links in full", async () => {
    const page = await printed("/legal-notice");
    const links = await page.locator("main a[href]").evaluateAll((as) =>
      as.map((a) => ({
        href: a.getAttribute("href")!,
        after: getComputedStyle(a, "::after").content,
      })),
    );
    const outside = links.filter((l) => l.href.startsWith("http"));
    expect(outside.length).toBeGreaterThan(0);
    for (const link of outside) expect(link.after).toContain(link.href);
    const home = await printed("/");
    const inside = await home.locator("main a[href^='/']").evaluateAll((as) =>
      as.map((a) => ({ href: a.getAttribute("href")!, after: getComputedStyle(a, "::after").content })),
    );
    expect(inside.length).toBeGreaterThan(0);
    for (const link of inside) expect(link.after).toContain(link.href);
    await page.close();
    await home.close();
  });
});

describe("dark mode (item 12)", () => {
  it.each(["/", "/fr/contact", "/projects", "/fr/offres"])("%s is dark when the system asks for it", async (path) => {
    const page = await open(path, { colorScheme: "dark" });
    const found = await page.evaluate((source) => {
      const luminance = new Function(`return ${source}`)() as (color: string) => number;
      const background = (el: Element) => luminance(getComputedStyle(el).backgroundColor);
      return {
        body: background(document.body),
        header: background(document.querySelector("header")!),
        heading: luminance(getComputedStyle(document.querySelector("main h1")!).color),
        scheme: getComputedStyle(document.documentElement).colorScheme,
      };
    }, luminanceSource);
    expect(found.body).toBeLessThan(0.05);
    expect(found.header).toBeLessThan(0.05);
    expect(found.heading).toBeGreaterThan(0.6);
    expect(found.scheme).toContain("dark");
    await page.close();
  });

  for (const colorScheme of ["light", "dark"] as const) {
    it.each(allPagePaths())(`%s has AA contrast in the ${colorScheme} scheme, all of it measurable`, async (path) => {
      const page = await open(path, { colorScheme });
      const result = await new AxeBuilder({ page }).withRules(["color-contrast"]).analyze();
      const list = (found: typeof result.violations) =>
        found.flatMap((rule) => rule.nodes.map((node) => `${node.target.join(" ")}: ${node.failureSummary ?? ""}`));
      expect(list(result.violations)).toEqual([]);
      // Text on a gradient or an image cannot be measured: the hero's text sits on a solid colour.
      expect(list(result.incomplete)).toEqual([]);
      await page.close();
    });
  }

  it.each(["/", "/fr/contact"])("%s at 375 px with the menu open has AA contrast in the dark", async (path) => {
    const page = await open(path, { width: 375, colorScheme: "dark" });
    await page.locator("header button[aria-controls=site-menu]").click();
    const result = await new AxeBuilder({ page }).withRules(["color-contrast"]).analyze();
    expect(result.violations.flatMap((v) => v.nodes.map((n) => n.target.join(" ")))).toEqual([]);
    await page.close();
  });
});

describe("the language toggle says what it shows (item 14, WCAG 2.5.3)", () => {
  it.each([
    ["/", 1280],
    ["/fr/pourquoi", 1280],
    ["/labs", 375],
    ["/fr/contact", 375],
  ] as const)("%s at %i px: the accessible name contains the visible text", async (path, width) => {
    const page = await open(path, { width });
    const toggle = page.locator("header a[hreflang]").filter({ visible: true });
    expect(await toggle.count()).toBe(1);
    const shown = await visibleText(toggle);
    expect(shown).not.toBe("");
    const name = await accessibleName(toggle);
    expect(name.toLowerCase()).toContain(shown.toLowerCase());
    await page.close();
  });
});

describe("project tag tooltips never hide a heading (item 14)", () => {
  for (const [path, width, javaScriptEnabled] of [
    ["/fr/projets", 360, true],
    ["/fr/projets", 1024, true],
    ["/projects", 1100, true],
    ["/fr/projets", 1440, true],
    ["/fr/projets", 375, false],
    ["/projects", 1280, false],
  ] as const) {
    it(`${path} at ${width} px, JavaScript ${javaScriptEnabled}, on hover, with the tag right under the header`, async () => {
      const page = await open(path, { width, javaScriptEnabled });
      const tags = page.locator("[data-tag]");
      const problems: string[] = [];
      for (let i = 0; i < (await tags.count()); i++) {
        // The tag just below the sticky header, where a tooltip above it would slip under the header.
        await tags.nth(i).evaluate((tag) => {
          const header = document.querySelector("header")!.getBoundingClientRect().bottom;
          window.scrollBy(0, tag.getBoundingClientRect().top - header - 8);
        });
        await page.mouse.move(1, 890);
        await pause(350);
        await tags.nth(i).hover();
        await expect.poll(() => page.getByRole("tooltip").filter({ visible: true }).count(), { timeout: 2_000 }).toBe(1);
        const found = await page.evaluate(() => {
          const tip = [...document.querySelectorAll("[role=tooltip]")].find((t) => t.checkVisibility())!;
          const box = tip.getBoundingClientRect();
          const header = document.querySelector("header")!.getBoundingClientRect();
          const covered = [...document.querySelectorAll("main :is(h1, h2, h3, h4)")]
            .filter((h) => {
              const r = h.getBoundingClientRect();
              return box.left < r.right && r.left < box.right && box.top < r.bottom && r.top < box.bottom;
            })
            .map((h) => h.textContent);
          return { covered, underHeader: box.top < header.bottom, left: box.left, right: box.right };
        });
        for (const text of found.covered) problems.push(`tag ${i} covers "${text}"`);
        if (found.underHeader) problems.push(`tag ${i}: tooltip under the header`);
        if (found.left < 0 || found.right > width) problems.push(`tag ${i}: off screen`);
      }
      expect(problems).toEqual([]);
      await page.close();
    });
  }
});
