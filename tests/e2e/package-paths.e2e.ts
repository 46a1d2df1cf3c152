/**
 * Paths to a package (issue 26): each service page links to its package's card on the packages
 * page, whose 'Choose this package' carries it to the form; the booking link, when set, is beside
 * Contact in a laptop's header and beside the package cards; the cards start in a laptop's first
 * screen.
 */
import type { Browser, Page } from "playwright-core";
import { sharedBrowser, sharedSite } from "../support/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pagePath, type PageId } from "~/i18n/pages";
import type { Locale } from "~/i18n/locale";
import { tabPool } from "../support/browser";
import { axeViolations } from "../support/page-checks";
import { startServer, type RunningServer } from "../support/server";

const bookingUrl = "https://cal.com/northwave-test/30min";
const laptop = { width: 1440, height: 900 };
const phone = { width: 390, height: 844 };

let browser: Browser;
const tab = tabPool(() => browser);
beforeAll(async () => {
  browser = await sharedBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * `path` in the file's reused tab (see tabPool), once loaded: these pages load no script file (the
 * contact pages' form is the only one, and it is not judged here).
 */
async function open(server: Pick<RunningServer, "url">, path: string, viewport = laptop): Promise<Page> {
  const page = await tab(viewport);
  await page.goto(`${server.url}${path}`);
  return page;
}

/** Where an element is on the screen. */
const box = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
  });

const services: { locale: Locale; service: PageId; link: string; card: string; title: string; choose: string }[] = [
  {
    locale: "en",
    service: "labs",
    link: "See the Labs Starter package",
    card: "package-starter",
    title: "Labs Starter",
    choose: "Choose this package",
  },
  {
    locale: "fr",
    service: "pulse",
    link: "Voir le forfait Pulse Professional",
    card: "package-professional",
    title: "Pulse Professional",
    choose: "Choisir ce forfait",
  },
  {
    locale: "nl",
    service: "ops",
    link: "Bekijk het pakket Ops Enterprise",
    card: "package-enterprise",
    title: "Ops Enterprise",
    choose: "Kies dit pakket",
  },
];

