/**
 * "Not a sales lead" (issue 47): one click on the lead page or on the inbox row closes a message
 * with its kind; its audit line is a status change, its kind in the lead's history.
 */
import { isNotSalesKind } from "~/storage/requests/lead-status";
import type { Db } from "~/storage/platform/database.server";
import type { Operator } from "~/storage/operators/desk-store.server";
import { closeAsNotSales } from "~/storage/requests/not-sales-store.server";

export interface NotSalesActions {
  /** Closes the lead as not a sales lead of `kind` (job, press, supplier, other); "invalid" for another kind, "not-found" for no lead (or a spam one). */
  notSales(who: Operator, id: string, kind: string): Promise<"done" | "not-found" | "invalid">;
}

export function notSalesActions(deps: { db: () => Promise<Db> }): NotSalesActions {
  return {
    async notSales(who, id, kind) {
      if (!isNotSalesKind(kind)) return "invalid";
      const d = await deps.db();
      const audited = ({ from }: { from: string }) =>
        from === "other" ? undefined : { operator: who.name, action: "status change", requestId: id, detail: `${from} → other` };
      if (!(await closeAsNotSales(d, id, kind, who.name, new Date(), audited))) return "not-found";
      return "done";
    },
  };
}
