import type { Copy } from "~/content/types";
import type { tierTitles as en } from "~/content/en/package-titles";

/** The packages' names: product names, the same as in English. */
export const tierTitles: Copy<typeof en> = {
  starter: "Labs Starter",
  professional: "Pulse Professional",
  enterprise: "Ops Enterprise",
};
