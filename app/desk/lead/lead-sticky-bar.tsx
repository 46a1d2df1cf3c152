import type { Lead } from "~/storage/leads-store.server";
import type { DeskCopy } from "../copy";
import { CsrfField } from "../ui";
import { replyComposeId } from "../reply-form";

/** Without its display: "Send" is hidden until the reply form is the target (a display of its own would win). */
const barShape = "min-h-11 items-center justify-center rounded-lg px-3 text-sm font-semibold";
const barButton = `inline-flex ${barShape}`;

/**
 * On a phone, Reply, Mark as replied and Status stay in reach at the bottom of the screen. Once
 * "Reply" took the operator to the reply form (`#reply-form` is the target), the filled button is
 * "Send", which sends that form, and "Mark as replied" steps aside: one wrong tap while writing
 * must not mark the lead answered with nothing sent. No script: the :target state persists while
 * the operator types and taps, where focus would leave the text area on the first tap.
 */
export function LeadStickyBar({ lead, t, csrf }: { lead: Lead; t: DeskCopy; csrf: string }) {
  const canMarkReplied = !lead.firstReplyAt && lead.leadStatus !== "spam";
  return (
    <div data-sticky-bar="" className="fixed inset-x-0 bottom-0 z-20 border-t border-line bg-surface-raised px-3 py-2 sm:hidden">
      {/* Words break between words here, not inside them (main:lang(nl) lets a long Dutch word break anywhere). */}
      <div className="flex items-center justify-between gap-2 wrap-normal">
        <a href={lead.leadStatus === "spam" ? "#message" : "#reply-form"} className={`${barButton} border border-line-strong text-ink`}>
          {t.lead.replyShort}
        </a>
        {canMarkReplied && (
          <form method="post" className="[body:has(#reply-form:target)_&]:hidden">
            <CsrfField token={csrf} />
            <button type="submit" name="intent" value="replied" className={`${barButton} bg-brand-700 text-white`}>
              {t.lead.markReplied}
            </button>
          </form>
        )}
        {lead.leadStatus !== "spam" && (
          <button
            type="submit"
            form={replyComposeId}
            className={`${barShape} hidden bg-brand-700 text-white [body:has(#reply-form:target)_&]:inline-flex`}
          >
            {t.lead.sendShort}
          </button>
        )}
        <a href="#actions" className={`${barButton} border border-line-strong text-ink`}>
          {t.lead.status}
        </a>
      </div>
    </div>
  );
}
