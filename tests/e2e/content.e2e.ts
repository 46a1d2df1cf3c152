import { describe, expect, it } from "vitest";
import { pageIds, pages } from "~/i18n/pages";
import { site } from "~/site";
import { representativeLine } from "~/site-identity";
import { tabPool } from "../support/browser";
import { pageReady } from "../support/page-checks";
import { holdClock, withClock } from "../support/page-clock";
import { siteInBrowser } from "../support/site-in-browser";

const live = siteInBrowser();
/**
 * A reused tab of its own for the checks on the page's clock (a clock cannot be taken off a tab):
 * the tooltips' delays are asserted in the page's time, so a busy machine cannot make them pass or fail.
 */
const clockedTab = tabPool(() => live.browser);

/**
 * `path` in the clocked tab, its clock held once the page is in (see holdClock): an installed clock
 * still flows with real time until it is held (a CI run failed here: 200 ms of page time plus a
 * slow second of real time opened a tooltip). The page loads no script file: its tooltips' script
 * is inline, run by the load.
 */
async function onHeldClock(path: string, width: number) {
  const page = await withClock(await clockedTab({ width }));
  await page.goto(`${live.server.url}${path}`);
  await holdClock(page, 60);
  return page;
}

/** The page's visible text and links as a person without JavaScript gets them. */
async function staticPage(path: string) {
  const page = await live.tab({ javaScriptEnabled: false });
  await page.goto(`${live.server.url}${path}`);
  const text = await page.locator("body").innerText();
  const links = await page
    .locator("a")
    .evaluateAll((as) => as.map((a) => ({ text: (a as HTMLAnchorElement).innerText.trim(), href: a.getAttribute("href") ?? "" })));
  return { text, links };
}

