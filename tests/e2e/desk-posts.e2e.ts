/**
 * What the desk takes in a post, as an operator's browser sends it (no passkey needed here: the
 * session is made in the database as a sign-in makes it, deskSession).
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deskSession, seedLeads, startDesk, withDb, type DeskServer } from "../support/desk";

describe("posts to the lead desk", () => {
  let desk: DeskServer;
  let lead: string;
  let cookie: string;
  let csrf: string;

  beforeAll(async () => {
    desk = await startDesk("sqlite");
    [lead] = (await seedLeads(desk.where, [{ firstName: "Zoë", email: "zoe@example.com", message: "Une question sur vos offres." }])) as [
      string,
    ];
    ({ cookie, csrf } = await deskSession(desk.where, "notes@agency.example", "Notes"));
  });
  afterAll(async () => {
    await desk?.stop();
  });

  const post = (path: string, body: string) =>
    fetch(`${desk.server.url}${path}`, {
      method: "POST",
      headers: { origin: desk.origin, cookie, "content-type": "application/x-www-form-urlencoded" },
      body,
      redirect: "manual",
    });

  it("takes a note at its 5,000-character limit in 3-byte characters (45 KB once encoded)", async () => {
    const note = "€".repeat(5000);
    const r = await post(`/desk/leads/${lead}`, new URLSearchParams({ csrf, intent: "note", note }).toString());
    expect(r.status).toBe(302);
    const stored = await withDb(desk.where, (db) =>
      db.kysely.selectFrom("lead_events").select("detail").where("request_id", "=", lead).where("kind", "=", "note").execute(),
    );
    expect(stored.map((e) => e.detail)).toEqual([note]);
  });

  it("refuses a note over its limit without JavaScript in the desk's words, the text given back, nothing stored", async () => {
    const note = `${"x".repeat(5000)}yz`;
    const r = await post(`/desk/leads/${lead}`, new URLSearchParams({ csrf, intent: "note", note }).toString());
    expect(r.status).toBe(400);
    const page = await r.text();
    expect(page).toContain("A note is at most 5,000 characters; this one has 5,002.");
    expect(page).toContain(`>${note}</textarea>`);
    const stored = await withDb(desk.where, (db) =>
      db.kysely.selectFrom("lead_events").select("detail").where("request_id", "=", lead).where("kind", "=", "note").execute(),
    );
    expect(stored.map((e) => e.detail)).not.toContain(note);
  });

  it("says in words that a date past 2099 in the inbox's filter is taken as 31 December 2099", async () => {
    const page = await (await fetch(`${desk.server.url}/desk?status=all&to=9999-12-31`, { headers: { cookie } })).text();
    expect(page).toContain("Dates are taken between 1 January 2000 and 31 December 2099.");
    expect(page).toContain("Zoë");
    const plain = await (await fetch(`${desk.server.url}/desk?status=all&to=2099-12-31`, { headers: { cookie } })).text();
    expect(plain).not.toContain("Dates are taken between");
  });

  it("sends a reply at its 10,000-character limit in 3-byte characters (90 KB once encoded)", async () => {
    const body = "€".repeat(10_000);
    const form = { csrf, subject: "Re: Une question", body, sendKey: randomUUID() };
    const r = await post(`/desk/leads/${lead}/reply`, new URLSearchParams(form).toString());
    expect(r.status).toBe(302);
    const stored = await withDb(desk.where, (db) =>
      db.kysely.selectFrom("desk_replies").select("body").where("request_id", "=", lead).execute(),
    );
    expect(stored.map((e) => e.body)).toEqual([body]);
  });

  it("sends one reply for one compose form, however often it is posted: seven identical posts, four at once, one mail", async () => {
    const form = new URLSearchParams({ csrf, subject: "Re: Une question", body: "Bonjour Zoë", sendKey: randomUUID() }).toString();
    const answers = [
      await post(`/desk/leads/${lead}/reply`, form),
      ...(await Promise.all([1, 2, 3, 4].map(() => post(`/desk/leads/${lead}/reply`, form)))),
    ];
    answers.push(await post(`/desk/leads/${lead}/reply`, form), await post(`/desk/leads/${lead}/reply`, form));
    // Each post is answered as the first was: the lead page with "Reply sent".
    expect(answers.map((a) => [a.status, a.headers.get("location")])).toEqual(
      Array.from({ length: 7 }, () => [302, `/desk/leads/${lead}?done=reply`]),
    );
    const replies = await withDb(desk.where, (db) =>
      db.kysely.selectFrom("contact_notifications").select("id").where("request_id", "=", lead).where("channel", "=", "reply").execute(),
    );
    // The reply of the test before and this form's one: not eight.
    expect(replies).toHaveLength(2);
    // A form without its key (a page from before the key, a hand-made post) sends nothing.
    const keyless = await post(`/desk/leads/${lead}/reply`, new URLSearchParams({ csrf, subject: "Re: x", body: "y" }).toString());
    expect(keyless.status).toBe(400);
  });

  it("refuses a post larger than any desk form in the desk's words, not a bare 413", async () => {
    // Larger than the longest desk field (a 10,000-character reply) in 3-byte characters.
    const r = await post(`/desk/leads/${lead}`, new URLSearchParams({ csrf, intent: "note", note: "€".repeat(16_000) }).toString());
    expect(r.status).toBe(413);
    expect(r.headers.get("content-type")).toContain("text/html");
    const page = await r.text();
    expect(page).toContain("too long for the lead desk");
    expect(page).toContain("5,000 characters");
  });
});
