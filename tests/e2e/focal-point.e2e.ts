/**
 * An image's focal point, set with a click as an operator does: on a case study's edit page, a
 * click on the image's preview writes where it fell into the two number inputs (the inline script
 * runs under the desk's Content-Security-Policy), and saving and publishing gives the page a
 * share image cut around that point, under a name of its own.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInPage, startDesk, type DeskServer } from "../support/desk";
import { gradientPng } from "../support/images";
import { sharedBrowser } from "../support/shared";

let browser: Browser;
let desk: DeskServer;
let page: Page;
beforeAll(async () => {
  browser = await sharedBrowser();
  desk = await startDesk("sqlite");
  page = await signedInPage(browser, desk, "focal@agency.example", "Focal", { viewport: { width: 1280, height: 900 } });
});
afterAll(async () => {
  await page?.context().close();
  await desk?.stop();
  await browser?.close();
});

const slug = "focal-point-check";
const get = (path: string) => fetch(`${desk.server.url}${path}`, { redirect: "manual" });

describe("an image's focal point", () => {
  it("a click on the preview sets the two numbers; saved and published, the share image is cut around them", async () => {
    await page.goto(`${desk.origin}/desk/content/new`);
    await page.locator('[name="slug"]').fill(slug);
    const fields = { client: "Retail", title: "A focal point", description: "A case study for its focal point.", actions: "- One" };
    for (const [name, value] of Object.entries({ ...fields, imageAlt: "A gradient" }))
      await page.locator(`[name="en.${name}"]`).fill(value);
    await page.getByLabel("Choose an image").setInputFiles({ name: "g.png", mimeType: "image/png", buffer: await gradientPng(1600, 900) });
    await page.getByRole("button", { name: "Create the draft" }).click();
    await expect.poll(() => page.getByRole("status").innerText()).toContain("Draft created");
    const across = page.getByLabel("Focal point: across (%)");
    const down = page.getByLabel("Focal point: down (%)");
    expect([await across.inputValue(), await down.inputValue()]).toEqual(["50", "50"]);
    const preview = page.locator('img[src^="/media/"]');
    const box = (await preview.boundingBox())!;
    await preview.click({ position: { x: box.width * 0.9, y: box.height * 0.2 } });
    // Where the click fell, in percent of the preview (within a pixel's rounding).
    const near = async (input: typeof across, percent: number) => Math.abs(Number(await input.inputValue()) - percent) <= 1;
    await expect.poll(async () => (await near(across, 90)) && (await near(down, 20))).toBe(true);
    const point = [await across.inputValue(), await down.inputValue()];
    await page.getByRole("button", { name: "Save and publish in English" }).click();
    await expect.poll(async () => (await get(`/projects/${slug}`)).status, { timeout: 5000 }).toBe(200);
    expect([
      await page.getByLabel("Focal point: across (%)").inputValue(),
      await page.getByLabel("Focal point: down (%)").inputValue(),
    ]).toEqual(point);
    const html = await (await get(`/projects/${slug}`)).text();
    const share = new RegExp(`content="[^"]*(/media/[0-9a-f]{24}-1200x630-${point[0]}-${point[1]}\\.jpg)"`).exec(html)?.[1];
    expect(share).toBeDefined();
    expect((await get(share!)).headers.get("content-type")).toBe("image/jpeg");
  });
});
