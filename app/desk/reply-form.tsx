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
      {panel.replies.length > 0 && <RepliesSent lang={lang} replies={panel.replies} />}
    </section>
  );
}

function RepliesSent({ lang, replies }: { lang: string; replies: ReplyPanel["replies"] }) {
  const t = deskCopy(lang).replyDesk;
  return (
    <div className="space-y-2">
      <h3 className="text-lg font-bold text-ink">{t.replies}</h3>
      <ol className="space-y-2 text-ink">
        {replies.map((r) => (
          <li key={r.id} className="rounded-lg border border-line p-3" data-reply={r.id}>
            <p className="text-sm text-muted">
              {t.by(r.operator, formatTime(r.createdAt, lang))} ·{" "}
              <span data-delivery={r.delivery?.status ?? "none"}>{t.delivery[r.delivery?.status ?? "pending"]}</span>
            </p>
            {r.delivery?.status === "failed" && r.delivery.lastError && (
              <p className="font-semibold text-danger">{deliveryProblem("reply", r.delivery.lastError, lang)}</p>
            )}
            <p className="font-semibold break-words">{r.subject}</p>
            <p className="whitespace-pre-wrap break-words">{r.body}</p>
          </li>
        ))}
      </ol>
    </div>
  );
}
