/** What the lead page's reply part needs: the draft, the templates, the replies, the owners. */
import { defaultLocale, locales, type Locale } from "~/i18n/locale";
import type { Db } from "../services/storage/database.server";
import type { Lead } from "../services/storage/leads-store.server";
import { assignableOperators } from "../services/storage/owners-store.server";
import { repliesOf } from "../services/storage/replies-store.server";
import { listTemplates, seedTemplates } from "../services/storage/templates-store.server";
import { replySubject } from "../services/mail/desk-mail.server";
import { defaultTemplates, draftReply } from "./reply-words";

export async function replyPanel(db: Db, lead: Lead, operator: string, templateId: string | null) {
  const language: Locale = (locales as readonly string[]).includes(lead.language) ? (lead.language as Locale) : defaultLocale;
  await seedTemplates(db, defaultTemplates);
  const templates = await listTemplates(db, language);
  const template = templateId ? templates.find((t) => t.id === templateId) : undefined;
  const replies = await repliesOf(db, lead.id);
  const operators = await assignableOperators(db);
  // "Did you reply?" after "Reply from your mail app", until the lead has a first reply.
  const lastMailto = lead.history.find((e) => e.kind === "mailto");
  return {
    language,
    templates: templates.map((t) => ({ id: t.id, name: t.name })),
    templateId: template?.id ?? null,
    subject: replies.at(-1)?.subject ?? replySubject(lead.message),
    body: draftReply({ language, firstName: lead.firstName, message: lead.message, receivedAt: lead.createdAt, template: template?.body, operator }),
    replies: replies.map((r) => ({ id: r.id, operator: r.operator, createdAt: r.createdAt, subject: r.subject, body: r.body, delivery: r.delivery })),
    operators: operators.map((o) => ({ id: o.id, name: o.name })),
    assignee: operators.find((o) => o.id === lead.assigneeId)?.name ?? null,
    askReplied: Boolean(lastMailto) && !lead.firstReplyAt && lead.leadStatus === "new",
  };
}

export type ReplyPanel = Awaited<ReturnType<typeof replyPanel>>;
