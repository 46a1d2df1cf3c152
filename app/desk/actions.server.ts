/**
 * What an operator does from the desk. Each action writes its own audit line (routes never do),
 * and what it did to a lead goes into the lead's history. Routes get outcomes, never the database.
 */
import type { Locale } from "~/i18n/locale";
import { eraseContact } from "~/contact/erasure.server";
import { exportPerson, type PersonExport } from "~/contact/person-export.server";
import type { Db } from "~/storage/platform/database.server";
import { audit } from "~/storage/operators/desk-audit-store.server";
import { setOperatorLanguage, setSignature, type Operator } from "~/storage/operators/desk-store.server";
import { leadFacts, setLeadStatus } from "~/storage/requests/leads-store.server";
import { type LeadFilter } from "~/storage/requests/lead-filter.server";
import { exportLeads } from "~/storage/requests/inbox-store.server";
import { addAuditedEvent, leadChangeSince, type LeadChange } from "~/storage/requests/lead-events.server";
import { requeueFailed } from "~/storage/conversation/outbox-store.server";
import { deleteSpam, forgetDeletedPages } from "~/storage/requests/retention-store.server";
import { settleCheck, type CheckVerdict } from "~/storage/requests/spam-review-store.server";
import type { OnReceiptWithheld } from "~/storage/requests/receipts-store.server";
import type { ContactRecord } from "~/storage/requests/records-store.server";
import type { LeadStatus } from "~/storage/requests/lead-status";
import { closeOthersAction, type CloseOthersAction } from "./close-others.server";
import { followUpActions, type FollowUpActions } from "./follow-up.server";
import { notSalesActions, type NotSalesActions } from "./not-sales.server";
import { auditedFilter } from "./filter-query";
import type { WorkingClock } from "~/platform/working-time.server";

/** What the actions need from the rest of the server, given once at start-up. */
export interface ActionDeps {
  db: () => Promise<Db>;
  dataDir: string;
  /** The outbox worker's nudge: a retried delivery goes out at once. */
  onQueued: () => void;
  /** Observes the seconds a lead waited for its first reply (contact_first_reply_seconds). */
  onFirstReply: (seconds: number) => void;
  /** Releases a request the spam traps caught (ContactService.release): its notifications go out. */
  release: (id: string) => Promise<"released" | "not-found" | "not-spam">;
  /** WORKING_HOURS: the first reply's wait is counted in working time. */
  clock?: WorkingClock;
  /** RECEIPT_MAIL: a "possibly spam" lead released gets the visitor's receipt it was held back from. */
  receipt?: boolean;
  /** Told of a released lead's receipt a bound held back (receipts-store). */
  onReceiptWithheld?: OnReceiptWithheld;
}

/** An action on one lead: done, or no lead has this id. */
export type Outcome = "done" | "not-found";

/** A status change not made: another operator replied or changed the status since the page was rendered. */
export interface Held {
  held: LeadChange;
}

