import { type DeskWords, deskWords } from "../words";
import { NextToAnswer } from "~/components/operator-ui";

/** After an action: what it did, in words, and the way to the next lead waiting for an answer. */
export function LeadDone({
  t,
  done,
  nextToAnswer,
  lang,
  email,
}: {
  t: DeskWords;
  done: string | null;
  nextToAnswer?: string;
  lang: string;
  /** The lead's address: "Reply sent to …". */
  email: string;
}) {
  const follow = deskWords(lang).followUp;
  const said =
    done === "reply"
      ? deskWords(lang).replySent(email)
      : done === "follow-up"
        ? follow.done
        : done === "follow-up-cancel"
          ? follow.cancelled
          : done === "not-sales"
            ? deskWords(lang).notSales.done
            : done
              ? t.lead.done[done]
              : undefined;
  if (!said) return null;
  return (
    <p role="status" className="rounded-lg border border-line bg-surface-alt p-3 font-semibold text-ink">
      {said} <NextToAnswer id={nextToAnswer} label={t.inbox.nextToAnswer} />
    </p>
  );
}
