import { referenceIn } from "~/storage/conversation/answer-threads.server";
import nodemailer from "nodemailer";
import { describe, expect, it } from "vitest";
import type { ContactRequest } from "../../storage/requests/requests-store.server";
import { answerMail, assignmentMail, firstLine, replyMail, replySubject } from "./desk-mail.server";
import { digestMail } from "./digest-mail.server";
import { workingClock } from "~/platform/working-time.server";
import type { MailMessage } from "./template.server";
import { emptyAttribution } from "~/storage/requests/attribution";

/** A header as a mail client shows it: unfolded, its RFC 2047 encoded words decoded (Q and B). */
function header(message: string, name: string): string | undefined {
  const head = message.slice(0, message.indexOf("\r\n\r\n")).replace(/\r\n[ \t]+/g, " ");
  const line = head.split("\r\n").find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}: `));
  if (!line) return undefined;
  return line
    .slice(name.length + 2)
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : Buffer.from(
            text.replace(/_/g, " ").replace(/=([0-9A-F]{2})/gi, (_m: string, h: string) => String.fromCharCode(parseInt(h, 16))),
            "latin1",
          ).toString("utf8"),
    );
}

async function raw(mail: MailMessage): Promise<string> {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  const info = (await transport.sendMail(mail)) as { message: Buffer };
  return info.message.toString("utf8");
}

const lead: ContactRequest = {
  id: "7c1f0e2a-1111-4222-8333-944455556666",
  reference: "NW-1001-003",
  firstName: "Bruno",
  email: "bruno@exemple.be",
  message: "Nous voulons automatiser nos relances.\nMerci",
  language: "fr",
  packageId: null,
  attribution: emptyAttribution,
  createdAt: "2026-01-10T08:00:00.000Z",
};
const settings = {
  from: "Website <site@agency.test>",
  fromAddress: "site@agency.test",
  agencyName: "Northwave",
  agency: "Team <team@agency.test>",
  messageIdDomain: "agency.test",
  deskOrigin: "https://desk.agency.test",
};

/** A stored answer of the lead's, with what a test says of it (the rest as the mail reads it: none). */
const answerOf = (id: string, fields: Record<string, unknown>) => ({ id, requestId: lead.id, attachments: [], ...fields }) as never;

describe("the desk's mails", () => {
  it("a reply comes from the operator by name at the agency's address, answered to the agency, threaded for every client", async () => {
    const reply = {
      id: "r2",
      requestId: lead.id,
      operator: "Anna Peeters",
      subject: "Re: Votre demande auprès de Northwave (NW-1001-003)",
      body: "Bonjour Bruno,\r\n\r\nÀ jeudi.",
      messageId: "<r2@agency.test>",
      inReplyTo: "<r1@agency.test>",
      references: ["<r0@agency.test>", "<r1@agency.test>"],
      createdAt: "2026-01-10T09:00:00.000Z",
    };
    const times = ["2026-01-10T08:30:00.000Z", "2026-01-10T08:45:00.000Z", reply.createdAt];
    const text = await raw(replyMail(reply, lead, times, settings));
    expect(text).toMatch(/^To: Bruno <bruno@exemple\.be>$/m);
    expect(text).toMatch(/^From: Anna de Northwave <site@agency\.test>$/m);
    expect(text).toMatch(/^Reply-To: Team <team@agency\.test>$/m);
    expect(text).toMatch(/^In-Reply-To: <r1@agency\.test>$/m);
    expect(text).toMatch(/^References: <r0@agency\.test> <r1@agency\.test>$/m);
    expect(text).toMatch(/^Message-ID: <r2@agency\.test>$/m);
    expect(text).toMatch(/^Content-Language: fr$/m);
    expect(header(text, "Subject")).toBe("Re: Votre demande auprès de Northwave (NW-1001-003)");
    expect(header(text, "Thread-Topic")).toBe("Votre demande auprès de Northwave (NW-1001-003)");
    // Outlook's Thread-Index: 22 bytes for the thread, 5 more for each reply after the first.
    const index = /^Thread-Index: (\S+)$/m.exec(text)?.[1] ?? "";
    expect(Buffer.from(index, "base64")).toHaveLength(22 + 2 * 5);
    // Plain text only: what the operator wrote, nothing added.
    expect(text).not.toContain("text/html");
    const first = await raw(replyMail({ ...reply, inReplyTo: null, references: [] }, lead, [reply.createdAt], settings));
    expect(first).not.toMatch(/^In-Reply-To:/m);
    expect(first).not.toMatch(/^References:/m);
    const firstIndex = Buffer.from(/^Thread-Index: (\S+)$/m.exec(first)?.[1] ?? "", "base64");
    // The thread's 22 bytes are the same in every reply to this lead: Outlook groups them by it.
    expect(firstIndex).toHaveLength(22);
    expect(Buffer.from(index, "base64").subarray(0, 22).equals(firstIndex)).toBe(true);
  });

  it("a reply reaches an address with =? in it unchanged, and a name with =? reads back as typed", async () => {
    const odd = { ...lead, firstName: "Eve =?utf-8?q?x?=", email: "a=?b@exemple.be" };
    const reply = {
      id: "r1",
      requestId: lead.id,
      operator: "Anna",
      subject: "Re: x =?utf-8?b?eA==?= y",
      body: "Hi",
      messageId: "<r1@agency.test>",
      inReplyTo: null,
      references: [],
      createdAt: lead.createdAt,
    };
    const mail = replyMail(reply, odd, [], settings);
    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
    const info = (await transport.sendMail(mail)) as { message: Buffer; envelope: { to: string[] } };
    expect(info.envelope.to).toEqual(["a=?b@exemple.be"]);
    const text = info.message.toString("utf8");
    // Sent as encoded words, so a client decodes them back to exactly the typed text, not to "x".
    expect(header(text, "Subject")).toBe("Re: x =?utf-8?b?eA==?= y");
    expect(header(text, "To")).toBe('"Eve =?utf-8?q?x?=" <a=?b@exemple.be>');
  });

  it("the subject names the request and its reference in the lead's language", () => {
    expect(replySubject("Northwave", { language: "en", reference: "NW-1001-003" })).toBe("Re: Your request to Northwave (NW-1001-003)");
    expect(replySubject("Northwave", { language: "fr", reference: "NW-1001-003" })).toBe(
      "Re: Votre demande auprès de Northwave (NW-1001-003)",
    );
    expect(replySubject("Northwave", { language: "nl", reference: "NW-1001-003" })).toBe("Re: Uw aanvraag bij Northwave (NW-1001-003)");
    expect(replySubject("Northwave", { language: "en", reference: null })).toBe("Re: Your request to Northwave");
    expect(firstLine(`${"a".repeat(80)}\nsecond`)).toBe(`${"a".repeat(69)}…`);
  });

  it("the assignee's mail links to the lead and gives Belgian time", () => {
    const assigned = assignmentMail("a1", lead, "claire@agency.test", settings, new Date("2026-01-10T10:00:00Z"));
    expect(assigned.to).toBe("claire@agency.test");
    expect(assigned.subject).toBe("Lead assigned to you: Bruno");
    expect(assigned.text).toContain(`Open the lead: https://desk.agency.test/desk/leads/${lead.id}`);
    expect(assigned.text).toContain("Received: 10 January 2026 at 09:00 CET");
    expect(assigned.text).toContain("Reference: NW-1001-003\n");
  });

  // Received Friday 9 January 2026 17:30 (Brussels); read on Monday 19 January at 10:00: 9 days, 46 working hours.
  const waiting = {
    id: lead.id,
    firstName: "Bruno",
    reference: "NW-1001-003",
    language: "fr",
    createdAt: "2026-01-09T16:30:00.000Z",
    message: "Bonjour, nous cherchons de l'aide pour nos campagnes.",
  };
  const monday = new Date("2026-01-19T09:00:00Z");
  const digestOf = (language: string, total = 1) => ({ recipient: "claire@agency.test", language, total, leads: [waiting] });

  it("the reminder digest gives each wait in days and hours since the request, says the promised 24 hours have passed, with the lead's link (issue 47: never 193 h or '2 days, 52 working hours')", () => {
    const mail = digestMail("m1", digestOf("en", 3), settings, workingClock(), monday);
    expect(mail.to).toBe("claire@agency.test");
    expect(mail.subject).toBe("Reminder: 3 leads are waiting for a reply");
    expect(mail.text).toContain(
      "- Bruno (NW-1001-003, French) · waiting 9 d 17 h: more than the 24 hours promised · received 9 Jan 2026, 17:30",
    );
    expect(mail.text).toContain("The site promises a reply within 24 hours.");
    expect(mail.text).toContain(`  https://desk.agency.test/desk/leads/${lead.id}`);
    expect(mail.text).toContain("And 2 more leads waiting: https://desk.agency.test/desk");
    expect(mail.text).toContain("(Monday to Friday, 9:00 to 18:00, Brussels time");
    expect(mail.text).not.toContain("Mon-Fri");
    expect(mail.messageId).toBe("<m1@agency.test>");
    expect(mail.text).not.toMatch(/hours? for a reply|\b2\d\d hours|working hours ·/);
  });

  it("the digest is in the recipient's desk language", () => {
    const fr = digestMail("m2", digestOf("fr"), settings, workingClock(), monday);
    expect(fr.subject).toBe("Rappel\u00a0: 1 demande attend une réponse");
    expect(fr.text).toContain(
      "- Bruno (NW-1001-003, français) · en attente depuis 9\u00a0j\u00a017\u00a0h\u00a0: plus que les 24\u00a0heures promises · reçue le 9 janv. 2026",
    );
    expect(fr.headers["Content-Language"]).toBe("fr");
    const nl = digestMail("m3", digestOf("nl", 2), settings, workingClock(), monday);
    expect(nl.subject).toBe("Herinnering: 2 aanvragen wachten op een antwoord");
    expect(nl.text).toContain("- Bruno (NW-1001-003, Frans) · wacht al 9 d 17 u: langer dan de beloofde 24 uur · ontvangen op 9 jan 2026");
    expect(nl.text).toContain("En nog 1 aanvraag wacht: https://desk.agency.test/desk");
  });

  it("the digest says the configured working hours in the reader's words, never as WORKING_HOURS is written (issue 47)", () => {
    const clock = workingClock("Mon-Thu 08:30-17:00, Fri 08:30-15:00");
    const said = (language: string, c = clock) => digestMail("m4", digestOf(language), settings, c, monday).text.replaceAll("\u00a0", " ");
    expect(said("fr")).toContain("(du lundi au jeudi de 8 h 30 à 17 h, le vendredi jusqu’à 15 h, heure de Bruxelles");
    expect(said("nl")).toContain("(maandag tot donderdag van 8.30 tot 17 uur, vrijdag tot 15 uur, Brusselse tijd");
    expect(said("en")).toContain("(Monday to Thursday 8:30 to 17:00, Friday until 15:00, Brussels time");
    expect(said("fr", workingClock())).toContain("(du lundi au vendredi, de 9 h à 18 h, heure de Bruxelles");
    expect(said("nl", workingClock())).toContain("maandag tot vrijdag, van 9 tot 18 uur");
    expect(said("fr", workingClock("Mon-Sun 00:00-23:59"))).toContain("(tous les jours, de 0 h à 23 h 59,");
    for (const language of ["en", "fr", "nl"]) expect(said(language)).not.toMatch(/Mon-|Fri \d|\d\d:\d\d-/);
    expect(said("nl")).toContain("binnen 24 uur");
  });

  it("the digest marks the leads whose request says it is urgent, in the reader's words (issue 47)", () => {
    const lead = (id: string, message: string, language = "en") => ({ ...waiting, id, firstName: id, language, message });
    const digest = {
      recipient: "claire@agency.test",
      language: "nl",
      total: 7,
      leads: [
        lead("Ann", "URGENT: our welcome flow is broken"),
        lead("Bert", "Kunt u ons dringend helpen met Klaviyo?", "nl"),
        lead("Chloe", "Please call back!!!"),
        lead("Denis", "C'est assez urgent pour nous, merci.", "fr"),
        lead("Eve", "Nothing urgent, just curious about your rates."),
        lead("Fien", "Het is niet dringend, we plannen voor volgend jaar.", "nl"),
        lead("Gaston", "Ce n'est pas urgent.", "fr"),
      ],
    };
    const text = digestMail("m5", digest, settings, workingClock(), monday).text;
    for (const name of ["Ann", "Bert", "Chloe", "Denis"]) expect(text).toContain(`- DRINGEND: ${name} (`);
    for (const name of ["Eve", "Fien", "Gaston"]) expect(text).toContain(`- ${name} (`);
    expect(digestMail("m6", { ...digest, language: "fr" }, settings, workingClock(), monday).text).toContain("- URGENT\u00a0: Ann (");
    expect(digestMail("m7", { ...digest, language: "en" }, settings, workingClock(), monday).text).toContain("- URGENT: Denis (");
  });

  it("an operator's mail is in their language: the assignment names who assigned it (issue 36)", async () => {
    const at = new Date("2026-01-10T10:00:00Z");
    const dutch = assignmentMail("a2", lead, "els@agency.test", settings, at, { language: "nl", by: "Anna Peeters" });
    expect(dutch.subject).toBe("Aanvraag aan u toegewezen: Bruno");
    expect(dutch.text).toContain("Anna Peeters heeft u een aanvraag toegewezen in de leaddesk.");
    expect(dutch.text).toContain("Taal: Frans\n");
    expect(dutch.text).toContain("Ontvangen: 10 januari 2026 om 09:00 CET");
    expect(dutch.text).toContain(`Open de aanvraag: https://desk.agency.test/desk/leads/${lead.id}`);
    expect(await raw(dutch)).toMatch(/^Content-Language: nl$/m);
    const french = assignmentMail("a3", lead, "claire@agency.test", settings, at, { language: "fr", by: "Anna" });
    expect(french.subject).toBe("Une demande vous est attribuée\u00a0: Bruno");
    expect(french.text).toContain("Anna vous a attribué une demande dans le bureau des demandes.");
    expect(french.text).toContain("\nReçue le 10 janvier 2026 à 9\u00a0h (heure de Bruxelles)\n");
    // Copy fixes, round 6: « Reçue le 1er décembre 2026 à 23 h 13 (heure de Bruxelles) », never « Reçue le : … UTC+1 ».
    const late = { ...lead, createdAt: "2026-12-01T22:13:00.000Z" };
    const december = assignmentMail("a6", late, "claire@agency.test", settings, at, { language: "fr", by: "Anna" }).text;
    expect(december).toContain("\nReçue le 1er décembre 2026 à 23\u00a0h\u00a013 (heure de Bruxelles)\n");
    expect(december).not.toMatch(/Reçue le\s*:|UTC/);
    expect(assignmentMail("a4", lead, "x@agency.test", settings, at, { by: "Anna" }).text).toMatch(
      /^Anna assigned a lead to you in the lead desk\./,
    );
    // Who assigned it is no longer known (its history line erased): the mail still says what happened.
    expect(assignmentMail("a5", lead, "x@agency.test", settings, at, { language: "nl" }).text).toMatch(
      /^Er werd u een aanvraag toegewezen/,
    );
  });

  it("the lead's answer in Dutch (reminders are digests, tested above): the greeting skipped, the reference in a form the mailbox's matcher does not take", () => {
    const answer = answerOf("n1", { kind: "answer", body: "Dag Els,\n\nDank u, donderdag past.", attachments: [{ name: "plan.pdf" }] });
    const told = answerMail("n1", lead, answer, "els@agency.test", settings, new Date("2026-01-12T08:00:00Z"), { language: "nl" });
    expect(told.subject).toBe("Bruno heeft geantwoord (NW\u20111001\u2011003): terug in Te beantwoorden");
    expect(referenceIn(told.subject)).toBeNull();
    expect(told.headers["Auto-Submitted"]).toBe("auto-generated");
    expect(told.text).toContain("Antwoord (eerste regels): Dank u, donderdag past.");
    expect(told.text).toContain("Bijlagen: plan.pdf");
  });

  it("a lead who wrote again before any reply: said so, still waiting, the sender named when it is not the lead's address", () => {
    const answer = answerOf("n2", {
      kind: "again",
      fromAddress: "assistant@elsewhere.example",
      body: "Bonjour,\nURGENT !!! toujours rien",
    });
    const told = answerMail("n2", lead, answer, "hello@agency.test", settings, new Date("2026-01-12T08:00:00Z"), { language: "fr" });
    expect(told.subject).toBe("Bruno a réécrit (NW\u20111001\u2011003)\u00a0: pas encore de réponse envoyée");
    expect(told.text).toContain("Nouveau message (premières lignes)\u00a0: URGENT !!! toujours rien");
    expect(told.text).toContain("Envoyé depuis assistant@elsewhere.example");
  });
});
