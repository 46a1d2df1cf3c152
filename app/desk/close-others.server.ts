/**
 * "Close the others too": after an operator closes a request, the person's other open requests
 * closed with the same status in one action, written to the audit as one line.
 */
import type { Operator } from "~/storage/operators/desk-store.server";
import { closeOthers } from "~/storage/requests/close-others-store.server";
import { closeOthersLimit, type ClosingStatus } from "./closing";
import type { Db } from "~/storage/platform/database.server";
import type { WorkingClock } from "~/platform/working-time.server";

export interface CloseOthersAction {
  /**
   * The person's other open requests (`ids`, those still open from the address of `id`) closed as
   * `to` in one audited action; how many, or undefined when no lead has the id `id`.
   */
  closeOthers(who: Operator, id: string, ids: readonly string[], to: ClosingStatus): Promise<number | undefined>;
}

export function closeOthersAction(deps: {
  db: () => Promise<Db>;
  onFirstReply: (seconds: number) => void;
  clock?: WorkingClock;
}): CloseOthersAction {
  return {
    async closeOthers(who: Operator, id: string, ids: readonly string[], to: ClosingStatus) {
      const d = await deps.db();
      const audited = ({ closed }: { closed: string[] }) =>
        closed.length === 0
          ? undefined
          : {
              operator: who.name,
              action: "status change",
              requestId: id,
              detail: `new → ${to}: ${closed.length} other open request(s) from this address (${closed.join(", ")})`,
            };
      const result = await closeOthers(d, id, ids.slice(0, closeOthersLimit), to, who.name, new Date(), deps.clock, audited);
      if (!result) return undefined;
      const n = result.closed.length;
      for (const seconds of result.firstReplySeconds) deps.onFirstReply(seconds);
      return n;
    },
  };
}
