/**
 * The packages' names, the same in both languages. A file of their own so that the contact form,
 * which shows the chosen one, loads these three names and not the whole packages page.
 */
export const tierTitles = {
  starter: "Labs Starter",
  professional: "Pulse Professional",
  enterprise: "Ops Enterprise",
} as const;
