/**
 * One content engine for every collection (issue "One content engine"), as an operator meets it
 * in the browser: for a case study, an article, a team member and a client quote, a draft saved
 * on a published entry says "published · changes not yet published" and what changed, and the
 * revisions name the language and the fields; an article's search title becomes its page's
 * <title> and og:title, and the desk's result preview shows it; a language published before
 * another language's text changed is marked "to check against" it until confirmed. The desk's
 * content pages pass axe and the Nu Html Checker.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInPage, startDesk, type DeskServer } from "../support/desk";
import { nuCheck } from "../support/nu-check";
import { axeViolations, ruleOf } from "../support/page-checks";
import { sharedBrowser } from "../support/shared";

let browser: Browser;
let desk: DeskServer;
let page: Page;
beforeAll(async () => {
  browser = await sharedBrowser();
  desk = await startDesk("sqlite");
  page = await signedInPage(browser, desk, "engine@agency.example", "Engine", { viewport: { width: 1280, height: 900 } });
});
afterAll(async () => {
  await page?.context().close();
  await desk?.stop();
  await browser?.close();
});

const status = () => page.getByRole("status").innerText();

/** The line of the entry page that says where a language stands. */
const languageLine = (language: string) => page.getByRole("listitem").filter({ hasText: new RegExp(`^${language}: `) });

async function fill(fields: Record<string, string>): Promise<void> {
  for (const [name, value] of Object.entries(fields)) await page.locator(`[name="${name}"]`).fill(value);
}

/** A new entry from its collection's "new" page, published in the languages given; its desk page's address. */
async function published(newPath: string, fields: Record<string, string>, languages: string[]): Promise<string> {
  await page.goto(`${desk.origin}${newPath}`);
  await fill(fields);
  await page.getByRole("button", { name: "Create the draft" }).click();
  await expect.poll(status).toContain("Draft created");
  for (const language of languages) {
    await page.getByRole("button", { name: `Save and publish in ${language}` }).click();
    await expect.poll(status).toContain("Published");
  }
  return page.url().replace(/\?.*$/, "");
}

interface Collection {
  kind: string;
  newPath: string;
  fields: Record<string, string>;
  change: Record<string, string>;
  /** What the desk calls the field changed. */
  said: string;
}

const collections: Collection[] = [
  {
    kind: "a case study",
    newPath: "/desk/content/new",
    fields: { slug: "engine-case", "en.client": "Retail", "en.title": "A case", "en.description": "What it was.", "en.actions": "- One" },
    change: { "en.title": "A better case" },
    said: "title",
  },
  {
    kind: "an article",
    newPath: "/desk/content/articles/new",
    fields: {
      slug: "engine-article",
      date: "2026-03-02",
      author: "Test Author",
      "en.title": "An article",
      "en.summary": "A summary.",
      "en.body": "Some text.",
    },
    change: { "en.summary": "A better summary." },
    said: "summary",
  },
  {
    kind: "a team member",
    newPath: "/desk/content/team/new",
    fields: { name: "Engine Tester", "en.role": "Consultant" },
    change: { "en.role": "Senior consultant" },
    said: "role",
  },
  {
    kind: "a client quote",
    newPath: "/desk/content/quotes/new",
    fields: { name: "Engine Client", company: "Test company", "en.text": "They listened.", "en.role": "Director" },
    change: { "en.text": "They listened, then delivered." },
    said: "the client’s words",
  },
];

describe.each(collections)("a draft saved on $kind published in English", ({ newPath, fields, change, said }) => {
  it(`says "published · changes not yet published" with what changed, and the revisions name language and fields`, async () => {
    const url = await published(newPath, fields, ["English"]);
    expect(await languageLine("English").innerText()).not.toContain("changes not yet published");
    await fill(change);
    await page.getByRole("button", { name: "Save draft" }).click();
    await expect.poll(status).toContain("Draft saved");
    expect(page.url()).toContain(url);
    const line = await languageLine("English").innerText();
    expect(line).toContain("English: published · changes not yet published");
    expect(line).toContain(`not yet on the site: ${said}`);
    const revisions = await page.locator("section[aria-labelledby=revisions]").innerText();
    expect(revisions).toContain(`save: ${said}`);
    expect(revisions).toContain("publish (English)");
  });
});

describe("a draft saved unchanged", () => {
  it("leaves a published language 'published' (the tags, posted in the site's order, are the same tags)", async () => {
    await page.goto(`${desk.origin}/desk/content`);
    await page.getByRole("link", { name: /International division/ }).click();
    await page.getByRole("button", { name: "Save draft" }).click();
    await expect.poll(status).toContain("Draft saved");
    const line = await languageLine("English").innerText();
    expect(line).toMatch(/^English: published\n/);
    expect(line).not.toContain("changes not yet published");
  });
});