describe("paths to a package", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ BOOKING_URL: bookingUrl });
  });
  afterAll(() => server?.stop());

  it.each(services)(
    "$locale: $service links to its package's card, which carries it to the form",
    async ({ locale, service, link, card, title, choose }) => {
      for (const viewport of [laptop, phone]) {
        const page = await open(server, pagePath(service, locale), viewport);
        await page.locator("main").getByRole("link", { name: link, exact: true }).click();
        await page.waitForURL(`${server.url}${pagePath("packages", locale)}#${card}`);
        // The right card, in view and clear of the sticky header (its 'Most popular' badge too).
        const target = page.locator(`#${card}`);
        expect(await target.getByRole("heading", { level: 3 }).textContent()).toContain(title);
        const header = await box(page, "header");
        await expect.poll(async () => (await box(page, `#${card}`)).top).toBeGreaterThan(header.bottom + 12);
        expect((await box(page, `#${card}`)).top).toBeLessThan(viewport.height / 2);
        // Its own button leads to the form with the package.
        await target.getByRole("link", { name: new RegExp(`^${choose}`) }).click();
        await page.waitForURL(/[?&]package=/);
        expect(new URL(page.url()).searchParams.get("package")).toBe(card.replace("package-", ""));
        expect(new URL(page.url()).pathname).toBe(pagePath("contact", locale));
      }
    },
  );

  it("the packages' cards start in the first screen of a 1440 × 900 laptop, in each language", async () => {
    for (const locale of ["en", "fr", "nl"] as const) {
      const page = await open(server, pagePath("packages", locale));
      const first = await box(page, "#package-starter");
      // Was 715 px: the hero filled half the screen. Now in its top two thirds, name and price shown.
      expect(first.top, locale).toBeLessThan(laptop.height);
      expect(first.top, locale).toBeLessThan((laptop.height * 2) / 3);
      expect((await box(page, "#package-starter dd")).bottom, locale).toBeLessThan(laptop.height);
    }
  });

  it("the booking link is beside Contact in a laptop's header, and beside the cards' heading, not under them", async () => {
    for (const [locale, name] of [
      ["en", "Book a 30-minute call"],
      ["fr", "Réserver un appel de 30 minutes"],
      ["nl", "Plan een gesprek van 30 minuten"],
    ] as const) {
      const page = await open(server, pagePath("packages", locale));
      const inHeader = page.locator("header").getByRole("link", { name, exact: true });
      expect(await inHeader.count(), locale).toBe(1);
      expect(await inHeader.isVisible(), locale).toBe(true);
      expect(await inHeader.getAttribute("href"), locale).toBe(bookingUrl);
      const booking = await inHeader.boundingBox();
      const contact = await page.locator("header").getByRole("link", { name: "Contact", exact: true }).boundingBox();
      // Beside Contact: on its row, just before it.
      expect(Math.abs(booking!.y + booking!.height / 2 - (contact!.y + contact!.height / 2)), locale).toBeLessThan(2);
      expect(contact!.x - (booking!.x + booking!.width), locale).toBeLessThan(24);
      expect(contact!.x - (booking!.x + booking!.width), locale).toBeGreaterThanOrEqual(0);
      // Nothing in the bar is pushed out of it, from the width where the link joins it (1024 px: the
      // section links in the menu) through 1280 px (the section links in the bar: the icon only).
      for (const width of [1024, 1280, 1440]) {
        await page.setViewportSize({ width, height: laptop.height });
        expect(await inHeader.isVisible(), `${locale} ${width}`).toBe(true);
        expect(await page.locator("header .site-container").evaluate((el) => el.scrollWidth - el.clientWidth), `${locale} ${width}`).toBe(
          0,
        );
      }
      await page.setViewportSize(laptop);

      // On the packages page: on the heading's row, above the cards.
      const onPage = page.locator("main").getByRole("link", { name, exact: true });
      expect(await onPage.count(), locale).toBe(1);
      const link = await onPage.boundingBox();
      const heading = await box(page, "main h2 >> nth=0");
      expect(link!.y, locale).toBeLessThan(heading.bottom);
      expect(link!.y + link!.height, locale).toBeGreaterThan(heading.top);
      expect(link!.y + link!.height, locale).toBeLessThan((await box(page, "#package-starter")).top);
      expect(await axeViolations(page), locale).toEqual([]);
    }
  });

  it("on a phone the header leaves the booking link to the menu", async () => {
    const page = await open(server, "/packages", phone);
    // The header's own (the one with a tooltip), hidden; the menu's, shown once the menu is open.
    expect(await page.locator("header a[data-booking][title]").count()).toBe(1);
    expect(await page.locator("header a[data-booking][title]").isVisible()).toBe(false);
    await page.getByRole("button", { name: "Open menu" }).click();
    expect(await page.getByRole("navigation", { name: "Menu" }).getByRole("link", { name: "Book a 30-minute call" }).isVisible()).toBe(
      true,
    );
  });

  it("a service page with its package link passes axe, on a laptop and a phone", async () => {
    for (const viewport of [laptop, phone]) {
      const page = await open(server, "/fr/labs", viewport);
      expect(await axeViolations(page)).toEqual([]);
    }
  });
});

describe("BOOKING_URL unset", () => {
  // The run's shared server (default settings, pages only read); a server of its own outside the e2e tier.
  let server: Pick<RunningServer, "url">;
  let own: RunningServer | undefined;
  beforeAll(async () => {
    server = sharedSite() ?? (own = await startServer());
  });
  afterAll(() => own?.stop());

  it("no booking link in a laptop's header nor beside the cards; the cards' heading stands alone", async () => {
    for (const path of ["/packages", "/fr/offres", "/nl/labs"]) {
      const page = await open(server, path);
      expect(await page.locator("a[data-booking]").count(), path).toBe(0);
      expect(await page.getByRole("link", { name: /30/ }).count(), path).toBe(0);
      expect(await page.locator("header").getByRole("link", { name: "Contact", exact: true }).isVisible(), path).toBe(true);
    }
  });
});
