import { Building2, Database, Filter, Languages, Mail, Smartphone, Tag, Users, Workflow, type LucideIcon } from "lucide-react";
import type { TagId } from "~/content/en/projects";

const icons: Record<TagId, LucideIcon> = {
  crm: Database,
  automation: Workflow,
  segmentation: Filter,
  multilingual: Languages,
  mobile: Smartphone,
  b2c: Users,
  b2b: Building2,
  email: Mail,
};

/**
 * A project tag with its icon. It is a button so that keyboard users can focus it and get the
 * tooltip, which describes it (`aria-describedby`). The tooltip's behaviour is the page's script
 * (see tooltip-script.ts, run inside a list marked `data-tooltips`); its place is CSS.
 */
export function TagBadge({
  id,
  label,
  help,
  scope,
}: {
  id?: TagId;
  label: string;
  help?: string;
  /** What makes the tooltip's id unique on the page (the same tag shows on several projects). */
  scope: string;
}) {
  const Icon = id ? icons[id] : Tag;
  const tipId = `tag-${scope}-${id ?? "other"}`;
  return (
    <>
      <button
        type="button"
        data-tag=""
        aria-describedby={help ? tipId : undefined}
        className="inline-flex min-h-8 cursor-help items-center gap-1.5 rounded-full border border-tint-strong bg-tint px-3 py-1 text-sm font-medium text-accent-strong hover:border-accent"
      >
        <Icon aria-hidden="true" className="size-4 text-accent" />
        {label}
      </button>
      {help && (
        <span
          id={tipId}
          role="tooltip"
          className="tag-tooltip rounded-lg bg-slate-900 px-3 py-2 text-sm font-normal text-white shadow-lg dark:bg-slate-700"
        >
          {help}
        </span>
      )}
    </>
  );
}
