/**
 * The desk's replies, owners and templates: each action writes the lead's history (in its store)
 * and the audit (here), never the text of a reply or a template in the audit.
 */
import { z } from "zod";
import { locales } from "~/i18n/locale";
import { audit } from "../services/storage/desk-store.server";
import { requeueFailed } from "../services/storage/outbox-store.server";
import { assignLead, recordMailtoOpened } from "../services/storage/owners-store.server";
import { addReply } from "../services/storage/replies-store.server";
import { createTemplate, deleteTemplate, updateTemplate, type TemplateInput } from "../services/storage/templates-store.server";
import type { DeskService } from "./desk.server";

/** A reply as the form posts it. */
export const replyForm = z.object({
  subject: z.string().trim().min(1).max(200).refine((v) => !/[\r\n]/.test(v)),
  body: z.string().trim().min(1).max(20_000),
});

/** A template as its form posts it. */
export const templateForm = z.object({
  language: z.enum(locales),
  name: z.string().trim().min(1).max(100),
  body: z.string().trim().min(1).max(10_000),
});

/** Sends a reply (through the outbox) and marks the lead replied; false when the lead is gone. */
export async function sendReply(desk: DeskService, id: string, operator: string, input: z.output<typeof replyForm>): Promise<boolean> {
  const db = await desk.db();
  const result = await addReply(db, { requestId: id, operator, subject: input.subject, body: input.body, messageIdDomain: desk.messageIdDomain });
  if (!result) return false;
  await audit(db, { operator, action: "reply", requestId: id });
  if (result.firstReplySeconds !== undefined) desk.firstReply(result.firstReplySeconds);
  desk.onQueued();
  return true;
}

export async function assignTo(desk: DeskService, id: string, operatorId: string | null, by: { id: string; name: string }): Promise<"not-found" | "done"> {
  const db = await desk.db();
  const result = await assignLead(db, id, operatorId, by);
  if (result.kind === "not-found") return "not-found";
  if (result.kind === "assigned") {
    await audit(db, { operator: by.name, action: "assignment", requestId: id, detail: result.to?.name ?? "" });
    if (result.mailQueued) desk.onQueued();
  }
  return "done";
}

export async function mailtoOpened(desk: DeskService, id: string, operator: string): Promise<boolean> {
  return recordMailtoOpened(await desk.db(), id, operator);
}

/** "Retry all": every delivery given up on goes out again. */
export async function retryAllFailed(desk: DeskService, operator: string): Promise<number> {
  const db = await desk.db();
  const n = await requeueFailed(db, "all-failed");
  await audit(db, { operator, action: "retry", detail: `${n} deliver${n === 1 ? "y" : "ies"} queued again` });
  desk.onQueued();
  return n;
}

export async function saveTemplate(desk: DeskService, id: string | null, input: TemplateInput, operator: string): Promise<string | undefined> {
  const db = await desk.db();
  if (id === null) {
    const created = await createTemplate(db, input);
    await audit(db, { operator, action: "template created", detail: input.name });
    return created;
  }
  if (!(await updateTemplate(db, id, input))) return undefined;
  await audit(db, { operator, action: "template changed", detail: input.name });
  return id;
}

export async function removeTemplate(desk: DeskService, id: string, operator: string): Promise<boolean> {
  const db = await desk.db();
  if (!(await deleteTemplate(db, id))) return false;
  await audit(db, { operator, action: "template deleted" });
  return true;
}