export interface DeskActions extends FollowUpActions, CloseOthersAction, NotSalesActions {
  note(who: Operator, id: string, text: string): Promise<Outcome>;
  /**
   * A status change: never a first reply by itself (issue 36). With `seen`, the lead's version the
   * page was rendered from: held when another operator replied or changed the status since.
   */
  status(who: Operator, id: string, to: LeadStatus, seen?: number): Promise<Outcome | Held>;
  /** "Mark as replied" ("Did you reply?"): the operator confirms a reply sent elsewhere; the first reply is recorded. */
  markReplied(who: Operator, id: string, seen?: number): Promise<Outcome | Held>;
  /** Marks these leads spam (the inbox's bulk action); how many were found. */
  spam(who: Operator, ids: readonly string[]): Promise<number>;
  /** "Not spam": the request goes to the outbox like an accepted one. */
  release(who: Operator, id: string): Promise<Outcome>;
  /** The spam view's bulk "Not spam": each released; how many were. */
  releaseAll(who: Operator, ids: readonly string[]): Promise<number>;
  /** The spam view's bulk "Delete now": those still marked spam go at once; how many did. */
  deleteSpam(who: Operator, ids: readonly string[]): Promise<number>;
  /** A "possibly spam" lead released (stays a lead, the label goes) or confirmed (becomes spam), in one click. */
  settleCheck(who: Operator, id: string, verdict: CheckVerdict): Promise<Outcome>;
  /** Failed deliveries queued again; the count, or undefined when no lead has this id. */
  retry(who: Operator, id: string): Promise<number | undefined>;
  /** Every request from this lead's address; how many, or undefined when no lead has this id. */
  erase(who: Operator, id: string): Promise<number | undefined>;
  /**
   * Everything held about this lead's address (GDPR Article 15: every request of the address, as
   * `contacts export --email` gives it), audited with the address; undefined when no lead has this id.
   */
  exportPerson(who: Operator, id: string): Promise<PersonExport | undefined>;
  /** The leads a filter matches, for a CSV or JSON download; the export itself is audited. */
  export(who: Operator, filter: LeadFilter, format: string): Promise<ContactRecord[]>;
  setLanguage(who: Operator, language: Locale): Promise<void>;
  /** The operator's signature under their replies (name, role, phone); written to the audit. */
  setSignature(who: Operator, signature: { name: string; role: string | null; phone: string | null }): Promise<void>;
}

/** A status change, or "Mark as replied" (`confirmReply`): only the latter records a first reply. */
async function statusChange(
  deps: ActionDeps,
  release: (who: Operator, id: string) => Promise<Outcome>,
  { who, id, to, confirmReply, seen }: { who: Operator; id: string; to: LeadStatus; confirmReply: boolean; seen?: number | undefined },
): Promise<Outcome | Held> {
  const d = await deps.db();
  const current = await leadFacts(d, id);
  if (!current) return "not-found";
  // Out of spam by the status select is a release too: its notifications must go out.
  if (current.lead_status === "spam" && to !== "spam") {
    // The release is its own step: checked before it (and again with the status change).
    const held = seen === undefined ? undefined : await leadChangeSince(d, id, seen, who.name);
    if (held) return { held };
    await release(who, id);
    if (to === "new") return "done";
  }
  const result = await setLeadStatus(d, id, to, who.name, new Date(), {
    confirmReply,
    clock: deps.clock,
    ...(seen === undefined ? {} : { seen }),
    audited: (change) => ({ operator: who.name, action: "status change", requestId: id, detail: `${change.from} → ${to}` }),
  });
  if (result.held) return { held: result.held };
  if (result.from === undefined) return "not-found";
  if (result.firstReplySeconds !== undefined) deps.onFirstReply(result.firstReplySeconds);
  return "done";
}

