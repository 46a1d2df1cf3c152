import { existsSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, startServer, type RunningServer } from "../support/server";
import { storedRows } from "../support/stored-rows";
import { smtpSink, type SmtpSink } from "../support/smtp";
import { tokenField } from "../support/form-token";

// Against the production server (`npm start`'s): needs a build, which `npm test` makes first.
if (!existsSync("build/server/index.js")) throw new Error("Run `npm run build` before these tests.");

const valid = { firstName: "Alice", email: "alice@example.com", message: "We would like an audit of our CRM." };

function post(server: RunningServer, fields: Record<string, string>, path = "/contact", headers: Record<string, string> = {}) {
  return fetch(`${server.url}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url, ...headers },
    // A page shown half a minute earlier carries its fill-time token.
    body: new URLSearchParams({ ...tokenField(server.dataDir), ...fields }),
    redirect: "manual",
  });
}

describe("contact form over HTTP (production server)", () => {
  let smtp: SmtpSink;
  beforeAll(async () => {
    smtp = await smtpSink();
  });
  afterAll(async () => {
    await smtp?.stop();
  });

  it("without JavaScript: the answer is the page with the confirmation or the field messages", async () => {
    const server = await startServer({ SMTP_URL: smtp.url });
    try {
      const invalid = await post(server, { firstName: "Al", email: "nope", message: "short" }, "/fr/contact");
      const page = await invalid.text();
      expect(invalid.status).toBe(400);
      expect(page).toContain("Adresse email invalide");
      expect(page).toContain("Le message doit contenir entre 10 et 2000 caractères");
      expect(page).toContain('value="Al"');

      // Dutch (issue 27): the server takes the post on /nl/contact (it answered 405 before the
      // Dutch contact page was among the paths that take a POST) and answers in Dutch.
      const dutch = await post(server, { firstName: "Wout", email: "nope", message: "kort" }, "/nl/contact");
      expect(dutch.status).toBe(400);
      const dutchPage = await dutch.text();
      expect(dutchPage).toContain("Vul een geldig e\u2011mailadres in, bijvoorbeeld naam@bedrijf.be.");
      expect(dutchPage).toContain("Vertel ons iets meer: minstens 10 tekens.");
      expect(dutchPage).toContain('lang="nl-BE"');

      const ok = await post(server, valid);
      expect(ok.status).toBe(200);
      expect(await ok.text()).toContain("Message sent!");
      const [mail] = await smtp.waitFor(1);
      expect(mail!.headers.get("subject")).toBe("New contact request from Alice");
      expect((await storedRows(server.dataDir)).requests).toHaveLength(1);
    } finally {
      await server.stop();
      smtp.mails.splice(0);
    }
  });

  it("429 over CONTACT_RATE_LIMIT; wrong Origin refused; nothing stored for the refused", async () => {
    const server = await startServer({ SMTP_URL: smtp.url, CONTACT_RATE_LIMIT: "2" });
    try {
      // Three questions (the same one again would be the same request).
      const asking = (n: number) => ({ ...valid, message: `${valid.message} Question ${n}.` });
      expect((await post(server, asking(1))).status).toBe(200);
      expect((await post(server, asking(2))).status).toBe(200);
      const throttled = await post(server, asking(3));
      expect(throttled.status).toBe(429);
      expect(await throttled.text()).toContain("Too many requests");
      const foreign = await post(server, valid, "/contact", { Origin: "https://evil.test" });
      expect([400, 403]).toContain(foreign.status);
      const { requests, notifications } = await storedRows(server.dataDir);
      expect(requests.map((r) => r.status).sort()).toEqual(["accepted", "accepted", "throttled"]);
      expect(notifications).toHaveLength(2);
    } finally {
      await server.stop();
      smtp.mails.splice(0);
    }
  });

  it("database down: pages still 200, the form answers 503 with the 'Error' notice", async () => {
    // A port nothing listens on: a database that is down.
    const server = await startServer({ DATABASE_URL: `postgres://nobody@127.0.0.1:${await freePort()}/none` });
    try {
      expect((await fetch(`${server.url}/`)).status).toBe(200);
      expect((await fetch(`${server.url}/fr/contact`)).status).toBe(200);
      const failed = await post(server, valid, "/fr/contact");
      expect(failed.status).toBe(503);
      expect(await failed.text()).toContain("Une erreur s&#x27;est produite. Veuillez réessayer.");
    } finally {
      await server.stop();
    }
  });

  it("mail server down: success shown; delivered exactly once after it is back and the server restarts", async () => {
    const down = await smtpSink({ start: false });
    let server = await startServer({ SMTP_URL: down.url });
    const dataDir = server.dataDir;
    try {
      const ok = await post(server, valid);
      expect(ok.status).toBe(200);
      await expect.poll(async () => (await storedRows(dataDir)).notifications[0]?.last_error ?? null, { timeout: 15_000 }).not.toBeNull();
      await server.stop();
      await down.start();
      server = await startServer({ SMTP_URL: down.url, DATA_DIR: dataDir });
      await down.waitFor(1);
      await expect.poll(async () => (await storedRows(dataDir)).notifications[0]?.status).toBe("sent");
      // Once: a second copy could only come from a send in flight, and a stop waits for those.
      expect(await server.stop()).toBe(0);
      expect(down.mails).toHaveLength(1);
    } finally {
      await server.stop();
      await down.stop();
    }
  });

  it("200 concurrent valid submissions: 200 rows and 200 mails, none twice", async () => {
    const server = await startServer({ SMTP_URL: smtp.url, CONTACT_RATE_LIMIT: "1000" });
    try {
      const statuses = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          post(server, { firstName: `Visitor ${i}`, email: `v${i}@example.com`, message: `Concurrent message ${i} here.` }).then(
            (r) => r.status,
          ),
        ),
      );
      expect(statuses.filter((s) => s === 200)).toHaveLength(200);
      await smtp.waitFor(200, 25_000);
      // None twice: a copy could only come from a send in flight, and a stop waits for those.
      expect(await server.stop()).toBe(0);
      const ids = smtp.mails.map((m) => m.headers.get("message-id"));
      expect(ids).toHaveLength(200);
      expect(new Set(ids).size).toBe(200);
      expect((await storedRows(server.dataDir)).requests).toHaveLength(200);
    } finally {
      await server.stop();
      smtp.mails.splice(0);
    }
  });
});