describe("what the spec lists, as a visitor reads it", () => {
  it("home: three service cards to Labs, Pulse and Ops, and a way to contact", async () => {
    for (const [path, locale] of [
      ["/", "en"],
      ["/fr/", "fr"],
      ["/nl/", "nl"],
    ] as const) {
      const { links } = await staticPage(path);
      const hrefs = links.map((l) => l.href);
      for (const id of ["labs", "pulse", "ops", "contact"] as const) expect(hrefs).toContain(pages[id][locale]);
    }
  });

  it("packages: three tiers on quote, no price figure, Professional most popular, support levels", async () => {
    const en = await staticPage("/packages");
    expect(en.text).not.toMatch(/[€$£]|\d+\s?(EUR|euros?)/i);
    expect(en.text).toContain("Labs Starter");
    expect(en.text).toContain("Pulse Professional");
    expect(en.text).toContain("Ops Enterprise");
    expect(en.text).toMatch(/most popular/i);
    expect(en.text).toMatch(/3 months of email support/i);
    expect(en.text).toMatch(/priority support/i);
    expect(en.text).toMatch(/dedicated 24\/7 support/i);

    const fr = await staticPage("/fr/offres");
    expect(fr.text.match(/Sur devis/g)).toHaveLength(3);
    expect(fr.text).not.toMatch(/[€$£]|\d+\s?(EUR|euros?)/i);
    const choose = fr.links.filter((l) => l.text.startsWith("Choisir ce forfait"));
    expect(choose).toHaveLength(3);
    // Each leads to /fr/contact, naming its package.
    expect(choose.map((l) => l.href)).toEqual([
      "/fr/contact?package=starter#write-to-us-starter",
      "/fr/contact?package=professional#write-to-us-professional",
      "/fr/contact?package=enterprise#write-to-us-enterprise",
    ]);

    // Dutch (issue 27): the same three packages under their own names, on quote, each to /nl/contact.
    const nl = await staticPage("/nl/pakketten");
    expect(nl.text.match(/Op offerte/g)).toHaveLength(3);
    expect(nl.text).not.toMatch(/[€$£]|\d+\s?(EUR|euros?)/i);
    for (const name of ["Labs Starter", "Pulse Professional", "Ops Enterprise"]) expect(nl.text).toContain(name);
    expect(nl.text).toMatch(/Meest gekozen/i);
    expect(nl.text).toContain("3 maanden ondersteuning per e\u2011mail");
    expect(nl.text).toContain("Ondersteuning met voorrang");
    expect(nl.text).toContain("Toegewijde ondersteuning 24/7");
    const kies = nl.links.filter((l) => l.text.startsWith("Kies dit pakket"));
    expect(kies.map((l) => l.href)).toEqual([
      "/nl/contact?package=starter#write-to-us-starter",
      "/nl/contact?package=professional#write-to-us-professional",
      "/nl/contact?package=enterprise#write-to-us-enterprise",
    ]);
  });

  it("projects: two case studies with their tags, each tag explained on focus, with no framework", async () => {
    for (const javaScriptEnabled of [true, false]) {
      const page = await live.tab({ javaScriptEnabled });
      await page.goto(`${live.server.url}/projects`); // its tooltips' script is inline: run by the load
      expect(await page.locator("main h3, main h2").allInnerTexts()).toEqual(
        expect.arrayContaining([expect.stringMatching(/rail/i), expect.stringMatching(/pharmacy/i)]),
      );
      // Tab to the first tag, as a keyboard user does.
      const tag = page.getByRole("button", { name: "CRM" }).first();
      for (let i = 0; i < 100 && !(await tag.evaluate((el) => el === document.activeElement)); i++) {
        await page.keyboard.press("Tab");
      }
      const tooltip = page.getByRole("tooltip").filter({ visible: true });
      await expect.poll(() => tooltip.count(), { timeout: 2_000 }).toBe(1);
      expect(await tooltip.innerText()).toMatch(/customer relationship management/i);
      expect(await tag.getAttribute("aria-describedby")).toBe(await tooltip.getAttribute("id"));
    }
  });

  describe("the project tags' tooltips", () => {
    async function projects(width: number, { clock = false } = {}) {
      if (clock) return onHeldClock("/projects", width);
      const page = await live.tab({ width });
      await page.goto(`${live.server.url}/projects`);
      return page;
    }
    const visibleTips = (page: import("playwright-core").Page) => page.getByRole("tooltip").filter({ visible: true });

    it("opens 700 ms after the pointer rests on a tag, at once on a neighbour within 300 ms, closes on Escape", async () => {
      const page = await projects(1280, { clock: true });
      const tags = page.locator("[data-tag]");
      await tags.nth(0).hover();
      await page.clock.runFor(400);
      expect(await visibleTips(page).count()).toBe(0);
      await page.clock.runFor(400);
      await expect.poll(() => visibleTips(page).count()).toBe(1);
      // Straight to the next tag: open at once.
      await tags.nth(1).hover();
      await page.clock.runFor(50);
      expect(await visibleTips(page).innerText()).toMatch(/triggered by customer behaviour/i);
      await page.keyboard.press("Escape");
      expect(await visibleTips(page).count()).toBe(0);
      // Away for longer than 300 ms: the delay applies again.
      await page.mouse.move(5, 5);
      await page.clock.runFor(500);
      await tags.nth(2).hover();
      await page.clock.runFor(200);
      expect(await visibleTips(page).count()).toBe(0);
    });

    for (const width of [320, 375, 768, 1280]) {
      it(`never covers a heading and stays on screen, at ${width} px`, async () => {
        const page = await projects(width);
        const tags = page.locator("[data-tag]");
        const problems: string[] = [];
        for (let i = 0; i < (await tags.count()); i++) {
          await tags.nth(i).focus();
          await page.keyboard.press("Shift+Tab");
          await page.keyboard.press("Tab");
          const tip = visibleTips(page);
          await expect.poll(() => tip.count()).toBe(1);
          // One snapshot of the layout: the tooltip and every heading of the page.
          const found = await page.evaluate(() => {
            const tip = [...document.querySelectorAll("[role=tooltip]")].find((t) => t.checkVisibility())!;
            const box = tip.getBoundingClientRect();
            const covered = [...document.querySelectorAll("main :is(h1, h2, h3, h4)")]
              .filter((h) => {
                const r = h.getBoundingClientRect();
                return box.left < r.right && r.left < box.right && box.top < r.bottom && r.top < box.bottom;
              })
              .map((h) => h.textContent);
            return { left: box.left, right: box.right, covered };
          });
          if (found.left < 0 || found.right > width) problems.push(`tag ${i} off screen`);
          for (const text of found.covered) problems.push(`tag ${i} covers "${text}"`);
          await page.keyboard.press("Escape");
        }
        expect(problems).toEqual([]);
      });
    }
  });

  it("sitemap page: the 13 English, 13 French and 13 Dutch pages, from the page table", async () => {
    for (const path of ["/sitemap", "/fr/sitemap", "/nl/sitemap"]) {
      const { links } = await staticPage(path);
      const hrefs = new Set(links.map((l) => l.href));
      for (const id of pageIds) {
        expect(hrefs).toContain(pages[id].en);
        expect(hrefs).toContain(pages[id].fr);
        expect(hrefs).toContain(pages[id].nl);
      }
    }
  });

  it("footer: mail, +32 phone and LinkedIn; about, projects, why, contact; sitemap, legal notice; © 2025 up to the current year", async () => {
    const { text, links } = await staticPage("/fr/engagements");
    const hrefs = links.map((l) => l.href);
    expect(hrefs).toContain(`mailto:${site.email}`);
    expect(hrefs.some((h) => h.startsWith("tel:+32"))).toBe(true);
    expect(hrefs).toContain(site.linkedin);
    for (const id of ["about", "projects", "why", "contact", "sitemap", "legalNotice"] as const) {
      expect(hrefs).toContain(pages[id].fr);
    }
    // The spec's 2025 stays the first year; the current year (in Brussels) ends the range.
    const year = Number(new Intl.DateTimeFormat("en", { timeZone: "Europe/Brussels", year: "numeric" }).format(new Date()));
    expect(text).toContain(year > 2025 ? `© 2025–${year}` : "© 2025");
  });

  it("legal notice: no advertising cookies, no third-party tracking, contact data kept for answering", async () => {
    const { text } = await staticPage("/legal-notice");
    expect(text).toMatch(/cookie/i);
    expect(text).toMatch(/third-party/i);
    expect(text).toContain(site.hosting.name);
  });

  it("legal notice: what the server counts, the visit key and how long it lives, that nothing is on the device, and who answers for the site, in each language", async () => {
    const en = (await staticPage(pages.legalNotice.en)).text;
    expect(en).toContain("Our server counts page views itself, per day");
    expect(en).toContain("The address and the description themselves are never stored");
    expect(en).toContain("only while the visit lasts (it ends 30 minutes after your last page)");
    expect(en).toContain("Nothing is stored on your device: no cookie, no local storage, no identifier.");
    expect(en).toContain("If you change network during a visit");
    expect(en).toContain(representativeLine(site, "en"));
    const fr = (await staticPage(pages.legalNotice.fr)).text;
    expect(fr).toContain("Notre serveur compte lui-même les pages vues, par jour");
    expect(fr).toContain("L’adresse et la description elles-mêmes ne sont jamais enregistrées");
    expect(fr).toContain("que le temps de la visite (elle prend fin 30\u00a0minutes après votre dernière page)");
    expect(fr).toContain("Rien n’est enregistré sur votre appareil\u00a0: aucun cookie, aucun stockage local, aucun identifiant.");
    expect(fr).toContain("Si vous changez de réseau pendant une visite");
    expect(fr).toContain(representativeLine(site, "fr"));
    const nl = (await staticPage(pages.legalNotice.nl)).text;
    expect(nl).toContain("Onze server telt zelf de paginaweergaven, per dag");
    expect(nl).toContain("Het adres en de beschrijving zelf worden nooit opgeslagen");
    expect(nl).toContain("alleen zolang het bezoek duurt (het eindigt 30 minuten na uw laatste pagina)");
    expect(nl).toContain("Er wordt niets op uw toestel opgeslagen: geen cookie, geen lokale opslag, geen identificatiecode.");
    expect(nl).toContain("Als u tijdens een bezoek van netwerk verandert");
    expect(nl).toContain(representativeLine(site, "nl"));
  });

  it("legal notice: a full privacy notice (GDPR art. 13) at #privacy, in each language", async () => {
    const expected = {
      en: {
        path: pages.legalNotice.en,
        words: [
          /controller/i,
          /hash/i,
          /6\(1\)\(b\)/,
          /6\(1\)\(f\)/,
          /access/i,
          /rectified/i,
          /erased/i,
          /restrict/i,
          /portability/i,
          /object/i,
          /Data Protection Authority/,
        ],
        apd: "https://www.dataprotectionauthority.be",
        street: "Rue de la Presse 35",
      },
      fr: {
        path: pages.legalNotice.fr,
        words: [
          /responsable du traitement/i,
          /empreinte/i,
          /point\u00a0b/,
          /point\u00a0f/,
          /accéder/i,
          /rectifier/i,
          /effacer/i,
          /limiter/i,
          /portabilité/i,
          /opposer/i,
          /Autorité de protection des données/,
        ],
        apd: "https://www.autoriteprotectiondonnees.be",
        street: "Rue de la Presse 35",
      },
      nl: {
        path: pages.legalNotice.nl,
        words: [
          /verwerkingsverantwoordelijke/i,
          /hash/i,
          /lid 1, b/,
          /lid 1, f/,
          /in te zien/i,
          /verbeteren/i,
          /wissen/i,
          /beperken/i,
          /overdraagbaarheid/i,
          /bezwaar/i,
          /Gegevensbeschermingsautoriteit/,
        ],
        apd: "https://www.gegevensbeschermingsautoriteit.be",
        street: "Drukpersstraat 35",
      },
    } as const;
    for (const { path, words, apd, street } of Object.values(expected)) {
      const page = await live.tab({ javaScriptEnabled: false });
      await page.goto(`${live.server.url}${path}`);
      const notice = page.locator("#privacy");
      const text = await notice.innerText();
      for (const word of words) expect(text, `${path}: ${word}`).toMatch(word);
      for (const fact of [site.legalName, String(site.retentionDays), site.hosting.name, site.mailProvider.name, street, site.email]) {
        expect(text, `${path}: ${fact}`).toContain(fact);
      }
      const hrefs = await notice.locator("a").evaluateAll((as) => as.map((a) => a.getAttribute("href")));
      expect(hrefs).toEqual(expect.arrayContaining([`mailto:${site.email}`, apd]));
    }
  });

  it("contact form: 'How we handle your data' next to the send button, to the notice in the same language", async () => {
    for (const [path, name, target] of [
      [pages.contact.en, "How we handle your data", `${pages.legalNotice.en}#privacy`],
      [pages.contact.fr, "Comment nous traitons vos données", `${pages.legalNotice.fr}#privacy`],
      [pages.contact.nl, "Hoe wij met uw gegevens omgaan", `${pages.legalNotice.nl}#privacy`],
    ] as const) {
      const page = await live.tab({ height: 720 });
      await page.goto(`${live.server.url}${path}`);
      await pageReady(page); // the form hydrated, its own styles in

      const link = page.locator("form").getByRole("link", { name });
      expect(await link.getAttribute("href")).toBe(target);
      // The privacy banner below the form leads to the same notice (its first link; the second, to the processors it lists).
      expect(await page.locator("main > section").last().locator("a").first().getAttribute("href")).toBe(target);
      // Beside the send button: in the same row, after it.
      const send = await page.locator("form button[type=submit]").boundingBox();
      const box = await link.boundingBox();
      expect(box && send && Math.abs(box.y + box.height / 2 - (send.y + send.height / 2)) < send.height).toBe(true);
      await link.click();
      await page.waitForURL(`**${target}`);
      // The notice's heading is in view, not under the sticky header.
      const heading = page.locator("#privacy h2");
      await expect.poll(() => heading.evaluate((h) => h.getBoundingClientRect().top)).toBeGreaterThanOrEqual(64);
      expect(await heading.evaluate((h) => h.getBoundingClientRect().top < innerHeight)).toBe(true);
    }
  });

  it("contact page: details, 24-hour promise and the secure-storage banner", async () => {
    const { text, links } = await staticPage("/contact");
    expect(text).toContain("Quick Response");
    expect(text).toContain("Personalized Approach");
    expect(text).toMatch(/24/);
    expect(text).toMatch(/never shared with third parties/i);
    expect(links.map((l) => l.href)).toContain(`mailto:${site.email}`);
  });
});

