/**
 * Issue 37, as a buyer meets the site at 320, 390 and 1440 px in the three languages: each service
 * line says what it is in the header's menu, the phone menu and the footer; after an invalid send
 * the focused field's label is in view, not under the sticky header; the package chip breaks no
 * word. Each case leaves a screenshot under test-results/buyer-at-three-widths/ for a reader; the
 * assertions measure the page itself. With a menu open, axe judges the page in both colour schemes
 * (seen failing on an injected defect: the descriptions in text-slate-300 gave
 * `color-contrast: #services-menu > .gap-1 > li:nth-child(1) > … > .text-slate-300, …`).
 */
import { mkdirSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { contactCopy } from "~/contact/copy";
import { contactFields, type ContactField } from "~/contact/schema";
import { commonCopy } from "~/content/common";
import { packageAnchor, packageParam, packageTitle } from "~/content/packages";
import { href } from "~/i18n/href";
import { locales, type Locale } from "~/i18n/locale";
import { axeViolations } from "../support/page-checks";
import { siteInBrowser } from "../support/site-in-browser";

const live = siteInBrowser();

const shots = "test-results/buyer-at-three-widths";
mkdirSync(shots, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: `${shots}/${name}.png` });

const widths = [320, 390, 1440] as const;
const heightAt = (width: number) => (width === 1440 ? 900 : width === 320 ? 568 : 844);
const cases = locales.flatMap((locale) => widths.map((width) => [locale, width] as const));

async function open(path: string, width: number): Promise<Page> {
  const page = await live.tab({ width, height: heightAt(width) });
  await page.goto(`${live.server.url}${path}`, { waitUntil: "load" });
  return page;
}

/** The words inside `selector` that the layout split across two lines. */
function brokenWords(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const broken: string[] = [];
    for (const root of document.querySelectorAll(selector)) {
      if (!root.checkVisibility()) continue;
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.parentElement!.checkVisibility()) continue;
        // A break after a hyphen ("marketing-/automation") is the typographer's, not a broken word.
        for (const match of node.textContent!.matchAll(/[^\s-]+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
          if (lines.size > 1) broken.push(match[0]);
        }
      }
    }
    return broken;
  }, selector);
}

/** Each service link shown in `container`: its visible name and description lines. */
function shownServices(page: Page, container: string) {
  return page
    .locator(`${container} a`)
    .evaluateAll((links) =>
      links
        .filter((a) => a.checkVisibility() && a.children.length === 2 && [...a.children].every((child) => child.tagName === "SPAN"))
        .map((a) => [...a.children].map((span) => (span.checkVisibility() ? (span as HTMLElement).innerText.trim() : ""))),
    );
}

/** axe finds nothing on the page as it stands, light then dark. */
async function judgedInBothSchemes(page: Page) {
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    expect(await axeViolations(page), colorScheme).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: "light" });
}

describe("each service line says what it is, in both menus and the footer", () => {
  it.each(cases)("%s at %ipx", async (locale, width) => {
    const t = commonCopy[locale];
    const expected = (["labs", "pulse", "ops"] as const).map((id) => [t.nav.items[id], t.services.items[id]]);
    const page = await open(href("home", locale), width);
    if (width >= 1280) {
      await page.locator("header button[aria-controls=services-menu]").click();
      await page.locator("#services-menu").waitFor();
      expect(await shownServices(page, "#services-menu")).toEqual(expected);
      await shot(page, `services-menu-${locale}-${width}`);
      await judgedInBothSchemes(page);
    } else {
      await page.locator("header button[aria-controls=site-menu]").click();
      await page.locator("#site-menu").waitFor();
      expect(await shownServices(page, "#site-menu")).toEqual(expected);
      await shot(page, `phone-menu-${locale}-${width}`);
      await judgedInBothSchemes(page);
      await page.keyboard.press("Escape");
    }
    await page.locator("footer").scrollIntoViewIfNeeded();
    expect(await shownServices(page, "footer")).toEqual(expected);
    expect(await brokenWords(page, "#services-menu, #site-menu, footer")).toEqual([]);
  });
});

