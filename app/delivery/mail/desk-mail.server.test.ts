import nodemailer from "nodemailer";
import { describe, expect, it } from "vitest";
import type { ContactRequest } from "../../storage/requests-store.server";
import { assignmentMail, firstLine, reminderMail, replyMail, replySubject } from "./desk-mail.server";
import type { MailMessage } from "./template.server";

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
  attribution: {
    utmSource: null,
    utmMedium: null,
    utmCampaign: null,
    utmTerm: null,
    utmContent: null,
    referrerHost: null,
    landingPath: null,
    heardFrom: null,
  },
  createdAt: "2026-01-10T08:00:00.000Z",
};
const settings = {
  from: "Website <site@agency.test>",
  agency: "Team <team@agency.test>",
  messageIdDomain: "agency.test",
  deskOrigin: "https://desk.agency.test",
};

describe("the desk's mails", () => {
  it("a reply goes to the lead from MAIL_FROM, answered to the agency, threaded after the first", async () => {
    const reply = {
      id: "r2",
      requestId: lead.id,
      operator: "Owner",
      subject: "Re: Nous voulons automatiser nos relances.",
      body: "Bonjour Bruno,\r\n\r\nÀ jeudi.",
      messageId: "<r2@agency.test>",
      inReplyTo: "<r1@agency.test>",
      references: ["<r0@agency.test>", "<r1@agency.test>"],
      createdAt: "2026-01-10T09:00:00.000Z",
    };
    const text = await raw(replyMail(reply, lead, settings));
    expect(text).toMatch(/^To: Bruno <bruno@exemple\.be>$/m);
    expect(text).toMatch(/^From: Website <site@agency\.test>$/m);
    expect(text).toMatch(/^Reply-To: Team <team@agency\.test>$/m);
    expect(text).toMatch(/^In-Reply-To: <r1@agency\.test>$/m);
    expect(text).toMatch(/^References: <r0@agency\.test> <r1@agency\.test>$/m);
    expect(text).toMatch(/^Message-ID: <r2@agency\.test>$/m);
    expect(text).toMatch(/^Content-Language: fr$/m);
    // Plain text only: what the operator wrote, nothing added.
    expect(text).not.toContain("text/html");
    const first = await raw(replyMail({ ...reply, inReplyTo: null, references: [] }, lead, settings));
    expect(first).not.toMatch(/^In-Reply-To:/m);
    expect(first).not.toMatch(/^References:/m);
  });

  it("the subject is 'Re: ' and the message's first line, cut at 70 characters", () => {
    expect(replySubject(lead.message)).toBe("Re: Nous voulons automatiser nos relances.");
    expect(firstLine(`${"a".repeat(80)}\nsecond`)).toBe(`${"a".repeat(69)}…`);
    expect(replySubject("  \u202eevil =?utf-8?q?x?=\nrest")).toBe("Re: evil = ?utf-8?q?x?=");
  });

  it("the assignee's mail and the reminder link to the lead and give Belgian time", () => {
    const assigned = assignmentMail("a1", lead, "claire@agency.test", settings, new Date("2026-01-10T10:00:00Z"));
    expect(assigned.to).toBe("claire@agency.test");
    expect(assigned.subject).toBe("Lead assigned to you: Bruno");
    expect(assigned.text).toContain(`Open the lead: https://desk.agency.test/desk/leads/${lead.id}`);
    expect(assigned.text).toContain("Received: 10 January 2026 at 09:00 CET");
    expect(assigned.text).toContain("Reference: NW-1001-003\n");
    const reminder = reminderMail("m1", lead, "team@agency.test", settings, 20, new Date("2026-01-11T06:30:00Z"));
    expect(reminder.subject).toBe("Reminder: Bruno has waited 22 hours for a reply");
    expect(reminder.text).toContain(`Open the lead: https://desk.agency.test/desk/leads/${lead.id}`);
    expect(reminder.messageId).toBe("<m1@agency.test>");
  });
});
