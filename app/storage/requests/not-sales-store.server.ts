/**
 * "Not a sales lead" (issue 47): a job application, a press question, a supplier's offer closed
 * with its kind (lead status 'other', not_sales_kind). It leaves "To answer", the overdue count,
 * the reminder digests and the report's sales figures (which read status 'new', and leads that
 * are neither spam nor 'other'); it stays in "All", in searches and in exports. A status line and
 * a kind line in the lead's history, written in the same transaction.
 */
import type { LeadStatus, NotSalesKind } from "~/storage/requests/lead-status";
import type { Db } from "../platform/database.server";
import { addEvent } from "./lead-events.server";
import { auditIn, type AuditOf } from "../operators/desk-audit-store.server";

/**
 * Closes the lead as not a sales lead of this kind (again with another kind: the kind changes);
 * the status it had, or undefined when no request has this id or it is spam (released first, it
 * can be closed). An operator who says what a doubted ("possibly spam") message is has settled
 * the doubt: it is a person's message, of another kind.
 */
export async function closeAsNotSales(
  db: Db,
  id: string,
  kind: NotSalesKind,
  operator: string,
  now = new Date(),
  audited?: AuditOf<{ from: LeadStatus }>,
): Promise<{ from: LeadStatus } | undefined> {
  return db.kysely.transaction().execute(async (trx) => {
    const lead = await trx.selectFrom("contact_requests").select(["lead_status", "not_sales_kind"]).where("id", "=", id).executeTakeFirst();
    if (!lead || lead.lead_status === "spam") return undefined;
    const from = lead.lead_status;
    if (from === "other" && lead.not_sales_kind === kind) return { from };
    await trx
      .updateTable("contact_requests")
      // Out of "To answer": a follow-up date and the lead's answer are dealt with.
      .set({ lead_status: "other", not_sales_kind: kind, follow_up_at: null, lead_answered_at: null, spam_check: 0 })
      .where("id", "=", id)
      .execute();
    if (lead.lead_status !== "other") await addEvent(trx, id, operator, "status", `${lead.lead_status} → other`, now);
    await addEvent(trx, id, operator, "not-sales", kind, now);
    await auditIn(trx, audited, { from }, now);
    return { from };
  });
}

/** Requests closed as not sales leads that arrived from a moment until another (excluded): the report's own line. */
export async function notSalesBetween(db: Db, since: string, until: string): Promise<number> {
  const row = await db.kysely
    .selectFrom("contact_requests")
    .select((e) => e.fn.countAll<number | string>().as("n"))
    .where("lead_status", "=", "other")
    .where("created_at", ">=", since)
    .where("created_at", "<", until)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