/** Every field valid but `invalid`, scrolled so the send button is at the bottom of the screen, sent. */
async function sendWithOneInvalid(page: Page, locale: Locale, invalid: ContactField) {
  const t = contactCopy[locale];
  const valid = { firstName: "Lotte", email: "lotte@example.com", message: "Wij willen ons CRM laten doorlichten." };
  const wrong = { firstName: " ", email: "lotte@", message: "kort" };
  await page.getByLabel(t.fields.firstName.label).fill(invalid === "firstName" ? wrong.firstName : valid.firstName);
  await page.getByLabel(t.fields.email.label).fill(invalid === "email" ? wrong.email : valid.email);
  await page
    .getByRole("textbox", { name: new RegExp(`^${t.fields.message.label}`) })
    .fill(invalid === "message" ? wrong.message : valid.message);
  const submit = page.getByRole("button", { name: t.submit });
  await submit.evaluate((button) => button.scrollIntoView({ block: "end" }));
  await submit.click();
  // The field's own error message is shown, and the field has the focus.
  await page.getByText(t.errors[invalid]).waitFor();
  await page.waitForFunction(() => document.activeElement?.matches("input, textarea"));
}

describe("after an invalid send, the focused field's label is in view (not under the sticky header)", () => {
  it.each(cases)("%s at %ipx", async (locale, width) => {
    const page = await open(href("contact", locale), width);
    await page.locator("form[method=post][novalidate]").waitFor();
    for (const field of contactFields) {
      await page.goto(`${live.server.url}${href("contact", locale)}`, { waitUntil: "load" });
      await page.locator("form[method=post][novalidate]").waitFor();
      await sendWithOneInvalid(page, locale, field);
      const seen = await page.evaluate(() => {
        const focused = document.activeElement!;
        const label = document.querySelector(`label[for="${focused.id}"]`)!.getBoundingClientRect();
        return {
          header: document.querySelector("header")!.getBoundingClientRect().bottom,
          label: { top: label.top, bottom: label.bottom },
          viewport: innerHeight,
        };
      });
      expect(seen.label.top, `${field}: the label's top below the header`).toBeGreaterThanOrEqual(seen.header);
      expect(seen.label.bottom, `${field}: the label on screen`).toBeLessThanOrEqual(seen.viewport);
      await shot(page, `invalid-${field}-${locale}-${width}`);
    }
  });
});

describe("the package chip on the contact form breaks no word", () => {
  it.each(cases)("%s at %ipx", async (locale, width) => {
    const page = await open(`${href("contact", locale)}?${packageParam}=professional#${packageAnchor("professional")}`, width);
    await page.locator("form[method=post][novalidate]").waitFor();
    const chip = page.locator("[data-testid=chosen-package]").filter({ visible: true });
    await expect.poll(() => chip.allTextContents()).toEqual([packageTitle("professional", locale)]);
    await chip.scrollIntoViewIfNeeded();
    const selector = "form div:has(> p > [data-testid=chosen-package])";
    expect(await brokenWords(page, selector)).toEqual([]);
    // The remove control stays whole and inside the chip.
    const fits = await page.evaluate((selector) => {
      const box = [...document.querySelectorAll(selector)].find((el) => el.checkVisibility())!;
      const outer = box.getBoundingClientRect();
      return [...box.querySelectorAll("a, button")].every((control) => {
        const r = control.getBoundingClientRect();
        return r.left >= outer.left && r.right <= outer.right;
      });
    }, selector);
    expect(fits).toBe(true);
    await page
      .locator(selector)
      .filter({ visible: true })
      .screenshot({ path: `${shots}/package-chip-${locale}-${width}.png` });
  });
});
