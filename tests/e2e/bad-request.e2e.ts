/** A request the server cannot take (a dotfile, a dot segment) gets a styled 400 page in the visitor's language. */
import { describe, expect, it } from "vitest";
import { siteInBrowser } from "../support/site-in-browser";
import { axeViolations, ruleOf } from "../support/page-checks";

const live = siteInBrowser();

describe("the 400 page", () => {
  it.each([
    ["/.env", "en", "Bad request", "Return to Home", "/"],
    ["/.git/config", "en", "Bad request", "Return to Home", "/"],
    ["/fr/.env", "fr-BE", "Requête incorrecte", "Retour à l’accueil", "/fr/"],
    ["/fr/contact/.htaccess", "fr-BE", "Requête incorrecte", "Retour à l’accueil", "/fr/"],
    ["/nl/.env", "nl-BE", "Ongeldige aanvraag", "Terug naar de startpagina", "/nl/"],
    ["/nl/contact/.htaccess", "nl-BE", "Ongeldige aanvraag", "Terug naar de startpagina", "/nl/"],
  ])("%s: 400, in %s, styled like the site, with the way home", async (path, lang, title, home, homeHref) => {
    const page = await live.tab({ width: 390, height: 800 });
    const refused: string[] = [];
    page.on("console", (m) => {
      // The browser reports the 400 itself; anything else (a CSP refusal) is a fault.
      if (m.type() === "error" && !m.text().includes("status of 400")) refused.push(m.text());
    });
    // The page loads no script file: its load has the stylesheet and everything the checks read.
    const response = await page.goto(`${live.server.url}${path}`);
    expect(response?.status()).toBe(400);
    expect(response?.headers()["cache-control"]).toBe("no-store");
    expect(response?.headers()["content-security-policy"]).toContain("default-src 'none'");
    expect(await page.locator("html").getAttribute("lang")).toBe(lang);
    expect(await page.locator("h1").textContent()).toBe(title);
    expect(await page.getByRole("link", { name: home, exact: true }).getAttribute("href")).toBe(homeHref);
    // The site's stylesheet and typeface apply: the header bar, the heading in Inter, bold.
    const style = await page
      .locator("h1")
      .evaluate((el) => ({ font: getComputedStyle(el).fontFamily, weight: getComputedStyle(el).fontWeight }));
    expect(style.font).toMatch(/Inter/);
    expect(Number(style.weight)).toBeGreaterThanOrEqual(700);
    expect(await page.locator("header").isVisible()).toBe(true);
    expect(refused).toEqual([]);
    // No axe violation (WCAG 2.x A and AA). The check can fail: seen reporting 'link-name' once the
    // home link's text is taken out.
    const axe = async () => (await axeViolations(page)).map(ruleOf);
    expect(await axe()).toEqual([]);
    if (path === "/.env") {
      await page.getByRole("link", { name: home, exact: true }).evaluate((el) => el.replaceChildren());
      expect(await axe()).toContain("link-name");
    }
  });
});
