import type { Browser, Page, Route } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sharedBrowser, sharedSite } from "../support/shared";
import { contact as contactEn } from "~/content/en/contact";
import { contact as contactFr } from "~/content/fr/contact";
import { smtpSink, type SmtpSink } from "../support/smtp";
import { openPage, tabPool } from "../support/browser";
import { pageReady } from "../support/page-checks";
import { holdClock, runTimersUntil, tokenServedAgo, tookTime, withClock } from "../support/page-clock";
import { storedRows } from "../support/stored-rows";
import { freePort, startServer, type RunningServer } from "../support/server";

let browser: Browser;
const tab = tabPool(() => browser);
let smtp: SmtpSink;
beforeAll(async () => {
  browser = await sharedBrowser();
  smtp = await smtpSink();
});
afterAll(async () => {
  await browser?.close();
  await smtp?.stop();
});

async function storedRequests(dataDir: string) {
  return (await storedRows(dataDir)).requests;
}

/**
 * The contact page in the file's reused tab (see tabPool), on the page's clock with JavaScript (see
 * withClock).
 */
async function openContact(server: Pick<RunningServer, "url">, path = "/contact", options: { javaScriptEnabled?: boolean } = {}) {
  const page = await tab({ width: 390, height: 900, ...options });
  if (options.javaScriptEnabled !== false) await withClock(page);
  await page.goto(`${server.url}${path}`);
  // With JavaScript, the form is the script's once hydrated (it then turns the browser's own
  // validation off): a click before that is the browser's, and a busy machine can be that slow.
  if (options.javaScriptEnabled !== false) await page.locator("form[method=post][novalidate]").waitFor();
  return page;
}

async function fill(page: Page, values: { firstName: string; email: string; message: string }, fr = false) {
  await page.getByLabel(fr ? "Prénom" : "First name").fill(values.firstName);
  await page.getByLabel(fr ? "E\u2011mail professionnel" : "Business email").fill(values.email);
  await page.getByRole("textbox", { name: /^Message/ }).fill(values.message);
}

/** A person takes more than the minimum fill time: half a minute here, on the page's clock and the token's (see tookTime). */
const humanPause = (page: Page, server: RunningServer) => tookTime(page, server.dataDir);

const toasts = (page: Page) => page.locator("[data-sonner-toast]");

/** A held clock (tookTime's `hold`) run until the page shows its first toast. */
const toastShown = (page: Page) => runTimersUntil(page, async () => (await toasts(page).count()) > 0, "a toast shows");

const alice = { firstName: "Alice", email: "alice@example.com", message: "We need a CRM audit before the summer." };

