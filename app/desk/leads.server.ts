/**
 * What the desk reads: the inbox, one lead, the report, the audit, an enrolment link's operator, an
 * operator's passkeys.
 * Routes get answers, never the database: every query stays in the stores.
 */
import type { Db } from "~/services/storage/database.server";
import { countAudit, findEnrolment, listAudit, type AuditEntry, type Operator } from "~/services/storage/desk-store.server";
import { listPasskeys, type PasskeySummary } from "~/services/storage/passkeys-store.server";
import { getLead, leadSources, listLeads, type Inbox, type Lead, type LeadFilter } from "~/services/storage/leads-store.server";
import { visitReport, type VisitReport } from "~/services/report.server";

/** What a route parses and writes without the database: the filter of a query string, export columns. */
export { parseFilter, type LeadFilter } from "~/services/storage/leads-store.server";
export { csvHeader, csvRow } from "~/services/storage/records-store.server";

export interface DeskReads {
  /** `me`: the signed-in operator, for the "Mine" view (assignee=me). */
  inbox(filter: LeadFilter, page: number, me?: string): Promise<Inbox>;
  lead(id: string): Promise<Lead | undefined>;
  /** The sources leads came from, most frequent first (the inbox's source menu). */
  sources(): Promise<{ source: string; leads: number }[]>;
  report(days: number): Promise<VisitReport>;
  audit(page: { limit: number; offset: number }): Promise<AuditEntry[]>;
  /** How many audit lines there are (the audit's last page). */
  auditCount(): Promise<number>;
  /** The operator a one-time enrolment link enrols while it is valid, and the link's language (`contacts invite --language`). */
  enrolment(token: string): Promise<{ operator: Operator; language: "en" | "fr" | null } | undefined>;
  /** An operator's own passkeys: device, created, last used. */
  passkeys(operatorId: string): Promise<PasskeySummary[]>;
}

export function deskReads(db: () => Promise<Db>): DeskReads {
  return {
    inbox: async (filter, page, me) => listLeads(await db(), filter, page, new Date(), me),
    lead: async (id) => getLead(await db(), id),
    sources: async () => leadSources(await db()),
    report: async (days) => visitReport(await db(), days),
    audit: async (page) => listAudit(await db(), page),
    auditCount: async () => countAudit(await db()),
    enrolment: async (token) => (/^[\w-]{20,100}$/.test(token) ? findEnrolment(await db(), token) : undefined),
    passkeys: async (operatorId) => listPasskeys(await db(), operatorId),
  };
}
