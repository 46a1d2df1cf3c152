import type { ReactNode } from "react";

/** A labelled control with its error message directly under it (before any hint). The control gets the ids via `render`. */
export function ContactField({
  id,
  label,
  requiredLabel,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  requiredLabel: string;
  error?: string;
  /** Text under the control (the message counter), already carrying its id. */
  hint?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
        <span aria-hidden="true" className="text-danger">
          {" "}
          *
        </span>
        <span className="sr-only"> ({requiredLabel})</span>
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
      {hint}
    </div>
  );
}

/**
 * Classes shared by the inputs and the textarea: 44 px tall, AA contrast, visible invalid state.
 * A control focused after an invalid send is scrolled below the sticky header (the page's
 * scroll-padding-top, app.css); its scroll margin (2.5rem: the label's line and the gap under it,
 * with room to spare) keeps its label above it in view too.
 */
export const controlClass =
  "min-h-11 w-full scroll-mt-10 rounded-lg border border-field-line bg-surface-raised px-3 py-2 text-base text-ink placeholder:text-slate-500 dark:placeholder:text-slate-400 " +
  "focus:border-focus focus:outline-none focus-visible:ring-2 focus-visible:ring-focus " +
  "aria-[invalid=true]:border-danger disabled:cursor-not-allowed disabled:bg-hover disabled:text-muted";