export function deskActions(deps: ActionDeps): DeskActions {
  const { db } = deps;
  const exists = async (id: string) => (await leadFacts(await db(), id)) !== undefined;

  async function recordRelease(who: Operator, id: string): Promise<void> {
    await addAuditedEvent(await db(), { requestId: id, operator: who.name, kind: "release", detail: "" }, { action: "release" });
  }

  async function release(who: Operator, id: string): Promise<Outcome> {
    const result = await deps.release(id);
    if (result === "not-found") return "not-found";
    if (result === "released") await recordRelease(who, id);
    return "done";
  }

  const changeStatus = (who: Operator, id: string, to: LeadStatus, confirmReply: boolean, seen?: number) =>
    statusChange(deps, release, { who, id, to, confirmReply, seen });

  const actions: DeskActions = {
    async note(who, id, text) {
      if (!(await exists(id))) return "not-found";
      // The audit says a note was added, never what it says.
      await addAuditedEvent(await db(), { requestId: id, operator: who.name, kind: "note", detail: text }, { action: "note" });
      return "done";
    },
    status: (who, id, to, seen) => changeStatus(who, id, to, false, seen),
    markReplied: (who, id, seen) => changeStatus(who, id, "replied", true, seen),
    async spam(who, ids) {
      let found = 0;
      for (const id of new Set(ids)) if ((await actions.status(who, id, "spam")) === "done") found++;
      return found;
    },
    release,
    ...spamReview(deps, recordRelease),
    ...closeOthersAction(deps),
    ...followUpActions(deps),
    ...notSalesActions(deps),
    async retry(who, id) {
      if (!(await exists(id))) return undefined;
      const d = await db();
      const n = await requeueFailed(d, { requestId: id });
      const audited = { action: "retry", detail: `${n} deliver${n === 1 ? "y" : "ies"} queued again` };
      await addAuditedEvent(d, { requestId: id, operator: who.name, kind: "retry", detail: String(n) }, audited);
      deps.onQueued();
      return n;
    },
    /**
     * Erases as `contacts erase` does: every request from this lead's address, their deliveries,
     * mail files, notes and history. The audit keeps only "request <id> erased by <operator> at <time>".
     */
    async erase(who, id) {
      const d = await db();
      const lead = await leadFacts(d, id);
      if (!lead) return undefined;
      const erased = await eraseContact(d, deps.dataDir, lead.email);
      await audit(d, { operator: who.name, action: "erasure", requestId: id });
      return erased.requests;
    },
    async exportPerson(who, id) {
      const d = await db();
      const lead = await leadFacts(d, id);
      return lead ? exportPerson(d, deps.dataDir, lead.email, { operator: who.name, requestId: id }) : undefined;
    },
    async export(who, filter, format) {
      const d = await db();
      const records = await exportLeads(d, filter);
      const matched = auditedFilter(filter);
      await audit(d, {
        operator: who.name,
        action: "export",
        detail: `${format}, ${records.length} request(s)${matched ? `, filter ${matched}` : ""}`,
      });
      return records;
    },
    async setLanguage(who, language) {
      await setOperatorLanguage(await db(), who.id, language);
    },
    setSignature: async (who, signature) => changeSignature(await db(), who, signature),
  };
  return actions;
}

/** The operator's signature saved; the audit names them by their new name (and the old one when it changed). */
async function changeSignature(db: Db, who: Operator, signature: { name: string; role: string | null; phone: string | null }) {
  await setSignature(db, who.id, signature, {
    operator: signature.name,
    action: "signature changed",
    detail: who.name === signature.name ? "" : who.name,
  });
}

/** The spam view's bulk actions and the one-click verdict on a "possibly spam" lead. */
function spamReview(
  deps: ActionDeps,
  recordRelease: (who: Operator, id: string) => Promise<void>,
): Pick<DeskActions, "releaseAll" | "deleteSpam" | "settleCheck"> {
  const { db } = deps;
  return {
    async releaseAll(who, ids) {
      let released = 0;
      for (const id of new Set(ids)) {
        if ((await deps.release(id)) !== "released") continue;
        await recordRelease(who, id);
        released++;
      }
      return released;
    },
    async deleteSpam(who, ids) {
      const d = await db();
      const deleted = await deleteSpam(d, [...new Set(ids)]);
      if (deleted.requests > 0) {
        await forgetDeletedPages(d);
        await audit(d, { operator: who.name, action: "spam deleted", detail: `${deleted.requests} request(s)` });
      }
      return deleted.requests;
    },
    async settleCheck(who, id, verdict) {
      const d = await db();
      const audited = (settled: CheckVerdict) => ({
        operator: who.name,
        action: settled === "confirm" ? "status change" : "not spam",
        requestId: id,
        ...(settled === "confirm" ? { detail: "possibly spam → spam" } : {}),
      });
      const receipt = { receipt: deps.receipt === true, ...(deps.onReceiptWithheld ? { onReceiptWithheld: deps.onReceiptWithheld } : {}) };
      if (!(await settleCheck(d, id, verdict, who.name, new Date(), { ...receipt, audited })))
        return (await leadFacts(d, id)) ? "done" : "not-found";
      // A release may have queued the visitor's receipt.
      if (verdict === "release" && deps.receipt) deps.onQueued();
      return "done";
    },
  };
}
