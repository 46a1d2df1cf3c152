/** What an operator does to a lead from the desk: each recorded in the lead's history and the audit. */
import { eraseContact } from "../services/erasure.server";
import { requeueFailed } from "../services/storage/outbox-store.server";
import type { LeadStatus } from "../services/storage/schema.server";
import type { DeskService } from "./desk.server";
import { audit } from "../services/storage/desk-store.server";
import { addEvent, leadFacts, setLeadStatus } from "../services/storage/leads-store.server";

async function exists(desk: DeskService, id: string): Promise<boolean> {
  const db = await desk.db();
  return (await leadFacts(db, id)) !== undefined;
}

export async function noteLead(desk: DeskService, id: string, operator: string, text: string): Promise<boolean> {
  if (!(await exists(desk, id))) return false;
  const db = await desk.db();
  await addEvent(db, id, operator, "note", text);
  // The audit says a note was added, never what it says.
  await audit(db, { operator, action: "note", requestId: id });
  return true;
}

export async function statusLead(desk: DeskService, id: string, operator: string, to: LeadStatus): Promise<boolean> {
  const db = await desk.db();
  const current = await leadFacts(db, id);
  if (!current) return false;
  // Out of spam by the status select is a release too: its notifications must go out.
  if (current.lead_status === "spam" && to !== "spam") {
    await releaseLead(desk, id, operator);
    if (to === "new") return true;
  }
  const result = await setLeadStatus(db, id, to, operator);
  if (result.from === undefined) return false;
  if (result.changed) await audit(db, { operator, action: "status change", requestId: id, detail: `${result.from} → ${to}` });
  if (result.firstReplySeconds !== undefined) desk.firstReply(result.firstReplySeconds);
  return true;
}

/** "Not spam": the request goes to the outbox like an accepted one; recorded in its history and the audit. */
export async function releaseLead(desk: DeskService, id: string, operator: string): Promise<boolean> {
  const result = await desk.release(id);
  if (result === "not-found") return false;
  if (result === "released") {
    const db = await desk.db();
    await addEvent(db, id, operator, "release", "");
    await audit(db, { operator, action: "release", requestId: id });
  }
  return true;
}

export async function retryLead(desk: DeskService, id: string, operator: string): Promise<boolean> {
  if (!(await exists(desk, id))) return false;
  const db = await desk.db();
  const n = await requeueFailed(db, { requestId: id });
  await addEvent(db, id, operator, "retry", String(n));
  await audit(db, { operator, action: "retry", requestId: id, detail: `${n} deliver${n === 1 ? "y" : "ies"} queued again` });
  desk.onQueued();
  return true;
}

/**
 * Erases as `contacts erase` does: every request from this lead's address, their deliveries,
 * mail files, notes and history. The audit keeps only "request <id> erased by <operator> at <time>".
 */
export async function eraseLead(desk: DeskService, id: string, operator: string): Promise<boolean> {
  const db = await desk.db();
  const lead = await leadFacts(db, id);
  if (!lead) return false;
  await eraseContact(db, desk.dataDir, lead.email);
  await audit(db, { operator, action: "erasure", requestId: id });
  return true;
}
