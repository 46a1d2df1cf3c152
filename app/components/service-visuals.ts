import { DraftingCompass, TrendingUp, Workflow, type LucideIcon } from "lucide-react";

/** The look of each service line, shared by the home's cards and the service pages. */
export const serviceVisuals = {
  labs: { icon: DraftingCompass, gradient: "from-brand-600 to-brand-900" },
  pulse: { icon: Workflow, gradient: "from-sky-600 to-brand-700" },
  ops: { icon: TrendingUp, gradient: "from-teal-600 to-brand-800" },
} as const satisfies Record<string, { icon: LucideIcon; gradient: string }>;

export type ServiceId = keyof typeof serviceVisuals;
export const serviceIds: readonly ServiceId[] = ["labs", "pulse", "ops"];