describe("project tag tooltips never hide a heading", () => {
  for (const [path, width, javaScriptEnabled] of [
    ["/fr/projets", 360, true],
    ["/fr/projets", 1024, true],
    ["/projects", 1100, true],
    ["/fr/projets", 1440, true],
    ["/fr/projets", 375, false],
    ["/projects", 1280, false],
  ] as const) {
    it(`${path} at ${width} px, JavaScript ${javaScriptEnabled}, on hover, with the tag right under the header`, async () => {
      // With JavaScript, the tooltips' delays run on the page's clock, held once the page is in and
      // moved on by the test: no real second waited per tag (see "the project tags' tooltips").
      const page = javaScriptEnabled ? await onHeldClock(path, width) : await live.tab({ width, javaScriptEnabled });
      if (!javaScriptEnabled) await page.goto(`${live.server.url}${path}`);
      const tags = page.locator("[data-tag]");
      const problems: string[] = [];
      for (let i = 0; i < (await tags.count()); i++) {
        // The tag just below the sticky header, where a tooltip above it would slip under the header.
        await tags.nth(i).evaluate((tag) => {
          const header = document.querySelector("header")!.getBoundingClientRect().bottom;
          window.scrollBy(0, tag.getBoundingClientRect().top - header - 8);
        });
        await page.mouse.move(1, 890);
        // Without JavaScript a tooltip is CSS's :hover, with no delay. With it: out of the
        // neighbour window (300 ms), then the 700 ms rest that opens it.
        if (javaScriptEnabled) await page.clock.runFor(350);
        await tags.nth(i).hover();
        if (javaScriptEnabled) await page.clock.runFor(700);
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
    });
  }
});
