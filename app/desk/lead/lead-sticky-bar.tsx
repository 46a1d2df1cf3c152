import type { Lead } from "~/storage/requests/leads-store.server";
import type { DeskWords } from "../words";
import { CsrfField } from "~/components/operator-ui";
import { replyComposeId } from "../reply-form";

/** Without its display: "Send" is hidden until the operator writes (a display of its own would win). */
const barShape = "min-h-11 items-center justify-center rounded-lg px-3 text-sm font-semibold";
const barButton = `inline-flex ${barShape}`;
/** A secondary button of the bar: outlined, on the bar's own background. */
const outlined = "border border-line-strong text-ink";

/**
 * On a phone, Reply, Mark as replied and Status stay in reach at the bottom of the screen. While the
 * operator writes a reply (the `drafting` variant, app.css: the compose form has a draft the
 * operator typed or a template, which the page's script and the server mark, or, without the script,
 * "Reply" took them to the form), the filled button is "Send", which sends that form, in the place
 * of "Reply", and "Mark as replied" steps back to an outlined button: one wrong tap on the filled
 * button while writing must not mark the lead answered with nothing sent.
 */
export function LeadStickyBar({ lead, t, csrf, version }: { lead: Lead; t: DeskWords; csrf: string; version: number }) {
  const canMarkReplied = !lead.firstReplyAt && lead.leadStatus !== "spam";
  return (
    <div data-sticky-bar="" className="fixed inset-x-0 bottom-0 z-20 border-t border-line bg-surface-raised px-3 py-2 sm:hidden">
      {/* Words break between words here, not inside them (main:lang(nl) lets a long Dutch word break anywhere). */}
      <div className="flex items-center justify-between gap-2 wrap-normal">
        <a
          href={lead.leadStatus === "spam" ? "#message" : "#reply-form"}
          className={`${barButton} ${outlined} ${lead.leadStatus === "spam" ? "" : "drafting:hidden"}`}
        >
          {t.lead.replyShort}
        </a>
        {canMarkReplied && (
          <form method="post">
            <CsrfField token={csrf} />
            <input type="hidden" name="seen" value={version} />
            <button
              type="submit"
              name="intent"
              value="replied"
              className={`${barButton} bg-brand-700 text-white drafting:border drafting:border-line-strong drafting:bg-transparent drafting:text-ink`}
            >
              {t.lead.markReplied}
            </button>
          </form>
        )}
        {lead.leadStatus !== "spam" && (
          <button
            type="submit"
            form={replyComposeId}
            name="intent"
            value="send"
            className={`${barShape} hidden bg-brand-700 text-white drafting:inline-flex`}
          >
            {t.lead.sendShort}
          </button>
        )}
        <a href="#actions" className={`${barButton} ${outlined}`}>
          {t.lead.status}
        </a>
      </div>
    </div>
  );
}
