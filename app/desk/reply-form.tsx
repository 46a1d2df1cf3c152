/**
 * The lead page's reply part: the form that sends a reply from the desk (a template picked with a
 * plain GET form, no script), the mail-app link through the desk's recording redirect, the
 * "Did you reply?" question after it, and the replies sent so far with their delivery.
 */
import type { ComponentPropsWithoutRef } from "react";
import { conversationWords } from "~/conversation/words";
import { deskWords } from "./words";
import type { ComposeDraft } from "./draft-reply";
import { deliveryProblem } from "./delivery-problem";
import { replyLimits } from "./limits";
import type { ReplyPanel } from "./replies.server";
import { HeldReply, type HeldChange } from "./lead/lead-held";
import {
  buttonClass,
  CsrfField,
  formatTime,
  inputClass,
  linkClass,
  secondaryButtonClass,
  Select,
  TextArea,
  TextInput,
} from "~/components/operator-ui";

/** The compose form's id: the phone's sticky "Send" submits it from outside. */
export const replyComposeId = "reply-compose";

interface Props {
  lang: string;
  csrf: string;
  lead: { id: string; email: string; leadStatus: string };
  panel: ReplyPanel;
  /** The draft as posted, when "Use template" came back to ask (or to keep it), or the reply was held. */
  compose?: ComposeDraft | undefined;
  /** The lead's version this page shows: a reply sent over another operator's reply or status change is held. */
  version: number;
  /** The reply was held: whose reply or status change came first. */
  held?: HeldChange | undefined;
  /** "Discard my reply": the lead's page afresh. */
  discardHref: string;
}

export function ReplyForm({ lang, csrf, lead, panel, compose, version, held, discardHref }: Props) {
  const t = deskWords(lang).replyDesk;
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
          <input type="hidden" name="seen" value={version} />
          <p className="font-semibold text-ink">{t.didYouReply}</p>
          <button type="submit" name="intent" value="replied" className={buttonClass}>
            {t.markReplied}
          </button>
        </form>
      )}
      {/* Posted to the lead's page, which shows a held reply with its text kept. A draft the
          server gave back, or made from a template, is marked as one (the phone's bar sends it);
          the page's script marks the operator's typing. */}
      <form
        method="post"
        action={`${base}#reply-form`}
        id={replyComposeId}
        className="space-y-3"
        data-draft={compose || panel.templateId ? "" : undefined}
      >
        <CsrfField token={csrf} />
        <input type="hidden" name="sendKey" value={compose?.sendKey ?? panel.sendKey} />
        <input type="hidden" name="seen" value={version} />
        {/* The form's first submit button is its default: Enter in the subject sends, never "Use template". */}
        <button type="submit" name="intent" value="send" className="sr-only" tabIndex={-1} aria-hidden="true">
          {t.send}
        </button>
        {held && <HeldReply held={held} lang={lang} discardHref={discardHref} />}
        <TemplateChoice lang={lang} base={base} panel={panel} compose={compose} />
        <p className="text-sm break-all text-muted">{t.to(lead.email)}</p>
        <TextInput
          label={t.subject}
          name="subject"
          required
          maxLength={replyLimits.subject}
          defaultValue={compose?.subject ?? panel.subject}
          className={`${inputClass} text-base font-normal`}
        />
        {/* Keyed by the template: choosing another one shows its draft, not the browser's kept text. */}
        <TextArea
          key={panel.templateId ?? "none"}
          label={t.body}
          name="body"
          maxLength={replyLimits.reply}
          rows={14}
          defaultValue={compose?.body ?? panel.body}
          className={`${inputClass} text-base font-normal`}
        />
        <div className="flex flex-wrap items-center gap-4">
          <button type="submit" name="intent" value="send" className={buttonClass}>
            {t.send}
          </button>
          <a href={`${base}/mailto`} className={linkClass} data-mail-app={panel.askReplied ? undefined : ""}>
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

/**
 * The template picker inside the compose form, so that "Use template" posts the draft: the page's
 * script inserts the template at the cursor into a draft the operator wrote; without it the server
 * replaces an untouched draft and asks before replacing a written one (the question shown here).
 */
function TemplateChoice({
  lang,
  base,
  panel,
  compose,
}: {
  lang: string;
  base: string;
  panel: ReplyPanel;
  compose?: ComposeDraft | undefined;
}) {
  const t = deskWords(lang).replyDesk;
  const c = deskWords(lang).templateChoice;
  const shown = compose ? compose.templateId : panel.templateId;
  if (panel.templates.length === 0) return null;
  return (
    <div className="space-y-2">
      <input type="hidden" name="shown" value={shown ?? ""} />
      <div className="flex flex-wrap items-end gap-2">
        <Select
          label={t.template}
          labelClassName="block grow text-sm font-semibold text-ink"
          name="template"
          defaultValue={compose?.confirm?.templateId ?? shown ?? ""}
          none={t.noTemplate}
          options={panel.templates.map((tp) => [tp.id, tp.name] as const)}
        />
        <TemplateButton base={base} intent="template" data-use-template="" className={secondaryButtonClass}>
          {t.useTemplate}
        </TemplateButton>
      </div>
      <p id="template-status" aria-live="polite" data-inserted={c.inserted} className="text-sm text-muted" />
      {panel.templates.map((tp) => (
        <template key={tp.id} data-reply-template={tp.id} data-drop-line={tp.dropLine}>
          {tp.text}
        </template>
      ))}
      {compose?.confirm && <TemplateQuestion lang={lang} base={base} name={compose.confirm.name} />}
    </div>
  );
}

/** Asked, without the script, before a written draft is replaced by a template. */
function TemplateQuestion({ lang, base, name }: { lang: string; base: string; name: string }) {
  const c = deskWords(lang).templateChoice;
  return (
    <div role="group" aria-labelledby="template-question" className="space-y-2 rounded-lg border border-line-strong bg-surface-alt p-3">
      <p id="template-question" className="font-semibold text-ink">
        {c.question(name)}
      </p>
      <div className="flex flex-wrap gap-2">
        <TemplateButton base={base} intent="template-replace" className={buttonClass}>
          {c.replace}
        </TemplateButton>
        <TemplateButton base={base} intent="template-keep" className={secondaryButtonClass} autoFocus>
          {c.keep}
        </TemplateButton>
      </div>
    </div>
  );
}

/** The conversation: the replies sent from the desk with their delivery, and the lead's answers, oldest first. */
function RepliesSent({ lang, replies, answers }: { lang: string; replies: ReplyPanel["replies"]; answers: ReplyPanel["answers"] }) {
  const t = deskWords(lang).replyDesk;
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
  const t = deskWords(lang).replyDesk;
  const c = conversationWords(lang);
  const at = formatTime(answer.createdAt, lang);
  return (
    <li className="rounded-lg border border-line-strong bg-surface-alt p-3" data-answer={answer.id} data-kind={answer.kind}>
      <p className="text-sm break-words text-muted">
        {answer.kind === "again" ? c.wroteAgainBy(answer.from, at) : c.answeredBy(answer.from, at)}
      </p>
      {answer.notLead && (
        <p className="text-sm font-semibold text-danger" data-not-lead>
          {c.notLeadsAddress}
        </p>
      )}
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

/** A button of the template picker: posts the draft back to the reply form with its intent, unchecked. */
function TemplateButton({ base, intent, ...button }: { base: string; intent: string } & ComponentPropsWithoutRef<"button">) {
  return <button type="submit" name="intent" value={intent} formAction={`${base}#reply-form`} formNoValidate {...button} />;
}
