/**
 * The contact page as a visitor sees it after a send and on a phone (issue 26): where the toasts
 * fall beside the inline confirmation and the package chip, and what the confirmation repeats.
 */
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactCopy } from "~/contact/copy";
import { packageTitle } from "~/content/packages";
import { href } from "~/i18n/href";
import type { Locale } from "~/i18n/locale";
import { tabPool } from "../support/browser";
import { runTimersUntil, tookTime, withClock } from "../support/page-clock";
import { startServer, type RunningServer } from "../support/server";
import { sharedBrowser } from "../support/shared";

// A server of its own: the file sends contact requests (the shared server's limits are every
// file's), and its fill-time tokens are signed with the key in this server's DATA_DIR.
const live = {} as { server: RunningServer; browser: Browser };
const tab = tabPool(() => live.browser);
beforeAll(async () => {
  [live.server, live.browser] = await Promise.all([startServer({ CONTACT_RATE_LIMIT: "100" }), sharedBrowser()]);
});
afterAll(async () => {
  await live.browser?.close();
  await live.server?.stop();
});

type Box = { x: number; y: number; width: number; height: number };

const intersects = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** An element's box once it has stopped moving (a toast slides in): two readings in a row agree. */
async function settledBox(locator: Locator): Promise<Box> {
  let last = "";
  let box: Box | null = null;
  await expect
    .poll(
      async () => {
        box = await locator.boundingBox();
        const key = JSON.stringify(box);
        const same = box !== null && key === last;
        last = key;
        return same;
      },
      { interval: 150, timeout: 10_000 },
    )
    .toBe(true);
  return box!;
}

/** The contact page in the file's reused tab (see tabPool), on the page's clock (see withClock). */
async function openContact(path: string, width: number, height: number): Promise<Page> {
  const page = await withClock(await tab({ width, height }));
  await page.goto(`${live.server.url}${path}`);
  // Hydrated: the script's form turns the browser's own checks off.
  await page.locator("form[method=post][novalidate]").waitFor();
  return page;
}

/**
 * Sends the form as a person who took half a minute over it (see tookTime), the page's timers then
 * held, and runs them until a toast is up: it stays there while it is measured.
 */
async function fillAndSend(page: Page, email: string) {
  await page.getByLabel("First name").fill("Alice");
  await page.getByLabel("Business email").fill(email);
  await page.getByRole("textbox", { name: /^Message/ }).fill("We need a CRM audit before the summer.");
  await tookTime(page, live.server.dataDir, { hold: true });
  await page.getByRole("button", { name: "Send message" }).click();
  await runTimersUntil(page, async () => (await page.locator("[data-sonner-toast]").count()) > 0, "a toast shows");
}

const sizes = [
  [390, 844],
  [1440, 900],
] as const;

// Seen failing before the fix: the toasts were placed at the top, below the header, over the
// confirmation's title (toast y 80-154, confirmation from y 80) and over the package chip (y 101).
describe("the toasts cover neither the confirmation nor the package chip (issue 26, item 2)", () => {
  it.each(sizes)("after a send at %i × %i px, the success toast leaves the confirmation whole", async (width, height) => {
    const page = await openContact("/contact?package=starter#write-to-us-starter", width, height);
    await fillAndSend(page, `toast-${width}@example.com`);
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Message sent!" });
    await toast.waitFor({ timeout: 15_000 });
    const confirmation = page.getByTestId("contact-confirmation");
    const [toastBox, confirmationBox] = [await settledBox(toast), await settledBox(confirmation)];
    expect(intersects(toastBox, confirmationBox), JSON.stringify({ toastBox, confirmationBox })).toBe(false);
    // The confirmation is on screen, its title first.
    expect(confirmationBox.y).toBeGreaterThanOrEqual(0);
    expect(confirmationBox.y).toBeLessThan(height / 2);
  });

  it.each(sizes)("offline at %i × %i px, the 'No connection' toast leaves the package chip visible", async (width, height) => {
    const page = await openContact("/contact?package=starter#write-to-us-starter", width, height);
    await page.route(/\/contact(\.json)?(\?.*)?$/, (route) =>
      route.request().method() === "POST" ? route.abort("internetdisconnected") : route.continue(),
    );
    await fillAndSend(page, `offline-${width}@example.com`);
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: "No connection" });
    await toast.waitFor({ timeout: 15_000 });
    // The package is named at the top of the form, on screen when the form is (it was landed on).
    const chip = page.locator("[data-testid=chosen-package]:visible");
    const [toastBox, chipBox] = [await settledBox(toast), await settledBox(chip)];
    expect(chipBox.y).toBeGreaterThanOrEqual(0);
    expect(chipBox.y + chipBox.height).toBeLessThanOrEqual(height);
    expect(intersects(toastBox, chipBox), JSON.stringify({ toastBox, chipBox })).toBe(false);
  });
});