describe("the contact form in Chromium", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ SMTP_URL: smtp.url });
  });
  afterAll(() => server?.stop());

  it("shows the spec's messages in English under each field, and clears one on edit", async () => {
    const page = await openContact(server);
    await page.getByRole("button", { name: "Send message" }).click();
    await expect.poll(() => page.getByText("First name must be between 1 and 100 characters").count()).toBe(1);
    expect(await page.getByText("Invalid email address").count()).toBe(1);
    expect(await page.getByText("Message must be between 10 and 2000 characters").count()).toBe(1);
    await page.getByLabel("First name").fill("A");
    await expect.poll(() => page.getByText("First name must be between 1 and 100 characters").count()).toBe(0);
    expect(await page.getByText("Invalid email address").count()).toBe(1);
    expect(await storedRequests(server.dataDir)).toHaveLength(0);
    // Each error sits directly under its own field (the message's above the counter).
    for (const field of ["input[name=email]", "textarea[name=message]"]) {
      const next = await page
        .locator(field)
        .evaluate((el) => ({ id: el.nextElementSibling?.id ?? "", described: el.getAttribute("aria-describedby") ?? "" }));
      expect(next.id).toMatch(/-error$/);
      expect(next.described).toContain(next.id);
    }
    // Placeholders that cannot be taken for values.
    const placeholders = await page.locator("input, textarea").evaluateAll((els) => els.map((el) => el.getAttribute("placeholder") ?? ""));
    expect(placeholders.join(" ")).not.toMatch(/Jane|Julie|@/);
  });

  it("shows them in French on /fr/contact, with the French counter", async () => {
    const page = await openContact(server, "/fr/contact");
    await page.getByRole("textbox", { name: /^Message/ }).fill("court");
    await expect.poll(() => page.getByText("5/2000 caractères").count()).toBe(1);
    await page.getByRole("button", { name: "Envoyer le message" }).click();
    await expect.poll(() => page.getByText("Le prénom doit contenir entre 1 et 100 caractères").count()).toBe(1);
    expect(await page.getByText("Adresse email invalide").count()).toBe(1);
    expect(await page.getByText("Le message doit contenir entre 10 et 2000 caractères").count()).toBe(1);
  });

  it("counts characters live and caps the fields at exactly 100, 254 and 2000 (the spec)", async () => {
    const page = await openContact(server);
    expect(await page.getByText("0/2000 characters").count()).toBe(1);
    await page.getByRole("textbox", { name: /^Message/ }).fill("Hello there");
    expect(await page.getByText("11/2000 characters").count()).toBe(1);
    expect(await page.getByLabel("First name").getAttribute("maxlength")).toBe("100");
    expect(await page.getByLabel("Business email").getAttribute("maxlength")).toBe("254");
    expect(await page.getByRole("textbox", { name: /^Message/ }).getAttribute("maxlength")).toBe("2000");
  });

  it("a visitor who types before the script has loaded and sends right after is stored and mailed, not caught as too fast", async () => {
    const page = await withClock(await openPage(browser, { viewport: { width: 390, height: 900 } }));
    // A slow connection: the page shows at once, its scripts arrive once she has typed, half a
    // minute later on the page's clock (the form's timer counts from the page's arrival).
    let scriptsArrive: () => void = () => undefined;
    const typed = new Promise<void>((resolve) => (scriptsArrive = resolve));
    await page.route(/\.js(\?.*)?$/, async (route) => {
      await typed;
      await route.continue();
    });
    await page.goto(`${server.url}/contact`, { waitUntil: "commit" });
    await page.getByLabel("First name").waitFor();
    const early = { firstName: "Early", email: "early.typist@example.com", message: "Typed while the page was still loading." };
    await fill(page, early);
    expect(await page.locator("form[novalidate]").count()).toBe(0); // not hydrated yet
    await page.clock.fastForward(30_000);
    scriptsArrive();
    // Hydrated (the form turns off the browser's own checks), then sent at once; the server's
    // clock, which the test cannot move, sees the token of a page served half a minute ago.
    await page.locator("form[novalidate]").waitFor({ timeout: 30_000 });
    await tokenServedAgo(page, server.dataDir, 30);
    const before = smtp.mails.length;
    await page.getByRole("button", { name: "Send message" }).click();
    await page.getByTestId("contact-confirmation").waitFor({ timeout: 15_000 });
    const row = (await storedRequests(server.dataDir)).find((r) => r.email === early.email);
    expect(row?.lead_status).toBe("new");
    const mails = await smtp.waitFor(before + 1);
    expect(mails.some((m) => m.text.includes(early.email))).toBe(true);
    await page.close();
  });

  it("disables the form while sending, then confirms, resets and delivers the mail", async () => {
    const page = await openContact(server);
    // The post is held on its way until the sending state has been read.
    let answer: () => void = () => undefined;
    const read = new Promise<void>((resolve) => (answer = resolve));
    await page.route("**/contact.json", async (route) => {
      await read;
      await route.continue();
    });
    await fill(page, alice);
    // The page's timers held from here: the toast stays until its lifetime is run below.
    await tookTime(page, server.dataDir, { hold: true });
    const before = smtp.mails.length;
    await page.getByRole("button", { name: "Send message" }).click();
    await expect.poll(() => page.getByRole("button", { name: "Sending..." }).count()).toBe(1);
    expect(await page.getByLabel("First name").isDisabled()).toBe(true);
    expect(await page.getByRole("button", { name: "Sending..." }).isDisabled()).toBe(true);
    answer();
    // The spec's toast, and a confirmation in place of the form that stays.
    await page.getByTestId("contact-confirmation").waitFor({ timeout: 10_000 });
    await toastShown(page);
    expect(await toasts(page).getByText("Message sent!").count()).toBe(1);
    const confirmation = page.getByTestId("contact-confirmation");
    expect(await confirmation.getByText("Message sent!").count()).toBe(1);
    expect(await confirmation.getByText("Thank you! We'll reply within 24h").count()).toBe(1);
    expect(await confirmation.getByText(/^What happens next/).count()).toBe(1);
    expect(await page.getByLabel("First name").count()).toBe(0);
    const mails = await smtp.waitFor(before + 1);
    expect(mails.at(-1)?.text).toContain(alice.message);
    const rows = await storedRequests(server.dataDir);
    const row = rows.find((r) => r.email === alice.email);
    // The short reference the agency can read over the phone, stored with the request (not its id).
    expect(await page.getByTestId("contact-reference").textContent()).toMatch(/^NW-\d{4}-\d{3,}$/);
    expect(await page.getByTestId("contact-reference").textContent()).toBe(row?.reference);
    // The toast goes after its 4 s (sonner's default lifetime, on the page's held clock); the
    // confirmation stays.
    await page.clock.runFor(3_500);
    expect(await toasts(page).count()).toBe(1);
    await runTimersUntil(page, async () => (await toasts(page).count()) === 0, "the toast has gone");
    expect(await confirmation.isVisible()).toBe(true);
    await page.clock.resume();
    await page.getByRole("button", { name: "Send another message" }).click();
    expect(await page.getByLabel("First name").inputValue()).toBe("");
    expect(await page.getByText("0/2000 characters").count()).toBe(1);
    expect(await page.getByTestId("contact-confirmation").count()).toBe(0);
  });

  it("works with JavaScript off: the server answers with the confirmation or the messages", async () => {
    const page = await openContact(server, "/fr/contact", { javaScriptEnabled: false });
    // Passes the browser's own checks (required, type=email), fails the schema on the server.
    await fill(page, { firstName: "Bob", email: "bob@example.be", message: "Un audit" }, true);
    await page.getByRole("button", { name: "Envoyer le message" }).click();
    await page.waitForLoadState("load");
    expect(await page.getByText("Le message doit contenir entre 10 et 2000 caractères").count()).toBe(1);
    expect(await page.getByLabel("Prénom").inputValue()).toBe("Bob");
    await page.getByRole("textbox", { name: /^Message/ }).fill("Bonjour, un audit de notre CRM svp.");
    await page.getByRole("button", { name: "Envoyer le message" }).click();
    await page.waitForLoadState("load");
    // The answered page opens at its confirmation, with the request's reference.
    expect(new URL(page.url()).hash).toBe("#write-to-us");
    const confirmation = page.getByTestId("contact-confirmation");
    expect(await confirmation.getByText("Message envoyé\u00a0!").count()).toBe(1);
    expect(await confirmation.getByText(/^La suite/).count()).toBe(1);
    expect(await page.locator("#write-to-us").evaluate((el) => el.getBoundingClientRect().top < window.innerHeight)).toBe(true);
    const bob = (await storedRequests(server.dataDir)).find((row) => row.email === "bob@example.be");
    expect(await page.getByTestId("contact-reference").textContent()).toMatch(/^NW-\d{4}-\d{3,}$/);
    expect(await page.getByTestId("contact-reference").textContent()).toBe(bob?.reference);
    await page.getByRole("button", { name: "Envoyer un autre message" }).click();
    await page.getByLabel("Prénom").waitFor();
    expect(await page.getByLabel("Prénom").inputValue()).toBe("");
    expect(new URL(page.url()).hash).toBe("#write-to-us");
  });

  it("stores a filled honeypot as spam, not mailed, yet looks like a success", async () => {
    const page = await openContact(server);
    await fill(page, { ...alice, email: "robot@example.com" });
    await page.locator('input[name="website"]').evaluate((el: HTMLInputElement) => (el.value = "http://spam.example"));
    await humanPause(page, server);
    const before = smtp.mails.length;
    await page.getByRole("button", { name: "Send message" }).click();
    await page.getByTestId("contact-confirmation").waitFor({ timeout: 10_000 });
    const { requests, notifications } = await storedRows(server.dataDir);
    const robot = requests.find((row) => row.email === "robot@example.com");
    expect(robot?.lead_status).toBe("spam");
    expect(notifications.some((n) => n.request_id === robot?.id)).toBe(false);
    expect(smtp.mails.length).toBe(before);
  });

  /** A page at a given size in the reused tab, on the page's clock, ready as pageReady says. */
  const view = async (path: string, options: { width?: number; height?: number } = {}) => {
    const page = await withClock(await tab(options));
    await page.goto(`${server.url}${path}`);
    await pageReady(page);
    return page;
  };

  describe("toasts leave the header's navigation visible", () => {
    async function fillContact(page: Page, fr: boolean) {
      await page.getByLabel(fr ? "Prénom" : "First name").fill("Alice");
      await page.getByLabel(fr ? "E\u2011mail professionnel" : "Business email").fill("alice@example.com");
      await page.getByRole("textbox", { name: /^Message/ }).fill("We need a CRM audit before the summer.");
    }
    /** The first toast where it comes to rest: shown (its timers run on a held clock), then its slide in over. */
    async function expectToastBelowHeader(page: Page) {
      await toastShown(page);
      const toast = page.locator("[data-sonner-toast][data-mounted=true]").first();
      await toast.waitFor({ state: "visible", timeout: 10_000 });
      await toast.evaluate((el) => Promise.allSettled(el.getAnimations({ subtree: true }).map((a) => a.finished)));
      const [toastBox, headerBox] = await Promise.all([toast.boundingBox(), page.locator("header").boundingBox()]);
      expect(toastBox!.y).toBeGreaterThanOrEqual(headerBox!.y + headerBox!.height);
    }

    it("the confirmation, on a phone", async () => {
      const page = await view("/contact", { width: 375, height: 812 });
      await fillContact(page, false);
      // Held from here: the toast stays while it is measured.
      await tookTime(page, server.dataDir, { hold: true });
      await page.getByRole("button", { name: "Send message" }).click();
      await page.getByTestId("contact-confirmation").waitFor({ timeout: 10_000 });
      await expectToastBelowHeader(page);
      expect(await page.getByText("Message sent!").count()).toBe(2); // the toast and the confirmation
      // The toast speaks in the site's typeface, and its close button is a 44 px target.
      const toast = page.locator("[data-sonner-toast]").first();
      const [toastFont, bodyFont] = await Promise.all([
        toast.evaluate((el) => getComputedStyle(el).fontFamily),
        page.evaluate(() => getComputedStyle(document.body).fontFamily),
      ]);
      expect(toastFont).toBe(bodyFont);
      expect(toastFont).toMatch(/Inter/);
      const close = toast.locator("[data-close-button]");
      await close.waitFor({ state: "attached" });
      const closeBox = (await close.boundingBox())!;
      expect(Math.round(closeBox.width)).toBeGreaterThanOrEqual(44);
      expect(Math.round(closeBox.height)).toBeGreaterThanOrEqual(44);
      await page.clock.resume();
    });

    it.each([
      ["/contact", 1280],
      ["/fr/contact", 1024],
    ] as const)("the error notice on %s at %i px", async (path, width) => {
      const page = await view(path, { width });
      await page.route("**/contact.json", (route) => route.abort());
      await fillContact(page, path.startsWith("/fr"));
      await tookTime(page, server.dataDir, { hold: true });
      await page.getByRole("button", { name: path.startsWith("/fr") ? "Envoyer le message" : "Send message" }).click();
      await expectToastBelowHeader(page);
      await page.clock.resume();
    });
  });

  describe("the contact form is near the top on a phone", () => {
    it.each([
      ["/contact", contactEn.hero.toForm],
      ["/fr/contact", contactFr.hero.toForm],
    ])("%s links to its form within the first screen, and the link lands on it below the header", async (path, text) => {
      const page = await view(path, { width: 375, height: 812 });
      const link = page.locator("main").getByRole("link", { name: text, exact: true });
      expect(await link.count()).toBe(1);
      const box = (await link.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(812);
      const target = (await link.getAttribute("href"))!;
      expect(target).toMatch(/^#/);
      expect(await page.locator(`${target} form, ${target}:has(form)`).count()).toBeGreaterThan(0);
      await link.click();
      // A fragment's navigation sets the address and scrolls (no smooth scrolling) in one step.
      await page.waitForURL((url) => url.hash === target);
      const heading = page.locator("main h2", { hasText: path.startsWith("/fr") ? "Envoyez-nous un message" : "Send us a message" });
      const [headingBox, headerBox] = await Promise.all([heading.boundingBox(), page.locator("header").boundingBox()]);
      expect(headingBox!.y).toBeGreaterThanOrEqual(headerBox!.y + headerBox!.height);
      const field = page.getByLabel(path.startsWith("/fr") ? "Prénom" : "First name");
      const fieldBox = (await field.boundingBox())!;
      expect(fieldBox.y + fieldBox.height).toBeLessThanOrEqual(812);
    });
  });
});

