/**
 * The lead page's reply part: the form that sends a reply from the desk (a template picked with a
 * plain GET form, no script), the mail-app link through the desk's recording redirect, the
 * "Did you reply?" question after it, and the replies sent so far with their delivery.
 */
import { deskCopy } from "./copy";
import { deliveryProblem } from "./delivery-words";
import { replyLimits } from "./limits";
import type { ReplyPanel } from "./replies.server";
import { buttonClass, CsrfField, formatTime, inputClass, linkClass, secondaryButtonClass } from "./ui";

/** The compose form's id: the phone's sticky "Send" submits it from outside. */
export const replyComposeId = "reply-compose";

interface Props {
  lang: string;
  csrf: string;
  lead: { id: string; email: string; leadStatus: string };
  panel: ReplyPanel;
}

export function ReplyForm({ lang, csrf, lead, panel }: Props) {
  const t = deskCopy(lang).replyDesk;
  const base = `/desk/leads/${encodeURIComponent(lead.id)}`;
  return (
    <section aria-labelledby="reply" id="reply-form" className="space-y-4">
      <h2 id="reply" className="text-xl font-bold text-ink">
        {t.title}
      </h2>
      {panel.askReplied && (
        <form
          method="post"
          action={base}
          className="flex flex-wrap items-center gap-3 rounded-lg border border-line-strong bg-surface-alt p-3"
        >
          <CsrfField token={csrf} />
          <p className="font-semibold text-ink">{t.didYouReply}</p>
          <button type="submit" name="intent" value="replied" className={buttonClass}>
            {t.markReplied}
          </button>
        </form>
      )}
      {panel.templates.length > 0 && (
        <form method="get" action={`${base}#reply-form`} className="flex flex-wrap items-end gap-2">
          <label className="block grow text-sm font-semibold text-ink">
            {t.template}
            <select name="template" defaultValue={panel.templateId ?? ""} className={inputClass}>
              <option value="">{t.noTemplate}</option>
              {panel.templates.map((tp) => (
                <option key={tp.id} value={tp.id}>
                  {tp.name}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className={secondaryButtonClass}>
            {t.useTemplate}
          </button>
        </form>
      )}
      <form method="post" action={`${base}/reply`} id={replyComposeId} className="space-y-3">
        <CsrfField token={csrf} />
        <input type="hidden" name="sendKey" value={panel.sendKey} />
        <p className="text-sm break-all text-muted">{t.to(lead.email)}</p>
        <label className="block text-sm font-semibold text-ink">
          {t.subject}
          <input name="subject" required maxLength={replyLimits.subject} defaultValue={panel.subject} className={inputClass} />
        </label>
        <label className="block text-sm font-semibold text-ink">
          {t.body}
          {/* Keyed by the template: choosing another one shows its draft, not the browser's kept text. */}
          <textarea
            key={panel.templateId ?? "none"}
            name="body"
            required
            maxLength={replyLimits.reply}
            rows={14}
            defaultValue={panel.body}
            className={`${inputClass} font-mono text-sm`}
          />
        </label>
        <div className="flex flex-wrap items-center gap-4">
          <button type="submit" className={buttonClass}>
            {t.send}
          </button>
          <a href={`${base}/mailto`} className={linkClass}>
            {t.mailApp}
          </a>
          <a href="/desk/templates" className={linkClass}>
            {t.manage}
          </a>
        </div>
      </form>
      {panel.replies.length + panel.answers.length > 0 && <RepliesSent lang={lang} replies={panel.replies} answers={panel.answers} />}
    </section>
  );
}

/** The conversation: the replies sent from the desk with their delivery, and the lead's answers, oldest first. */
function RepliesSent({ lang, replies, answers }: { lang: string; replies: ReplyPanel["replies"]; answers: ReplyPanel["answers"] }) {
  const t = deskCopy(lang).replyDesk;
  const thread = [
    ...replies.map((r) => ({ kind: "reply" as const, at: r.createdAt, reply: r })),
    ...answers.map((a) => ({ kind: "answer" as const, at: a.createdAt, answer: a })),
  ].sort((a, b) => a.at.localeCompare(b.at));
  return (
    <div className="space-y-2">
      <h3 className="text-lg font-bold text-ink">{answers.length ? t.thread : t.replies}</h3>
      <ol className="space-y-2 text-ink">
        {thread.map((item) =>
          item.kind === "reply" ? (
            <li key={item.reply.id} className="rounded-lg border border-line p-3" data-reply={item.reply.id}>
              <p className="text-sm text-muted">
                {t.by(item.reply.operator, formatTime(item.reply.createdAt, lang))} ·{" "}
                <span data-delivery={item.reply.delivery?.status ?? "none"}>{t.delivery[item.reply.delivery?.status ?? "pending"]}</span>
              </p>
              {item.reply.delivery?.status === "failed" && item.reply.delivery.lastError && (
                <p className="font-semibold text-danger">{deliveryProblem("reply", item.reply.delivery.lastError, lang)}</p>
              )}
              <p className="font-semibold break-words">{item.reply.subject}</p>
              <p className="whitespace-pre-wrap break-words">{item.reply.body}</p>
            </li>
          ) : (
            <AnswerItem key={item.answer.id} lang={lang} answer={item.answer} />
          ),
        )}
      </ol>
    </div>
  );
}

/** One answer of the lead: who, when, its words, and its attachments by name and size. */
function AnswerItem({ lang, answer }: { lang: string; answer: ReplyPanel["answers"][number] }) {
  const t = deskCopy(lang).replyDesk;
  return (
    <li className="rounded-lg border border-line-strong bg-surface-alt p-3" data-answer={answer.id}>
      <p className="text-sm text-muted">{t.answered(answer.from, formatTime(answer.createdAt, lang))}</p>
      <p className="font-semibold break-words">{answer.subject}</p>
      <p className="whitespace-pre-wrap break-words">{answer.body}</p>
      {answer.attachments.length > 0 && (
        <div className="mt-2 text-sm">
          <p className="font-semibold">{t.attachments}</p>
          <ul className="list-disc pl-5">
            {answer.attachments.map((a, i) => (
              <li key={i} className="break-all">
                {a.name} ({t.size(a.size)})
              </li>
            ))}
          </ul>
        </div>
      )}
    </li>
  );
}