async function sendIn(page: Page, locale: Locale, email: string) {
  const t = contactCopy[locale];
  await page.getByLabel(t.fields.firstName.label).fill("Alice");
  await page.getByLabel(t.fields.email.label).fill(email);
  await page.getByRole("textbox", { name: /^(Message|Bericht)/ }).fill("We need a CRM audit before the summer.");
  await tookTime(page, live.server.dataDir);
  await page.getByRole("button", { name: t.submit }).click();
  await page.getByTestId("contact-confirmation").waitFor({ timeout: 15_000 });
}

/** The confirmation's text as one line, its spaces (the no-break space before a French colon too) made plain. */
const confirmationText = async (page: Page) => ((await page.getByTestId("contact-confirmation").textContent()) ?? "").replace(/\s+/g, " ");

// Seen failing before the fix: the confirmation named neither the address nor the package.
describe("the confirmation repeats where the answer goes and the package (issue 26, item 3)", () => {
  it.each(["en", "fr", "nl"] as const)("%s, with JavaScript", async (locale) => {
    const page = await openContact(`${href("contact", locale)}?package=starter#write-to-us-starter`, 390, 844);
    const email = `repeat-${locale}@example.com`;
    await sendIn(page, locale, email);
    const text = await confirmationText(page);
    expect(text).toContain(email);
    expect(text).toMatch(new RegExp(`${contactCopy[locale].package.label}\\s?: ${packageTitle("starter", locale)}`));
  });

  it("without JavaScript, the answered page repeats them too; without a package, no package line", async () => {
    const page = await tab({ width: 390, height: 844, javaScriptEnabled: false });
    await page.goto(`${live.server.url}/fr/contact?package=professional#write-to-us-professional`, { waitUntil: "load" });
    await sendIn(page, "fr", "repeat-nojs@example.com");
    let text = await confirmationText(page);
    expect(text).toContain("repeat-nojs@example.com");
    expect(text).toContain(`Forfait : ${packageTitle("professional", "fr")}`); // the no-break space made plain
    await page.goto(`${live.server.url}/contact`, { waitUntil: "load" });
    await sendIn(page, "en", "repeat-nopackage@example.com");
    text = await confirmationText(page);
    expect(text).toContain("repeat-nopackage@example.com");
    expect(text).not.toContain("Package");
  });
});

// Seen failing before the fix: on a phone the details and the two notes came first, the form
// about 1,000 px further down.
describe("on a phone the form comes right after the heading; on a laptop, two columns as before (issue 26, item 4)", () => {
  it.each(["en", "fr", "nl"] as const)("%s", async (locale) => {
    const page = await tab({ width: 390, height: 844 });
    await page.goto(`${live.server.url}${href("contact", locale)}`, { waitUntil: "load" });
    const places = () =>
      page.evaluate(() => {
        const form = document.getElementById("write-to-us")!;
        const details = document.querySelector("section[aria-labelledby=contact-details]")!;
        const box = (el: Element) => el.getBoundingClientRect();
        return {
          formFirstInDom: Boolean(form.compareDocumentPosition(details) & Node.DOCUMENT_POSITION_FOLLOWING),
          form: { top: box(form).top + scrollY, left: box(form).left },
          details: { top: box(details).top + scrollY, left: box(details).left },
        };
      });
    const phone = await places();
    // Reading and tab order as the eye sees it: the form, then the details.
    expect(phone.formFirstInDom).toBe(true);
    expect(phone.form.top).toBeLessThan(phone.details.top);
    await page.setViewportSize({ width: 1440, height: 900 });
    const laptop = await places();
    expect(laptop.details.left).toBeLessThan(laptop.form.left);
    expect(Math.abs(laptop.details.top - laptop.form.top)).toBeLessThanOrEqual(1);
  });
});
