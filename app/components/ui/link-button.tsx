import type { ReactNode } from "react";

/** Brand fills look the same in both colour schemes; "secondary" follows the scheme. */
const styles = {
  primary: "bg-brand-700 text-white hover:bg-brand-800",
  secondary: "border border-accent text-accent-strong bg-surface-raised hover:bg-tint",
  light: "bg-white text-brand-900 hover:bg-brand-50",
} as const;

export function LinkButton({
  to,
  children,
  variant = "primary",
  compact = false,
}: {
  to: string;
  children: ReactNode;
  variant?: keyof typeof styles;
  /** Narrower side padding below 640 px (the header's Contact button at 320 px). */
  compact?: boolean;
}) {
  // On paper a button that leads inside the site is a dead end (its address printed after it).
  const inside = /^[/#]/.test(to);
  return (
    <a
      href={to}
      className={`inline-flex min-h-11 items-center justify-center gap-2 rounded-lg ${compact ? "px-3 sm:px-5" : "px-5"} py-2.5 text-sm font-semibold transition-colors ${styles[variant]}${inside ? " print:hidden" : ""}`}
    >
      {children}
    </a>
  );
}
