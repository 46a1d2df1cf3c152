/** "Assign to": the lead's owner, chosen from the operators (a plain form). */
import { deskWords } from "./words";
import type { ReplyPanel } from "./replies.server";
import { buttonClass, CsrfField, Select } from "~/components/operator-ui";

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
      <Select
        label={t.label}
        name="assignee"
        defaultValue={assigneeId ?? ""}
        none={t.nobody}
        options={panel.operators.map((o) => [o.id, o.name] as const)}
      />
      <button type="submit" className={buttonClass}>
        {t.button}
      </button>
    </form>
  );
}
