import * as Tooltip from "@radix-ui/react-tooltip";
import { useRef, useState } from "react";
import {
  Building2,
  Database,
  Filter,
  Languages,
  Mail,
  Smartphone,
  Tag,
  Users,
  Workflow,
  type LucideIcon,
} from "lucide-react";
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
 * A project tag with its icon. It is a button so that keyboard users can focus it and get
 * the tooltip (needs a Tooltip.Provider above it).
 */
export function TagBadge({ id, label, help }: { id?: TagId; label: string; help?: string }) {
  const Icon = id ? icons[id] : Tag;
  const [open, setOpen] = useState(false);
  // Radix closes a tooltip on any page scroll, and focusing an off-screen tag scrolls it into
  // view: while the tag has focus, only blur and Escape close its tooltip.
  const focused = useRef(false);
  const badge = (
    <button
      type="button"
      onFocus={() => {
        focused.current = true;
      }}
      onBlur={() => {
        focused.current = false;
      }}
      className="inline-flex min-h-8 cursor-help items-center gap-1.5 rounded-full border border-brand-100 bg-brand-50 px-3 py-1 text-sm font-medium text-brand-900 hover:border-brand-600"
    >
      <Icon aria-hidden="true" className="size-4 text-brand-700" />
      {label}
    </button>
  );
  if (!help) return badge;
  return (
    <Tooltip.Root
      open={open}
      onOpenChange={(next) => {
        if (next || !focused.current) setOpen(next);
      }}
    >
      <Tooltip.Trigger asChild>{badge}</Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content
          side="top"
          sideOffset={6}
          collisionPadding={12}
          onEscapeKeyDown={() => setOpen(false)}
          className="z-50 max-w-64 rounded-lg bg-ink px-3 py-2 text-sm text-white shadow-lg"
        >
          {help}
          <Tooltip.Arrow className="fill-ink" />
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}
