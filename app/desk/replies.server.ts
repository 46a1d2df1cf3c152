/**
 * Replies from the desk, owners, reminders' companions and reply templates (issue 23): what the
 * lead page's reply part and the templates pages read, and what operators do there. Each action
 * writes the lead's history (in its store) and the audit (here), never the text of a reply or a
 * template in the audit. Routes get answers, never the database.
 */
import type { WorkingClock } from "~/platform/working-time.server";
import { randomUUID } from "node:crypto";
import { z } from "zod";
import { asLocale, defaultLocale, locales, type Locale } from "~/i18n/locale";
import { replySubject } from "~/delivery/mail/desk-mail.server";
import { senderName } from "~/delivery/mail/reply-headers.server";
import type { Db } from "~/storage/platform/database.server";
import { audit } from "~/storage/operators/desk-audit-store.server";
import { type Operator } from "~/storage/operators/desk-store.server";
import { getLead, type Lead } from "~/storage/requests/leads-store.server";
import { type LeadChange } from "~/storage/requests/lead-events.server";
import { requeueFailed } from "~/storage/conversation/outbox-store.server";
import { assignableOperators, assignLead, countUndelivered, recordMailtoOpened } from "~/storage/operators/owners-store.server";
import { addReplyUnlessChanged, repliesOf } from "~/storage/conversation/replies-store.server";
import { answersOf } from "~/storage/conversation/answers-store.server";
import {
  createTemplate,
  deleteTemplate,
  findTemplate,
  listTemplates,
  seedTemplates,
  updateTemplate,
  type ReplyTemplate,
  type TemplateInput,
} from "~/storage/conversation/templates-store.server";
import { replyLimits } from "./limits";
import { bookingLine, defaultTemplates, draftReply, fillTemplate, signatureLines, type Signature } from "./draft-reply";

/** A reply as the form posts it. */
export const replyForm = z.object({
  subject: z
    .string()
    .trim()
    .min(1)
    .max(replyLimits.subject)
    .refine((v) => !/[\r\n]/.test(v)),
  body: z.string().trim().min(1).max(replyLimits.reply),
  /** The compose form's one-time key (panel hands out a new one each time it is shown). */
  sendKey: z.uuid(),
});

/** A template as its form posts it. */
export const templateForm = z.object({
  language: z.enum(locales),
  name: z.string().trim().min(1).max(replyLimits.templateName),
  body: z.string().trim().min(1).max(replyLimits.template),
});

export interface ReplyDeps {
  db: () => Promise<Db>;
  /** The Message-IDs' domain (the sending domain: MAIL_FROM's). */
  messageIdDomain: string;
  /** The agency's block under every signature, and its name in the subject. */
  agency: Signature["agency"];
  /** The outbox worker's nudge: a reply or a retried delivery goes out at once. */
  onQueued: () => void;
  /** Observes the working seconds a lead waited for its first reply (contact_first_reply_seconds). */
  onFirstReply: (seconds: number) => void;
  /** WORKING_HOURS: the first reply's wait is counted in working time. */
  clock?: WorkingClock;
}

/** What the lead page's reply part shows. */
async function panel(db: Db, lead: Lead, operator: Operator, templateId: string | null, agency: Signature["agency"]) {
  const language: Locale = (locales as readonly string[]).includes(lead.language) ? (lead.language as Locale) : defaultLocale;
  await seedTemplates(db, defaultTemplates);
  const templates = await listTemplates(db, language);
  const template = templateId ? templates.find((t) => t.id === templateId) : undefined;
  const replies = await repliesOf(db, lead.id);
  const answers = await answersOf(db, lead.id);
  const operators = await assignableOperators(db);
  const signature: Signature = { operator: { name: operator.name, role: operator.role, phone: operator.phone }, agency };
  return {
    language,
    // Each template's words as filled for this lead: the compose form's script inserts them at the cursor.
    templates: templates.map((t) => {
      const filled = fillTemplate(t.body.trim(), language, signature);
      // A template that gives the booking link: inserted into a written draft, the signature's booking line goes.
      return {
        id: t.id,
        name: t.name,
        text: filled.text.trim(),
        ...(filled.bookingSaid ? { dropLine: bookingLine(language, signature) } : {}),
      };
    }),
    templateId: template?.id ?? null,
    // A later reply keeps the thread's subject.
    subject: replies.at(-1)?.subject ?? replySubject(agency.name, { language, reference: lead.reference }),
    body: draftReply({
      language,
      firstName: lead.firstName,
      message: lead.message,
      receivedAt: lead.createdAt,
      template: template?.body,
      signature,
    }),
    // A new key each time the form is shown: the same form posted twice sends once.
    sendKey: randomUUID(),
    replies: replies.map((r) => ({
      id: r.id,
      operator: r.operator,
      createdAt: r.createdAt,
      subject: r.subject,
      body: r.body,
      delivery: r.delivery,
    })),
    // The lead's answers read from the agency's mailbox: the thread shows them among the replies.
    answers: answers.map((a) => ({
      id: a.id,
      // The display name the sender chose is never shown alone: its address beside it, flagged when not the lead's.
      from: a.fromName && a.fromAddress ? `${a.fromName} <${a.fromAddress}>` : a.fromName || a.fromAddress || lead.firstName,
      notLead: Boolean(a.fromAddress) && a.fromAddress!.trim().toLowerCase() !== lead.email.trim().toLowerCase(),
      kind: a.kind,
      createdAt: a.createdAt,
      subject: a.subject,
      body: a.body,
      attachments: a.attachments,
    })),
    operators: operators.map((o) => ({ id: o.id, name: o.name })),
    assignee: operators.find((o) => o.id === lead.assigneeId)?.name ?? null,
    // "Did you reply?" after "Reply from your mail app", until the lead has a first reply.
    askReplied: lead.history.some((e) => e.kind === "mailto") && !lead.firstReplyAt && lead.leadStatus === "new",
  };
}

