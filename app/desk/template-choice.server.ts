/**
 * "Use template" posted with the compose form. A draft the operator has not touched (or an empty
 * one) gives way to the template at once; a draft with their own text is never replaced without
 * asking: the page comes back with that draft kept and the question, "Replace my draft" or "Keep
 * my draft". (With the page's script the template goes in at the cursor instead: compose-script.ts.)
 */
import { randomUUID } from "node:crypto";
import { redirect } from "react-router";
import type { Operator } from "~/storage/operators/desk-store.server";
import { deskWords } from "./words";
import type { ComposeDraft } from "./draft-reply";
import type { DeskService } from "./desk.server";
import { field } from "./guard.server";
import { replyLimits } from "./limits";

/** The three buttons of the template choice: choose, then replace or keep after the question. */
export const templateIntents = ["template", "template-replace", "template-keep"] as const;

const sameText = (a: string, b: string) => a.replace(/\r\n?/g, "\n").trim() === b.replace(/\r\n?/g, "\n").trim();
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function chooseTemplate(
  desk: DeskService,
  who: Operator,
  id: string,
  form: FormData,
  intent: (typeof templateIntents)[number],
): Promise<Response | { compose: ComposeDraft }> {
  const page = await desk.leads.leadPage(id, {}, who.id);
  if (!page) return new Response("Not Found", { status: 404 });
  const chosen = field(form, "template");
  const shown = field(form, "shown") || null;
  const draft: ComposeDraft = {
    // Cut to the form's own limits: a stranger's oversized post shows nothing longer than the form takes.
    subject: Array.from(field(form, "subject")).slice(0, replyLimits.subject).join(""),
    body: Array.from(field(form, "body")).slice(0, replyLimits.reply).join(""),
    sendKey: uuid.test(field(form, "sendKey")) ? field(form, "sendKey") : randomUUID(),
    templateId: shown,
  };
  const base = `/desk/leads/${encodeURIComponent(id)}`;
  const toTemplate = () => redirect(`${base}${chosen ? `?template=${encodeURIComponent(chosen)}` : ""}#reply-form`);
  if (intent === "template-keep") return { compose: draft };
  if (intent === "template-replace") return toTemplate();
  const panel = await desk.replies.panel(page.lead, who, shown);
  if (!draft.body.trim() || sameText(draft.body, panel.body)) return toTemplate();
  const name = panel.templates.find((t) => t.id === chosen)?.name ?? deskWords(who.language).replyDesk.noTemplate;
  return { compose: { ...draft, confirm: { templateId: chosen, name } } };
}
