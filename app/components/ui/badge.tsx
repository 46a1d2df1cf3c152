import type { ReactNode } from "react";

export function Badge({ children }: { children: ReactNode }) {
  return (
    <span className="inline-block rounded-full bg-tint-strong px-3 py-1 text-xs font-semibold tracking-wide text-accent-strong uppercase">
      {children}
    </span>
  );
}
