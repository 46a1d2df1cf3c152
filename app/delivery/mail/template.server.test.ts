import { describe, expect, it } from "vitest";
import nodemailer from "nodemailer";
import { contactNotificationMail, escapeHtml, headerSafe } from "./template.server";
import { emptyAttribution } from "~/storage/requests/attribution";

const base = {
  id: "0b9f5d3e-1111-4222-8333-944455556666",
  requestId: "7c1f0e2a-1111-4222-8333-944455556666",
  firstName: "Alice",
  businessEmail: "alice@example.com",
  message: "Hello,\nwe need help.",
  language: "fr" as const,
  createdAt: "2025-03-01T10:00:00.000Z",
};
const addresses = { to: "team@agency.test", from: "Website <site@agency.test>" };

async function raw(mail: ReturnType<typeof contactNotificationMail>): Promise<string> {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  const info = (await transport.sendMail(mail)) as { message: Buffer };
  return info.message.toString("utf8");
}

describe("contact notification mail", () => {
  it("goes to MAIL_TO from MAIL_FROM, replies to the visitor, names them in the subject", () => {
    const mail = contactNotificationMail(base, addresses, "agency.test");
    expect(mail.to).toBe("team@agency.test");
    expect(mail.from).toBe("Website <site@agency.test>");
    expect(mail.replyTo).toEqual({ name: "Alice", address: "alice@example.com" });
    expect(mail.subject).toBe("New contact request from Alice");
    expect(mail.messageId).toBe(`<${base.id}@agency.test>`);
  });

  it("carries first name, business email, trimmed message and language in both parts", () => {
    const mail = contactNotificationMail({ ...base, firstName: " Alice ", message: "  Hello,\nwe need help.  " }, addresses, "agency.test");
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain("Alice");
      expect(part).toContain("alice@example.com");
      expect(part).toContain("French");
    }
    expect(mail.text).toContain("Message:\nHello,\nwe need help.\n");
    expect(mail.html).toContain(">Hello,\nwe need help.</p>");
  });

  it("links to the lead in the desk and gives the time in Belgium with its zone", () => {
    const mail = contactNotificationMail(
      { ...base, leadUrl: `https://desk.agency.test/desk/leads/${base.requestId}` },
      addresses,
      "agency.test",
    );
    expect(mail.text).toContain("Received: 1 March 2025 at 11:00 CET\n");
    expect(mail.text).toContain(`Open in the lead desk: https://desk.agency.test/desk/leads/${base.requestId}\n`);
    expect(mail.html).toContain(`<a href="https://desk.agency.test/desk/leads/${base.requestId}">Open in the lead desk</a>`);
    expect(mail.html).toContain("1 March 2025 at 11:00 CET");
    // Summer time says so.
    expect(contactNotificationMail({ ...base, createdAt: "2025-07-01T10:00:00.000Z" }, addresses, "agency.test").text).toContain(
      "Received: 1 July 2025 at 12:00 CEST\n",
    );
  });

  it("gives the short reference the visitor may quote on the phone, beside the request's id", () => {
    const mail = contactNotificationMail({ ...base, reference: "NW-0103-007" }, addresses, "agency.test");
    expect(mail.text).toContain(`Reference: NW-0103-007\nRequest: ${base.requestId}\n`);
    expect(mail.html).toContain("<th");
    expect(mail.html).toMatch(/>Reference<\/th><td[^>]*>NW-0103-007<\/td>/);
    expect(mail.headers["X-Contact-Request-Id"]).toBe(base.requestId);
    // A request stored before references existed: no empty line.
    expect(contactNotificationMail(base, addresses, "agency.test").text).not.toContain("Reference");
  });

  it("escapes every visitor value in the HTML part", () => {
    const hostile = {
      ...base,
      firstName: `<script>alert("x")</script>`,
      businessEmail: `x@y.com"><img src=x onerror=alert(1)>`,
      message: `</p><a href="javascript:alert('x')">click</a> & more`,
    };
    const { html } = contactNotificationMail(hostile, addresses, "agency.test");
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<img");
    expect(html).not.toContain('<a href="javascript');
    expect(html).toContain("&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62;");
    expect(html).toContain("&#38; more");
    expect(escapeHtml(`&<>"'`)).toBe("&#38;&#60;&#62;&#34;&#39;");
  });

  it("cannot inject headers, whatever reaches it", async () => {
    const mail = contactNotificationMail(
      { ...base, firstName: "Eve\r\nBcc: victim@example.com\r\nX-Evil: 1", businessEmail: "eve@example.com\r\nCc: other@example.com" },
      addresses,
      "agency.test",
    );
    expect(mail.subject).not.toMatch(/[\r\n]/);
    const message = await raw(mail);
    const headers = message.slice(0, message.indexOf("\r\n\r\n"));
    expect(headers).not.toMatch(/^bcc:/im);
    expect(headers).not.toMatch(/^cc:/im);
    expect(headers).not.toMatch(/^x-evil:/im);
    expect(headerSafe("a\r\nb\u0000c")).toBe("a b c");
  });

  it("an RFC 2047 encoded word in the name stays text (sent encoded, never rewritten): it never decodes to a bidi override or a line break", async () => {
    // "=?UTF-8?B?4oCuRXZpbA0KQmNjOiB4?=" decodes to U+202E, "Evil", CR LF, "Bcc: x".
    const word = "=?UTF-8?B?4oCuRXZpbA0KQmNjOiB4?=";
    const mail = contactNotificationMail({ ...base, firstName: word }, addresses, "agency.test");
    const message = await raw(mail);
    const headers = message.slice(0, message.indexOf("\r\n\r\n"));
    expect(headers).not.toMatch(/=\?UTF-8\?B\?4oCu/i);
    // Bidi and C1 controls never reach a header, whatever a caller passes.
    expect(headerSafe("a\u202eb\u0085c\u009bd\u2066e")).toBe("a b c d e");
  });

  it("cuts a long subject on characters: no U+FFFD from half an emoji", () => {
    const mail = contactNotificationMail({ ...base, firstName: "😀".repeat(100) }, addresses, "agency.test");
    expect(mail.subject).not.toContain("\ufffd");
    expect(mail.subject).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/);
    expect(mail.subject).toBe(`New contact request from ${"😀".repeat(100)}`);
    const longer = contactNotificationMail({ ...base, firstName: "😀".repeat(150) }, addresses, "agency.test");
    expect(Array.from(longer.replyTo.name)).toHaveLength(100);
    expect(longer.replyTo.name).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/);
  });

  it("in the language of the operator MAIL_TO belongs to: Dutch labels, the visitor's words untouched (issue 36)", () => {
    const mail = contactNotificationMail(
      {
        ...base,
        reference: "NW-0103-007",
        leadUrl: "https://desk.agency.test/desk/leads/x",
        attribution: { ...emptyAttribution, utmSource: "linkedin", heardFrom: "recommendation" },
        possibleSpam: [{ kind: "too-fast", seconds: 2 }],
      },
      addresses,
      "agency.test",
      "nl",
    );
    expect(mail.subject).toBe("Mogelijk spam: Nieuwe contactaanvraag van Alice");
    expect(mail.text).toContain("Voornaam: Alice\nZakelijk e-mailadres: alice@example.com\nTaal: Frans (français)\n");
    expect(mail.text).toContain("Ontvangen: 1 maart 2025 om 11:00 CET\n");
    expect(mail.text).toContain("Openen in de leaddesk: https://desk.agency.test/desk/leads/x\n");
    expect(mail.text).toContain("Bericht:\nHello,\nwe need help.\n");
    expect(mail.text).toContain("  Kent ons via: een aanbeveling\n");
    expect(mail.text).toContain("Antwoord op deze e-mail om Alice te antwoorden.");
    expect(mail.text).toMatch(/^Mogelijk spam \(de filter was niet zeker/m);
    expect(mail.html).toContain('<html lang="nl-BE">');
    expect(mail.html).toContain(">Zakelijk e-mailadres</th>");
    const french = contactNotificationMail(base, addresses, "agency.test", "fr");
    expect(french.subject).toBe("Nouvelle demande de contact de Alice");
    expect(french.text).toContain("Prénom\u00a0: Alice\n");
  });
});