describe("the contact form when limits and failures hit", () => {
  it("says 'Too many requests' over CONTACT_RATE_LIMIT and keeps the form", async () => {
    const server = await startServer({ CONTACT_RATE_LIMIT: "2", SMTP_URL: smtp.url });
    try {
      const page = await openContact(server);
      for (let i = 0; i < 3; i++) {
        // A sent request is confirmed in place of the form: the visitor asks for a new one.
        if (i > 0) await page.getByRole("button", { name: "Send another message" }).click();
        await fill(page, { ...alice, email: "busy@example.com", message: `Request number ${i + 1} for you.` });
        await humanPause(page, server);
        // Each send is answered before the next: a new submission would cancel one in flight.
        await Promise.all([
          page.waitForResponse((r) => r.request().method() === "POST", { timeout: 15_000 }),
          page.getByRole("button", { name: "Send message" }).click(),
        ]);
        await expect
          .poll(
            async () =>
              (await page.getByTestId("contact-confirmation").count()) +
              (await page.getByRole("button", { name: "Send message", disabled: false }).count()),
            { timeout: 10_000 },
          )
          .toBe(1);
      }
      await expect.poll(() => page.getByText("Too many requests").count()).toBeGreaterThan(0);
      expect(await page.getByText("You've sent too many messages recently. Please try again later.").count()).toBe(1);
      expect(await page.getByRole("textbox", { name: /^Message/ }).inputValue()).toBe("Request number 3 for you.");
    } finally {
      await server.stop();
    }
  });

  it("says 'Error' when the database is unreachable, keeps the form, and still serves pages", async () => {
    const closedPort = await freePort(); // a port nothing listens on: a database that is down
    const server = await startServer({ DATABASE_URL: `postgres://nobody@127.0.0.1:${closedPort}/none` });
    try {
      for (const path of ["/", "/fr/offres", "/contact"]) {
        expect((await fetch(`${server.url}${path}`)).status).toBe(200);
      }
      const page = await openContact(server);
      await fill(page, alice);
      // Held from here: the notice's toast stays while it is read.
      await tookTime(page, server.dataDir, { hold: true });
      await page.getByRole("button", { name: "Send message" }).click();
      await toastShown(page);
      await expect.poll(() => page.getByText("An error occurred. Please try again.").count(), { timeout: 15_000 }).toBe(1);
      expect(await page.getByText("Error", { exact: true }).count()).toBe(1);
      expect(await page.getByLabel("First name").inputValue()).toBe(alice.firstName);
    } finally {
      await server.stop();
    }
  });

  it("a failed send: offline or unreachable says so in the visitor's language; 413 or a proxy's 502 page says 'Error' / 'Erreur'; what was typed is kept", async () => {
    // Pages read from the run's shared server: the posts never reach a server (the test's routes
    // answer them), so no fill time stands for a person's either.
    const shared = sharedSite();
    const own = shared ? undefined : await startServer();
    const server = (shared ?? own)!;
    const offline = {
      en: {
        title: "No connection",
        text: "We could not reach our server: you seem to be offline. Your message is kept here; send it again once you are connected.",
      },
      fr: {
        title: "Pas de connexion",
        text: "Impossible de joindre notre serveur\u00a0: vous semblez hors ligne. Votre message est conservé ici\u00a0; renvoyez-le dès que la connexion est rétablie.",
      },
    };
    try {
      for (const [path, fr, reason] of [
        ["/contact", false, "internetdisconnected"],
        ["/fr/contact", true, "connectionrefused"],
        ["/contact", false, "connectionreset"],
      ] as const) {
        const page = await openContact(server, path);
        await page.route(/\/contact(\.json)?(\?.*)?$/, (route) =>
          route.request().method() === "POST" ? route.abort(reason) : route.continue(),
        );
        await fill(page, alice, fr);
        await holdClock(page); // the notice's toast stays while it is read
        await page.getByRole("button", { name: fr ? "Envoyer le message" : "Send message" }).click();
        await toastShown(page);
        const notice = fr ? offline.fr : offline.en;
        await expect.poll(() => page.getByText(notice.text).count(), { timeout: 15_000 }).toBe(1);
        expect(await page.getByText(notice.title, { exact: true }).count()).toBe(1);
        expect(await page.getByText(fr ? "Erreur" : "Error", { exact: true }).count()).toBe(0);
        expect(await page.getByRole("textbox", { name: /^Message/ }).inputValue()).toBe(alice.message);
      }
      const cases: { path: string; fr: boolean; fail: (route: Route) => Promise<void> }[] = [
        {
          path: "/fr/contact",
          fr: true,
          fail: (route) => route.fulfill({ status: 413, contentType: "text/plain", body: "Payload Too Large" }),
        },
        {
          path: "/contact",
          fr: false,
          fail: (route) =>
            route.fulfill({ status: 502, contentType: "text/html", body: "<html><body><h1>502 Bad Gateway</h1></body></html>" }),
        },
      ];
      for (const { path, fr, fail } of cases) {
        const page = await openContact(server, path);
        await page.route(/\/contact(\.json)?(\?.*)?$/, (route) => (route.request().method() === "POST" ? fail(route) : route.continue()));
        await fill(page, alice, fr);
        await holdClock(page);
        await page.getByRole("button", { name: fr ? "Envoyer le message" : "Send message" }).click();
        await toastShown(page);
        const notice = fr ? "Une erreur s'est produite. Veuillez réessayer." : "An error occurred. Please try again.";
        await expect.poll(() => page.getByText(notice).count(), { timeout: 15_000 }).toBe(1);
        expect(await page.getByText(fr ? "Erreur" : "Error", { exact: true }).count()).toBe(1);
        expect(await page.getByText("Unexpected Application Error!").count()).toBe(0);
        expect(await page.getByLabel(fr ? "Prénom" : "First name").inputValue()).toBe(alice.firstName);
        expect(await page.getByRole("textbox", { name: /^Message/ }).inputValue()).toBe(alice.message);
      }
    } finally {
      await own?.stop();
    }
  });
});
