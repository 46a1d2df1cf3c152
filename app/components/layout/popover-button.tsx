/** The button that opens and closes a popover of the header (the browser does it, no script) and says which one it controls. */
import type { ReactNode } from "react";

export function PopoverButton({ target, className, children }: { target: string; className: string; children: ReactNode }) {
  return (
    <button type="button" popoverTarget={target} aria-controls={target} className={className}>
      {children}
    </button>
  );
}
