/**
 * The Insights section (issue 38): a fresh install shows none of it; an operator writes an article
 * in English and Dutch, is refused a hostile link with nothing stored, publishes both languages,
 * and the running server serves the index, the article's pages (Article structured data, hreflang
 * only between the two), each language's RSS feed and sitemap entries; unpublishing Dutch takes
 * the Dutch index, page, feed and entries away. The new pages pass axe, html-validate and the Nu
 * checker; the feeds pass the RSS judge (tests/support/rss-judge.ts).
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { FileSystemConfigLoader, HtmlValidate } from "html-validate";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInPage, startDesk, withDb, type DeskServer } from "../support/desk";
import { axeViolations } from "../support/page-checks";
import { rssItems, rssProblems } from "../support/rss-judge";
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

const slug = "first-insight";
const enTitle = "Why a CRM needs clean data first";
const nlTitle = "Waarom een CRM eerst propere gegevens nodig heeft";
const sections = ["/insights", "/fr/analyses", "/nl/inzichten"];
const feeds = sections.map((s) => `${s}/feed.xml`);

const get = (path: string) => fetch(`${desk.server.url}${path}`, { redirect: "manual", headers: { "accept-encoding": "identity" } });
const text = async (path: string) => (await get(path)).text();
const stored = () =>
  withDb(desk.where, (db) => db.kysely.selectFrom("content_entries").select("slug").where("collection", "=", "article").execute());

describe("a fresh install", () => {
  it("has no Insights index, page, feed, sitemap entry or footer link in any language (404, never an empty page)", async () => {
    for (const path of [...sections, ...feeds, `/insights/${slug}`]) expect((await get(path)).status, path).toBe(404);
    const sitemap = await text("/sitemap.xml");
    for (const path of sections) expect(sitemap).not.toContain(`${path}</loc>`);
    for (const path of ["/", "/fr/", "/nl/"]) expect(await text(path)).not.toMatch(/href="\/(insights|fr\/analyses|nl\/inzichten)"/);
  });

  it("sends a stranger to sign-in from the article desk", async () => {
    for (const path of ["/desk/content/articles/new", "/desk/content/articles/ID", "/desk/content/articles/ID/preview/en"]) {
      const r = await get(path);
      expect(r.status, path).toBe(302);
      expect(r.headers.get("location"), path).toMatch(/^\/desk\/sign-in\?next=/);
    }
  });
});

async function fill(page: Page, fields: Record<string, string>) {
  for (const [name, value] of Object.entries(fields)) await page.locator(`[name="${name}"]`).fill(value);
}

/** The Nu Html Checker's errors on some documents, by name, in one run (vnu.jar, as tests/audit/html-validity.audit.ts runs it). */
function nuErrors(documents: Record<string, string>): Record<string, string[]> {
  const jar = join(createRequire(import.meta.url).resolve("vnu-jar/package.json"), "..", "build", "dist", "vnu.jar");
  const dir = mkdtempSync(join(tmpdir(), "vnu-"));
  const files = Object.entries(documents).map(([name, html], i) => {
    const file = join(dir, `${i}.html`);
    writeFileSync(file, html);
    return [name, file] as const;
  });
  const run = spawnSync("java", ["-jar", jar, "--errors-only", "--format", "json", "--exit-zero-always", ...files.map(([, f]) => f)], {
    encoding: "utf8",
  });
  // vnu writes its JSON report to stderr.
  const report = JSON.parse(run.stderr) as { messages: { type: string; url?: string; message: string }[] };
  return Object.fromEntries(
    files.map(([name, file]) => [name, report.messages.filter((m) => m.type === "error" && m.url?.endsWith(file)).map((m) => m.message)]),
  );
}

