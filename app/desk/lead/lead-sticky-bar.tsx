import type { Lead } from "~/storage/leads-store.server";
import type { DeskCopy } from "../copy";
import { CsrfField } from "../ui";

const barButton = "inline-flex min-h-11 items-center justify-center rounded-lg px-3 text-sm font-semibold";

/** On a phone, Reply, Mark as replied and Status stay in reach at the bottom of the screen. */
export function LeadStickyBar({ lead, t, csrf }: { lead: Lead; t: DeskCopy; csrf: string }) {
  const canMarkReplied = !lead.firstReplyAt && lead.leadStatus !== "spam";
  return (
    <div data-sticky-bar="" className="fixed inset-x-0 bottom-0 z-20 border-t border-line bg-surface-raised px-3 py-2 sm:hidden">
      <div className="flex items-center justify-between gap-2">
        <a href={lead.leadStatus === "spam" ? "#message" : "#reply-form"} className={`${barButton} border border-line-strong text-ink`}>
          {t.lead.replyShort}
        </a>
        {canMarkReplied && (
          <form method="post">
            <CsrfField token={csrf} />
            <button type="submit" name="intent" value="replied" className={`${barButton} bg-brand-700 text-white`}>
              {t.lead.markReplied}
            </button>
          </form>
        )}
        <a href="#actions" className={`${barButton} border border-line-strong text-ink`}>
          {t.lead.status}
        </a>
      </div>
    </div>
  );
}