describe("an article's search title and description", () => {
  const seoTitle = "Engine search title, written for the results";
  const seoDescription = "What the search result says of this article, written by its editor.";

  it("are counted and previewed as a search engine shows them, then are the page's <title>, og:title and description", async () => {
    await published(
      "/desk/content/articles/new",
      { slug: "engine-search", date: "2026-03-03", author: "Test Author", "en.title": "Engine", "en.summary": "S.", "en.body": "B." },
      [],
    );
    const result = page.locator('figure[data-search="en"]');
    // Before a search title is written, the preview shows what the page uses: its title with the brand.
    expect(await result.innerText()).toContain("Engine | Northwave");
    await fill({ "en.seoTitle": seoTitle, "en.seoDescription": seoDescription });
    // The counter and the preview follow the typing.
    await expect
      .poll(() => page.locator('[data-count-of="en.seoTitle"]').innerText())
      .toBe(`${seoTitle.length} characters; search results show about 60`);
    await expect.poll(() => result.innerText()).toContain(seoTitle);
    await page.getByRole("button", { name: "Save and publish in English" }).click();
    await expect.poll(status).toContain("Published");
    // Drawn by the server too, after the reload.
    expect(await result.innerText()).toContain(seoTitle);
    expect(await result.innerText()).toContain(seoDescription);
    const html = await (await fetch(`${desk.server.url}/insights/engine-search`)).text();
    expect(html).toContain(`<title>${seoTitle}</title>`);
    expect(html).toContain(`<meta property="og:title" content="${seoTitle}"/>`);
    expect(html).toContain(`<meta name="description" content="${seoDescription}"/>`);
    expect(html).toContain(`<meta property="og:description" content="${seoDescription}"/>`);
  });
});

describe("translations kept in step", () => {
  it("marks the French 'to check against the English' after the English changed, until its editor confirms it", async () => {
    const fields = {
      slug: "engine-languages",
      "en.client": "Retail",
      "en.title": "In step",
      "en.description": "English text.",
      "en.actions": "- One",
      "fr.client": "Commerce",
      "fr.title": "Au pas",
      "fr.description": "Texte français.",
      "fr.actions": "- Une",
    };
    await published("/desk/content/new", fields, ["English", "French"]);
    expect(await languageLine("French").innerText()).not.toContain("to check");
    await fill({ "en.description": "English text, changed." });
    await page.getByRole("button", { name: "Save and publish in English" }).click();
    await expect.poll(status).toContain("Published");
    expect(await languageLine("French").innerText()).toContain("to check against the English");
    expect(await languageLine("English").innerText()).not.toContain("to check");
    await page.getByRole("button", { name: "Mark the French as checked" }).click();
    await expect.poll(status).toContain("Marked as checked");
    expect(await languageLine("French").innerText()).not.toContain("to check");
    expect(await page.locator("section[aria-labelledby=revisions]").innerText()).toContain("checked against the other languages (French)");
  });
});

describe("the content desk's pages", () => {
  /**
   * Clicks a link and waits until its page has loaded. A click alone returns before the
   * navigation ends, and reading the page then raced it (CI once read `documentElement` as null).
   */
  async function follow(name: string): Promise<void> {
    const link = page.getByRole("link", { name, exact: true });
    const target = new URL((await link.getAttribute("href"))!, page.url()).href;
    await link.click();
    await page.waitForURL(target);
  }
  const pages = ["/desk/content", "/desk/content/new", "/desk/content/articles/new", "/desk/content/team/new", "/desk/content/quotes/new"];

  it("pass axe (seen failing: a nameless button injected into the form)", async () => {
    for (const path of pages) {
      await page.goto(`${desk.origin}${path}`);
      expect([path, await axeViolations(page)]).toEqual([path, []]);
    }
    // An entry page with everything on it: a language to check, changes not yet published, search fields, revisions.
    await page.goto(`${desk.origin}/desk/content`);
    await follow("In step");
    expect(await axeViolations(page)).toEqual([]);
    await follow("Preview in English");
    expect(await axeViolations(page)).toEqual([]);
    await page.goBack();
    await page.locator("form[enctype]").evaluate((f) => f.append(document.createElement("button")));
    expect((await axeViolations(page)).map(ruleOf)).toContain("button-name");
  });

  it("pass the Nu Html Checker (seen failing: the same page with two fields of one id)", async () => {
    const dir = mkdtempSync(join(tmpdir(), "vnu-cms-"));
    const files: string[] = [];
    for (const path of [...pages, "entry"]) {
      if (path === "entry") {
        await page.goto(`${desk.origin}/desk/content`);
        await follow("In step");
      } else await page.goto(`${desk.origin}${path}`);
      const file = join(dir, `${files.length}.html`);
      writeFileSync(file, `<!DOCTYPE html>${await page.evaluate(() => document.documentElement.outerHTML)}`);
      files.push(file);
    }
    const broken = join(dir, "broken.html");
    const html = `<!DOCTYPE html>${await page.evaluate(() => document.documentElement.outerHTML)}`;
    writeFileSync(broken, html.replace('id="slug"', 'id="en.title"'));
    const injected = nuCheck([broken]).messages.filter((m) => m.type === "error");
    expect(injected.map((m) => m.message).join("\n")).toContain("Duplicate ID");
    const report = nuCheck(files).messages.filter((m) => m.type === "error");
    expect(report.map((m) => `${m.url ?? ""}: ${m.message}`)).toEqual([]);
  });
});
