import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { RouterContextProvider } from "react-router";
import { handleContactAction } from "~/contact/contact.server";
import type { ContactActionData } from "~/contact/action-data";
import { contactContext } from "~/contact/context";
import { requestContext } from "~/context";
import { testEnv } from "../support/env";
import { startServices, type Services } from "../../server/services";
import { openDatabase, type Db } from "~/storage/platform/database.server";
import { testDatabase, type TestDatabase } from "../support/databases";
import { smtpSink, type SmtpSink } from "../support/smtp";

const origin = "http://127.0.0.1:3999";
const valid = { firstName: "Alice", email: "alice@example.com", message: "We would like an audit of our CRM." };

/** The fill-time token of a contact page shown 30 s ago (set once the services run). */
let pageToken: () => string | undefined = () => undefined;

type Result = { data: ContactActionData; init: { status?: number } | null };

function post(
  fields: Record<string, string | undefined>,
  options: { path?: string; headers?: Record<string, string>; body?: BodyInit } = {},
): Request {
  const form = new URLSearchParams();
  // A page shown half a minute earlier carries its fill-time token (unless the test says otherwise).
  for (const [k, v] of Object.entries({ fill_token: pageToken(), ...fields })) if (v !== undefined) form.append(k, v);
  return new Request(`${origin}${options.path ?? "/contact"}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin, ...options.headers },
    body: options.body ?? form,
  });
}

describe("contact action", () => {
  let database: TestDatabase;
  let smtp: SmtpSink;
  let services: Services;
  let db: Db;
  let ip = 0;

  function context(contact: Services["contact"] | null = services.contact, clientIp = `192.0.2.${(ip++ % 250) + 1}`) {
    const ctx = new RouterContextProvider();
    ctx.set(contactContext, contact);
    ctx.set(requestContext, { clientIp });
    return ctx;
  }

  async function act(request: Request, ctx = context()): Promise<{ status: number; data: ContactActionData }> {
    const result = (await handleContactAction(request, ctx)) as unknown as Result;
    return { status: result.init?.status ?? 200, data: result.data };
  }

  async function stored() {
    return {
      requests: await db.kysely.selectFrom("contact_requests").selectAll().execute(),
      notifications: await db.kysely.selectFrom("contact_notifications").selectAll().execute(),
    };
  }

  beforeAll(async () => {
    database = await testDatabase("sqlite");
    smtp = await smtpSink();
    services = await startServices(
      testEnv({ DATA_DIR: database.dataDir, SMTP_URL: smtp.url, CONTACT_RATE_LIMIT: "1000", SITE_URL: "https://www.agency.test" }),
    );
    db = await openDatabase(database);
    pageToken = () => services.spam.token(Date.now() - 30_000);
  });
  afterEach(async () => {
    await db.kysely.deleteFrom("contact_notifications").execute();
    await db.kysely.deleteFrom("contact_requests").execute();
    smtp.mails.splice(0);
  });
  afterAll(async () => {
    await services?.close();
    await db?.close();
    await smtp?.stop();
    await database?.drop();
  });

  it("valid → success, stored and mailed", async () => {
    const answer = await act(post(valid));
    // The name and email come back only to prefill the booking link the confirmation offers.
    expect(answer).toEqual({
      status: 200,
      data: { outcome: "success", reference: expect.any(String), person: { name: valid.firstName, email: valid.email } },
    });
    await smtp.waitFor(1);
    expect((await stored()).requests).toHaveLength(1);
    // The reference the visitor sees is the stored request's short reference, not its id.
    expect((answer.data as { reference: string }).reference).toMatch(/^NW-\d{4}-\d{3}$/);
    expect((await stored()).requests[0]!.reference).toBe((answer.data as { reference: string }).reference);
  });

  it("answers in the page's language", async () => {
    const en = await act(post({ ...valid, email: "nope" }));
    const fr = await act(post({ ...valid, email: "nope" }, { path: "/fr/contact" }));
    expect(en).toMatchObject({ status: 400, data: { outcome: "invalid", errors: { email: "Invalid email address" } } });
    expect(fr).toMatchObject({ status: 400, data: { outcome: "invalid", errors: { email: "Adresse email invalide" } } });
    expect((await stored()).requests[0]).toBeUndefined();
    const ok = await act(post(valid, { path: "/fr/contact" }));
    expect(ok.status).toBe(200);
    expect((await stored()).requests[0]!.language).toBe("fr");
  });

  it("answers in Dutch on /nl/contact, with the same rules, and stores the request as nl (issue 27)", async () => {
    const nl = await act(post({ ...valid, firstName: " ", email: "nope", message: "kort" }, { path: "/nl/contact" }));
    expect(nl).toMatchObject({
      status: 400,
      data: {
        outcome: "invalid",
        errors: {
          firstName: "Vul uw voornaam in.",
          email: "Vul een geldig e\u2011mailadres in, bijvoorbeeld naam@bedrijf.be.",
          message: "Vertel ons iets meer: minstens 10 tekens.",
        },
      },
    });
    const ok = await act(post(valid, { path: "/nl/contact" }));
    expect(ok.status).toBe(200);
    expect((await stored()).requests[0]!.language).toBe("nl");
  });

  it("spam traps: honeypot or a fill time under 2 s → success shown, stored as spam, nothing sent; release queues it", async () => {
    // Answered exactly like a real success (the same fields), so a robot learns nothing.
    const success = {
      status: 200,
      data: { outcome: "success", reference: expect.any(String), person: { name: valid.firstName, email: valid.email } },
    };
    // Each post its own message: the same message from the same address again is the same request.
    const numbered = (n: number) => ({ ...valid, message: `${valid.message} (${n})` });
    expect(await act(post({ ...numbered(1), website: "http://spam.test" }))).toEqual(success);
    expect(await act(post({ ...numbered(2), fill_ms: "350" }))).toEqual(success);
    let rows = await stored();
    expect(rows.requests.map((r) => r.lead_status)).toEqual(["spam", "spam"]);
    expect(rows.notifications).toHaveLength(0);
    // A person who takes longer is never refused; nor is one whose browser reports nothing.
    expect((await act(post({ ...numbered(3), fill_ms: "2500", website: "" }))).status).toBe(200);
    expect((await act(post({ ...numbered(4), fill_ms: "not a number" }))).status).toBe(200);
    rows = await stored();
    expect(rows.requests.filter((r) => r.lead_status === "new")).toHaveLength(2);
    await smtp.waitFor(2);
    expect(smtp.mails).toHaveLength(2);
    // "Not spam": the service's release queues the notification as for an accepted request.
    const caught = rows.requests.find((r) => r.lead_status === "spam")!;
    expect(await services.contact.release(caught.id)).toBe("released");
    expect(await services.contact.release(caught.id)).toBe("not-spam");
    expect(await services.contact.release("no-such-id")).toBe("not-found");
    await smtp.waitFor(3);
    expect((await stored()).notifications.filter((n) => n.request_id === caught.id)).toHaveLength(1);
  });

  it("a spam trap never hides a field error: invalid input is answered 400 like any other", async () => {
    expect(await act(post({ ...valid, email: "nope", fill_ms: "10" }))).toMatchObject({ status: 400, data: { outcome: "invalid" } });
    expect((await stored()).requests).toHaveLength(0);
  });

  it("over the rate limit → 429, stored as throttled; storage down or no service → 503 with the values to show again", async () => {
    const limited = await startServices(testEnv({ DATA_DIR: database.dataDir, SMTP_URL: smtp.url, CONTACT_RATE_LIMIT: "1" }));
    try {
      const ctx = () => context(limited.contact, "198.51.100.200");
      expect((await act(post(valid), ctx())).status).toBe(200);
      expect(await act(post({ ...valid, message: `${valid.message} Another question.` }), ctx())).toEqual({
        status: 429,
        data: { outcome: "throttled" },
      });
      expect((await stored()).requests.map((r) => r.status).sort()).toEqual(["accepted", "throttled"]);
    } finally {
      await limited.close();
    }
    const { freePort } = await import("../support/server");
    // A port nothing listens on: a database that is down.
    const down = await startServices(testEnv({ DATABASE_URL: `postgres://x@127.0.0.1:${await freePort()}/x`, DATA_DIR: database.dataDir }));
    try {
      // Nothing stored: the page without JavaScript shows the form as it was sent.
      const kept = { outcome: "unavailable", values: { ...valid, heardFrom: "", package: null } };
      expect(await act(post(valid), context(down.contact))).toEqual({ status: 503, data: kept });
    } finally {
      await down.close();
    }
    expect(await act(post(valid), context(null))).toEqual({
      status: 503,
      data: { outcome: "unavailable", values: { ...valid, heardFrom: "", package: null } },
    });
  });

  it("400 malformed submissions → all 400 with field messages, nothing stored, nothing sent", async () => {
    const bad = {
      firstName: [undefined, "", "   ", "a".repeat(101), "Eve\r\nBcc: victim@example.com", "Eve\nX-Evil: 1", "Eve\u0000", "\r\n"],
      email: [
        undefined,
        "",
        "alice",
        "alice@example",
        "alice@example.com\r\nBcc: victim@example.com",
        "alice@example.com\nCc: x@y.z",
        "a@b.com,victim@example.com",
        "<a@b.com>",
        "a b@c.de",
        `${"a".repeat(250)}@b.com`,
      ],
      message: [undefined, "", "too short", " ".repeat(50), "x".repeat(2001), "\r\n\r\n\r\n\r\n\r\n\r\n"],
    } as const;
    // A small deterministic generator: every submission breaks at least one field.
    let seed = 42;
    const rand = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    const fields = ["firstName", "email", "message"] as const;
    for (let i = 0; i < 400; i++) {
      const broken = new Set(fields.filter(() => rand(2) === 0));
      if (broken.size === 0) broken.add(fields[i % 3]!);
      const values: Record<string, string | undefined> = {};
      for (const f of fields) values[f] = broken.has(f) ? bad[f][rand(bad[f].length)] : valid[f];
      const { status, data } = await act(post(values, { path: i % 2 ? "/fr/contact" : "/contact" }));
      expect(status, JSON.stringify(values)).toBe(400);
      expect(data.outcome).toBe("invalid");
      if (data.outcome === "invalid") expect(Object.keys(data.errors).sort()).toEqual([...broken].sort());
    }
    // Not even a form.
    expect((await act(post({}, { body: JSON.stringify(valid), headers: { "Content-Type": "application/json" } }))).status).toBe(400);
    expect((await act(post({}, { body: "%%%garbage", headers: { "Content-Type": "multipart/form-data; boundary=x" } }))).status).toBe(400);

    // Nothing sent: a mail leaves only from a notification row, and there is none to send.
    expect(await stored()).toEqual({ requests: [], notifications: [] });
    expect(smtp.mails).toHaveLength(0);
  });
});