export type ReplyPanel = Awaited<ReturnType<typeof panel>>;

export interface DeskReplies {
  /**
   * The signature page's preview, in the operator's desk language: the sender's name leads see
   * ("Lotte van Northwave") and the whole block under a reply.
   */
  signaturePreview(operator: Pick<Operator, "name" | "role" | "phone" | "language">): { sender: string; block: string };
  panel(lead: Lead, operator: Operator, templateId: string | null): Promise<ReplyPanel>;
  /**
   * Sends a reply through the outbox and marks the lead replied: "sent", or "repeated" when this
   * form's key sent it already (nothing sent again); "not-found" when no lead has this id. With
   * `seen`, the lead's version the form was rendered from: `held` when another operator replied or
   * changed the status since (nothing sent).
   */
  send(
    who: Operator,
    id: string,
    input: z.output<typeof replyForm> & { seen?: number },
  ): Promise<"sent" | "repeated" | "not-found" | { held: LeadChange }>;
  /** Gives the lead to an operator (null: nobody); the new owner is mailed the link. */
  assign(who: Operator, id: string, to: string | null): Promise<"done" | "not-found">;
  /** "Reply from your mail app", recorded: the mailto: address to go on to, or undefined. */
  mailto(who: Operator, id: string): Promise<string | undefined>;
  /** "Retry all": every delivery given up on is queued again; how many. */
  retryAll(who: Operator): Promise<number>;
  /** Leads whose mail or webhook failed for good (the inbox's banner). */
  undelivered(): Promise<number>;
  templates(): Promise<ReplyTemplate[]>;
  template(id: string): Promise<ReplyTemplate | undefined>;
  /** A new template (id null) or a changed one; its id, or undefined when it was deleted meanwhile. */
  saveTemplate(who: Operator, id: string | null, input: TemplateInput): Promise<string | undefined>;
  removeTemplate(who: Operator, id: string): Promise<boolean>;
}

/** The sender's name leads see and the whole signature block, in the operator's desk language. */
function signaturePreview(operator: Pick<Operator, "name" | "role" | "phone" | "language">, agency: Signature["agency"]) {
  const locale = asLocale(operator.language);
  const { name, role, phone } = operator;
  return {
    sender: senderName(name, agency.name, locale),
    block: signatureLines(locale, { operator: { name, role, phone }, agency }).join("\n"),
  };
}

/** The audit line of an assignment, written in its transaction: who gave the lead to whom (nobody: ""). */
function assignmentLine(operator: string, requestId: string) {
  return (owner: { name: string } | null) => ({ operator, action: "assignment", requestId, detail: owner?.name ?? "" });
}

export function deskReplies(deps: ReplyDeps): DeskReplies {
  const { db } = deps;
  return {
    signaturePreview: (operator) => signaturePreview(operator, deps.agency),
    panel: async (lead, operator, templateId) => panel(await db(), lead, operator, templateId, deps.agency),
    async send(who, id, input) {
      const d = await db();
      const result = await addReplyUnlessChanged(
        d,
        {
          requestId: id,
          operator: who.name,
          subject: input.subject,
          body: input.body,
          messageIdDomain: deps.messageIdDomain,
          sendKey: input.sendKey,
          ...(input.seen === undefined ? {} : { seen: input.seen }),
          audited: () => ({ operator: who.name, action: "reply", requestId: id }),
        },
        new Date(),
        deps.clock,
      );
      if (!result) return "not-found";
      if ("held" in result) return { held: result.held };
      if (result.repeated) return "repeated";
      if (result.firstReplySeconds !== undefined) deps.onFirstReply(result.firstReplySeconds);
      deps.onQueued();
      return "sent";
    },
    async assign(who, id, to) {
      const d = await db();
      const result = await assignLead(d, id, to, who, new Date(), assignmentLine(who.name, id));
      if (result.kind === "not-found") return "not-found";
      if (result.kind === "assigned" && result.mailQueued) deps.onQueued();
      return "done";
    },
    async mailto(who, id) {
      const d = await db();
      const lead = await getLead(d, id);
      if (!lead || !(await recordMailtoOpened(d, id, who.name))) return undefined;
      const address = encodeURIComponent(lead.email).replace(/%40/g, "@");
      const language = (locales as readonly string[]).includes(lead.language) ? (lead.language as Locale) : defaultLocale;
      return `mailto:${address}?subject=${encodeURIComponent(replySubject(deps.agency.name, { language, reference: lead.reference }))}`;
    },
    async retryAll(who) {
      const d = await db();
      const n = await requeueFailed(d, "all-failed");
      await audit(d, { operator: who.name, action: "retry", detail: `${n} deliver${n === 1 ? "y" : "ies"} queued again` });
      deps.onQueued();
      return n;
    },
    undelivered: async () => countUndelivered(await db()),
    async templates() {
      const d = await db();
      await seedTemplates(d, defaultTemplates);
      return listTemplates(d);
    },
    template: async (id) => findTemplate(await db(), id),
    async saveTemplate(who, id, input) {
      const d = await db();
      const line = (action: string) => () => ({ operator: who.name, action, detail: input.name });
      if (id === null) return createTemplate(d, input, new Date(), line("template created"));
      return (await updateTemplate(d, id, input, new Date(), line("template changed"))) ? id : undefined;
    },
    async removeTemplate(who, id) {
      const d = await db();
      return deleteTemplate(d, id, () => ({ operator: who.name, action: "template deleted" }));
    },
  };
}
