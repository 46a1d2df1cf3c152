/** "Assign to": the lead's owner, chosen from the operators (a plain form). */
import { deskWords } from "./words";
import type { ReplyPanel } from "./replies.server";
import { buttonClass, CsrfField, inputClass } from "./ui";

export function AssignForm({
  lang,
  csrf,
  leadId,
  panel,
  assigneeId,
}: {
  lang: string;
  csrf: string;
  leadId: string;
  panel: ReplyPanel;
  assigneeId: string | null;
}) {
  const t = deskWords(lang).assign;
  return (
    <form method="post" action={`/desk/leads/${encodeURIComponent(leadId)}/assign`} className="flex flex-wrap items-end gap-2">
      <CsrfField token={csrf} />
      <label className="block text-sm font-semibold text-ink">
        {t.label}
        <select name="assignee" defaultValue={assigneeId ?? ""} className={inputClass}>
          <option value="">{t.nobody}</option>
          {panel.operators.map((o) => (
            <option key={o.id} value={o.id}>
              {o.name}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className={buttonClass}>
        {t.button}
      </button>
    </form>
  );
}
