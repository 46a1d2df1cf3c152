import { describe, expect, it } from "vitest";
import { answerTextLimit, parseAnswer, trimQuoted } from "./message.server";

describe("a lead's answer as the desk keeps it", () => {
  it("drops the history it quotes, as Gmail, Apple Mail and Outlook write it, in English, French and Dutch", () => {
    const own = "Tuesday at 10 works.\n\nBo";
    expect(trimQuoted(`${own}\n\nOn Wed, 25 Nov 2026 at 15:00, Anna from Northwave <hello@agency.test> wrote:\n> Hello Bo`)).toBe(own);
    expect(trimQuoted(`Très bien.\n\nLe mer. 25 nov. 2026 à 15:00, Anna de Northwave <hello@agency.test> a écrit :\n> Bonjour`)).toBe(
      "Très bien.",
    );
    expect(trimQuoted(`Prima.\n\nOp wo 25 nov. 2026 om 15:00 schreef Anna van Northwave <hello@agency.test>:\n> Dag Bo`)).toBe("Prima.");
    expect(
      trimQuoted(
        `Fine by me.\r\n\r\nFrom: Anna from Northwave <hello@agency.test>\r\nSent: Wednesday\r\nSubject: Re: Your request\r\n\r\nHello`,
      ),
    ).toBe("Fine by me.");
    // Written under the history (nothing of its own above): kept whole rather than emptied.
    expect(trimQuoted("> Hello Bo\n")).toBe("> Hello Bo");
    expect(trimQuoted("x".repeat(answerTextLimit + 10))).toHaveLength(answerTextLimit + 2);
  });

  it("reads an HTML-only answer as text, lists attachments but not the images its HTML shows, and keys a message without Message-ID by its digest", async () => {
    const raw = Buffer.from(
      [
        "From: =?utf-8?q?Zo=C3=A9?= <zoe@example.be>",
        "Subject: =?utf-8?q?R=C3=A9ponse?=",
        "In-Reply-To: <r1@agency.test>",
        "References: <r0@agency.test>\r\n <r1@agency.test>",
        "Date: not a date",
        'Content-Type: multipart/related; boundary="b"',
        "",
        "--b",
        "Content-Type: text/html; charset=utf-8",
        "",
        '<p>Oui, <a href="https://x.test">merci</a>.<img src="cid:logo"></p><blockquote>old</blockquote>',
        "--b",
        "Content-Type: image/png",
        "Content-ID: <logo>",
        "Content-Transfer-Encoding: base64",
        "",
        "iVBORw0KGgo=",
        "--b--",
        "",
      ].join("\r\n"),
    );
    const answer = await parseAnswer(raw);
    expect(answer).toMatchObject({
      fromName: "Zoé",
      fromAddress: "zoe@example.be",
      subject: "Réponse",
      inReplyTo: "<r1@agency.test>",
      references: ["<r0@agency.test>", "<r1@agency.test>"],
      body: "Oui, merci.",
      attachments: [],
      sentAt: null,
    });
    expect(answer.messageId).toMatch(/^<sha256-[0-9a-f]{64}@answer>$/);
    expect((await parseAnswer(raw)).messageId).toBe(answer.messageId);
  });
});
