/**
 * Proof in the first screen (the content engine, part 8): with nothing published the home page
 * shows no proof; with a client quote published in English, the English home page shows it under
 * the hero, inside the first screen at 1280×800 and at 390×844, and the French one does not; a
 * case study's result published in French shows on the French home page the same way. The pages
 * with it pass axe.
 */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deskContent } from "~/cms/content.server";
import { openPage } from "../support/browser";
import { startDesk, withDb, type DeskServer } from "../support/desk";
import { axeViolations } from "../support/page-checks";
import { sharedBrowser } from "../support/shared";

let browser: Browser;
let desk: DeskServer;
beforeAll(async () => {
  browser = await sharedBrowser();
  desk = await startDesk("sqlite");
});
afterAll(async () => {
  await desk?.stop();
  await browser?.close();
});

const quote = {
  shared: { name: "Test Person", company: "Test Company", caseStudy: "" },
  texts: { en: { text: "First-screen test words from a client.", role: "Test role" } },
};
const withResult = {
  shared: { slug: "result-case", tags: ["crm"], platforms: [], quoteName: "" },
  texts: {
    fr: {
      client: "Client d’essai",
      title: "Une étude avec un résultat",
      description: "Une description d’essai.",
      actions: "- Une action",
      results: [{ value: "12", unit: "%", label: "de réponses en plus", period: "en 3 mois" }],
    },
  },
};

/** The proof's box at a viewport, or null when the page shows none. */
async function proofAt(path: string, width: number, height: number) {
  const page = await openPage(browser, { viewport: { width, height } });
  try {
    await page.goto(`${desk.origin}${path}`);
    const proof = page.locator("[data-proof]");
    if ((await proof.count()) === 0) return null;
    const box = (await proof.boundingBox())!;
    return { text: await proof.innerText(), bottom: box.y + box.height, violations: await axeViolations(page) };
  } finally {
    await page.context().close();
  }
}

const home = async (path: string) => (await fetch(`${desk.server.url}${path}`)).text();

describe("proof in the home page's first screen", () => {
  it("shows nothing while nothing is published", async () => {
    expect(await proofAt("/", 1280, 800)).toBeNull();
    expect(await proofAt("/fr/", 390, 844)).toBeNull();
  });

  it("shows a published quote in its language, within the first screen at 1280×800 and 390×844", async () => {
    await withDb(desk.where, async (db) => {
      const content = deskContent(async () => db);
      const made = await content.quotes.create("Op", quote);
      await content.quotes.save("Op", "id" in made ? made.id : "", quote, "en");
    });
    await expect.poll(async () => (await home("/")).includes("First-screen test words"), { timeout: 5000 }).toBe(true);
    for (const [width, height] of [
      [1280, 800],
      [390, 844],
    ] as const) {
      const shown = await proofAt("/", width, height);
      expect(shown?.text, `${width}×${height}`).toContain("First-screen test words from a client.");
      expect(shown!.bottom, `${width}×${height}`).toBeLessThanOrEqual(height);
      expect(shown!.violations).toEqual([]);
    }
    expect(await proofAt("/fr/", 1280, 800)).toBeNull();
  });

  it("shows a case study's result on the home page of its language when no quote is published there", async () => {
    await withDb(desk.where, async (db) => {
      const content = deskContent(async () => db);
      const made = await content.create("Op", withResult);
      await content.save("Op", "id" in made ? made.id : "", withResult, "fr");
    });
    await expect.poll(async () => (await home("/fr/")).includes("de réponses en plus"), { timeout: 5000 }).toBe(true);
    for (const [width, height] of [
      [1280, 800],
      [390, 844],
    ] as const) {
      const shown = await proofAt("/fr/", width, height);
      expect(shown?.text, `${width}×${height}`).toContain("12%");
      expect(shown!.bottom, `${width}×${height}`).toBeLessThanOrEqual(height);
    }
  });
});