describe("an article in English and Dutch", () => {
  let page: Page;
  let editUrl: string;

  beforeAll(async () => {
    page = await signedInPage(browser, desk, "articles@agency.example", "Articles", { viewport: { width: 1280, height: 900 } });
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it("refuses raw HTML and a javascript: link with a clear message, keeps what was typed and stores nothing", async () => {
    await page.goto(`${desk.origin}/desk/content`);
    await page.getByRole("link", { name: "New article" }).click();
    await fill(page, {
      slug,
      date: "2026-03-02",
      author: "Test Author",
      "en.title": enTitle,
      "en.summary": "A test summary.",
      "en.body": "Read [this](javascript:alert(1)).",
      "nl.title": nlTitle,
      "nl.summary": "Een testsamenvatting.",
      "nl.body": "Tekst met <img src=x onerror=alert(1)>.",
    });
    await page.getByRole("button", { name: "Create the draft" }).click();
    const alert = page.getByRole("alert");
    await expect.poll(() => alert.innerText()).toContain("Nothing was saved");
    const said = await alert.innerText();
    expect(said).toMatch(/English · Text .* has a link that is not allowed: only https:, mailto: or a path of this site/);
    expect(said).toMatch(/Dutch · Text .* contains HTML/);
    expect(await page.locator('[name="en.body"]').inputValue()).toBe("Read [this](javascript:alert(1)).");
    expect(await stored()).toEqual([]);
  });

  it("creates the draft and previews it; nothing is published until a language is", async () => {
    await fill(page, {
      "en.body": "## Start with the data\n\nA test body with [a link](https://example.org/) and [our projects](/projects).",
      "nl.body": "## Begin bij de gegevens\n\nEen testtekst met [een link](https://example.org/).",
    });
    await page.getByRole("checkbox", { name: "CRM" }).check();
    await page.getByRole("button", { name: "Create the draft" }).click();
    await expect.poll(() => page.getByRole("status").innerText()).toContain("Draft created");
    editUrl = page.url();
    expect(await page.getByText("French: missing").count()).toBeGreaterThan(0);
    await page.getByRole("link", { name: "Preview in Dutch" }).click();
    await expect.poll(() => page.getByRole("heading", { level: 1 }).innerText()).toBe(nlTitle);
    expect(await page.getByRole("heading", { level: 2, name: "Begin bij de gegevens" }).count()).toBe(1);
    for (const path of [...sections, `/insights/${slug}`]) expect((await get(path)).status, path).toBe(404);
  });

  it("publishes English then Dutch: index, pages, feeds and sitemap appear for those two languages only", async () => {
    await page.goto(editUrl);
    for (const language of ["English", "Dutch"]) {
      await page.getByRole("button", { name: `Save and publish in ${language}` }).click();
      await expect.poll(() => page.getByRole("status").innerText()).toContain("Published");
    }
    await expect.poll(async () => (await get("/nl/inzichten")).status, { timeout: 2000, interval: 50 }).toBe(200);
    expect(await text("/insights")).toContain(enTitle);
    expect(await text("/nl/inzichten")).toContain(nlTitle);
    expect((await get("/fr/analyses")).status).toBe(404);
    expect((await get("/fr/analyses/feed.xml")).status).toBe(404);
    const own = await get(`/insights/${slug}`);
    expect(own.status).toBe(200);
    expect(own.headers.get("content-security-policy")).toContain("'sha256-");
    const html = await own.text();
    expect(html).toMatch(new RegExp(`<h1 [^>]*>${enTitle}</h1>`));
    expect(html).toContain('<a href="https://example.org/">a link</a>');
    expect(html).not.toMatch(/<script[^>]+src=/);
    expect(html).toMatch(/<link rel="alternate" hreflang="nl-BE" href="[^"]+\/nl\/inzichten\/first-insight"/i);
    expect(html).not.toMatch(/hreflang="fr-BE" href="[^"]+\/fr\/analyses/i);
    expect(html).toMatch(/<link rel="alternate" type="application\/rss\+xml" title="[^"]+" href="\/insights\/feed.xml"/);
    const ld = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!) as Record<string, unknown>,
    );
    expect(ld.find((d) => d["@type"] === "Article")).toMatchObject({
      headline: enTitle,
      author: { "@type": "Person", name: "Test Author" },
      datePublished: "2026-03-02",
      dateModified: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      inLanguage: "en",
    });
    // The footer links to the index in English and Dutch only, on every page (the 404 page too);
    // the contact page rendered again still gets a fresh fill-time token per request.
    const footerLink = (path: string) => new RegExp(`<a href="${path}" class="[^"]*">[^<]+</a>`);
    expect(await text("/labs")).toMatch(footerLink("/insights"));
    expect(await text("/no-such-page")).toMatch(footerLink("/insights"));
    expect(await text("/nl/")).toMatch(footerLink("/nl/inzichten"));
    expect(await text("/fr/labs")).not.toMatch(/href="\/fr\/analyses"/);
    const [first, second] = [await text("/contact"), await text("/contact")];
    expect(first).toMatch(footerLink("/insights"));
    expect(first).toMatch(/value="v1\.[^"]+"/);
    expect(first).not.toBe(second);
    const sitemap = await text("/sitemap.xml");
    for (const path of ["/insights", "/nl/inzichten", `/insights/${slug}`, `/nl/inzichten/${slug}`])
      expect(sitemap).toContain(`${path}</loc>`);
    expect(sitemap).not.toContain("/fr/analyses");
  });

  it("serves an RSS 2.0 feed per published language that the judge accepts", async () => {
    // The judge can fail: the feed with an unescaped ampersand, or without its channel's description, is refused.
    const feed = await text("/insights/feed.xml");
    expect(rssProblems(feed.replace("<title>", "<title>Clean & "))).not.toEqual([]);
    expect(rssProblems(feed.replace(/<description>.*?<\/description>/, ""))).not.toEqual([]);
    expect(rssProblems(feed)).toEqual([]);
    expect(rssItems(feed).map((i) => [i.title, i.link])).toEqual([[enTitle, expect.stringMatching(/\/insights\/first-insight$/)]]);
    const dutch = await text("/nl/inzichten/feed.xml");
    expect(rssProblems(dutch)).toEqual([]);
    expect(rssItems(dutch).map((i) => i.title)).toEqual([nlTitle]);
  });

  it("the index and the article page pass axe, html-validate and the Nu checker", async () => {
    const visitor = await browser.newPage();
    const validator = new HtmlValidate(new FileSystemConfigLoader());
    const messages = async (doc: string) =>
      (await validator.validateString(doc, join("build", "client", "page.html"))).results.flatMap((r) =>
        r.messages.map((m) => `${m.ruleId}: ${m.message}`),
      );
    const documents: Record<string, string> = {};
    for (const path of ["/insights", `/insights/${slug}`, "/nl/inzichten", `/nl/inzichten/${slug}`]) {
      await visitor.goto(`${desk.origin}${path}`);
      expect(await axeViolations(visitor), path).toEqual([]);
      documents[path] = await text(path);
      expect(await messages(documents[path]), path).toEqual([]);
    }
    // Each judge can fail on these pages: axe on a button without a name, html-validate and the Nu checker on a block inside a span.
    await visitor.evaluate(() => document.querySelector("main")?.append(document.createElement("button")));
    expect((await axeViolations(visitor)).map((v) => v.slice(0, v.indexOf(":")))).toContain("button-name");
    const broken = documents[`/insights/${slug}`]!.replace("<main ", "<span><div>x</div></span><main ");
    expect(await messages(broken)).not.toEqual([]);
    const nu = nuErrors({ ...documents, broken });
    expect(nu.broken).not.toEqual([]);
    delete nu.broken;
    expect(nu).toEqual(Object.fromEntries(Object.keys(documents).map((path) => [path, []])));
    await visitor.close();
  });

  it("unpublishing Dutch takes the Dutch index, page, feed and sitemap entries away; English stays, without alternates", async () => {
    await page.goto(editUrl);
    await page.getByRole("button", { name: "Unpublish the Dutch page" }).click();
    await expect.poll(async () => (await get("/nl/inzichten")).status, { timeout: 2000, interval: 50 }).toBe(404);
    expect((await get(`/nl/inzichten/${slug}`)).status).toBe(404);
    expect((await get("/nl/inzichten/feed.xml")).status).toBe(404);
    const sitemap = await text("/sitemap.xml");
    expect(sitemap).not.toContain("/nl/inzichten");
    expect(sitemap).toContain(`/insights/${slug}</loc>`);
    expect(await text("/nl/labs")).not.toMatch(/href="\/nl\/inzichten"/);
    expect(await text("/labs")).toMatch(/href="\/insights"/);
    const english = await text(`/insights/${slug}`);
    expect(english).not.toMatch(/<link rel="alternate" hreflang=/i);
    const audit = await withDb(desk.where, (db) =>
      db.kysely.selectFrom("desk_audit").select("action").where("action", "like", "article-%").orderBy("at").execute(),
    );
    expect(audit.map((a) => a.action)).toEqual(["article-create", "article-publish", "article-publish", "article-unpublish"]);
  });
});
