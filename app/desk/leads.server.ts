/**
 * What the desk reads: the inbox, one lead, the report, the audit.
 * Routes get answers, never the database: every query stays in the stores.
 */
import { openOthers, type OpenOther } from "~/storage/requests/close-others-store.server";
import { closeOthersLimit } from "./closing";
import type { Db } from "~/storage/platform/database.server";
import { defaultWorkingClock, type WorkingClock } from "~/platform/working-time.server";
import { countAudit, listAudit, type AuditEntry } from "~/storage/operators/desk-audit-store.server";
import { heldMessages, type HeldMessage } from "~/storage/conversation/mailbox-store.server";
import { existingLeadIds, getLead, relatedRequests, type Lead, type RelatedRequest } from "~/storage/requests/leads-store.server";
import { type LeadFilter } from "~/storage/requests/lead-filter.server";
import { leadSources, listLeads, neighbours, nextToAnswer, type Inbox } from "~/storage/requests/inbox-store.server";
import { leadVersion } from "~/storage/requests/lead-events.server";
import { brusselsMidnight, countCaughtSince } from "~/storage/requests/spam-review-store.server";
import { visitReport } from "~/visits/report.server";
import type { VisitReport } from "~/visits/report-figures";

/** What a route writes without the database: export columns. */
export { csvHeader, csvRow } from "~/storage/requests/records-store.server";

/** How far back "Other requests from this address or domain" looks. */
export const relatedDays = 180;

/** A lead as its page shows it: with its neighbours in the view it was opened from. */
export interface LeadPage {
  lead: Lead;
  previous?: string;
  next?: string;
  /** The lead waiting longest for an answer, other than this one. */
  nextToAnswer?: string;
  related: RelatedRequest[];
  /**
   * The version of the lead this page shows (its replies and status changes, counted): its forms
   * carry it, and a reply or a status change is held when another operator's came after it.
   */
  version: number;
}

export interface DeskReads {
  /** WORKING_HOURS: what "overdue" and a lead's working-time age are read on. */
  clock: WorkingClock;
  /** `me`: the signed-in operator, for the "Mine" view (assignee=me). */
  inbox(filter: LeadFilter, page: number, me?: string): Promise<Inbox>;
  lead(id: string): Promise<Lead | undefined>;
  /** The lead, where it stands in the view `filter` names, and its other requests. */
  leadPage(id: string, filter: LeadFilter, me?: string): Promise<LeadPage | undefined>;
  /** The other requests still to answer from this request's address (the inbox's "×2"), oldest first. */
  openOthers(id: string): Promise<OpenOther[]>;
  /** The lead waiting longest for an answer, other than `exceptId`. */
  nextToAnswer(exceptId: string): Promise<string | undefined>;
  /** Requests caught as spam since midnight in Brussels (the count beside "To answer"). */
  caughtToday(): Promise<number>;
  /** The sources leads came from, most frequent first (the inbox's source menu). */
  sources(): Promise<{ source: string; leads: number }[]>;
  report(days: number): Promise<VisitReport>;
  /** Audit lines, newest first; `leadStored` when the line's lead is still there to link to. */
  audit(page: { limit: number; offset: number }): Promise<(AuditEntry & { leadStored: boolean })[]>;
  /** How many audit lines there are (the audit's last page). */
  auditCount(): Promise<number>;
  /** The mailbox's messages held for an operator (unmatched, unread), newest first. */
  heldMail(): Promise<HeldMessage[]>;
}

export function deskReads(db: () => Promise<Db>, clock: WorkingClock = defaultWorkingClock): DeskReads {
  return {
    clock,
    inbox: async (filter, page, me) => listLeads(await db(), filter, page, new Date(), me, clock),
    lead: async (id) => getLead(await db(), id, new Date(), clock),
    async leadPage(id, filter, me) {
      const d = await db();
      const lead = await getLead(d, id, new Date(), clock);
      if (!lead) return undefined;
      const [around, next, related] = await Promise.all([
        neighbours(d, filter, lead, me),
        nextToAnswer(d, id),
        relatedRequests(d, lead, new Date(Date.now() - relatedDays * 86_400_000)),
      ]);
      return { lead, ...around, ...(next ? { nextToAnswer: next } : {}), related, version: leadVersion(lead.history) };
    },
    nextToAnswer: async (exceptId) => nextToAnswer(await db(), exceptId),
    openOthers: async (id) => openOthers(await db(), id, closeOthersLimit),
    sources: async () => leadSources(await db()),
    caughtToday: async () => countCaughtSince(await db(), brusselsMidnight(new Date())),
    report: async (days) => visitReport(await db(), days, new Date(), clock),
    async audit(page) {
      const d = await db();
      const entries = await listAudit(d, page);
      const stored = await existingLeadIds(
        d,
        entries.flatMap((e) => (e.requestId ? [e.requestId] : [])),
      );
      return entries.map((e) => ({ ...e, leadStored: e.requestId !== null && stored.has(e.requestId) }));
    },
    auditCount: async () => countAudit(await db()),
    heldMail: async () => heldMessages(await db()),
  };
}
