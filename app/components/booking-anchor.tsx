import { CalendarClock } from "lucide-react";
import { bookingUrl, prefilledBooking } from "~/booking";

const styles = {
  /** A full-width row, as the menu's links. */
  menu: "flex min-h-11 items-center gap-2 rounded-lg px-3 text-base font-medium text-ink hover:bg-hover",
  /** A secondary button, as 'Choose this package'. */
  button:
    "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-accent bg-surface-raised px-5 py-2.5 text-sm font-semibold text-accent-strong transition-colors hover:bg-tint",
  /** An underlined link in running text. */
  inline: "inline-flex min-h-11 items-center gap-2 font-semibold text-accent underline underline-offset-4",
  /**
   * The header's, beside Contact from 1024 px (the menu has its own below). From 1280 px the
   * section links share the bar and leave room for the icon only: its name stays, for screen
   * readers and as the pointer's tooltip.
   */
  header:
    "hidden min-h-11 min-w-11 items-center justify-center gap-2 rounded-lg border border-accent bg-surface-raised px-3 text-sm font-semibold text-accent-strong transition-colors hover:bg-tint lg:inline-flex xl:px-0",
} as const;

/** How each variant shows its words: the header's only to screen readers from 1280 px. */
const labelStyles: Partial<Record<keyof typeof styles, string>> = { header: "xl:sr-only" };

export interface BookingProps {
  variant: keyof typeof styles;
  /** After a sent request: the booking form prefilled with the visitor's name and email. */
  person?: { name: string; email: string } | null;
  className?: string;
}

/** The link with its words given: the contact form (an island without the router) passes its own. */
export function BookingAnchor({ variant, person = null, className = "", label }: BookingProps & { label: string }) {
  const url = bookingUrl();
  if (!url) return null;
  return (
    <a
      data-booking=""
      href={prefilledBooking(url, person)}
      title={variant === "header" ? label : undefined}
      className={[styles[variant], className].filter(Boolean).join(" ")}
    >
      <CalendarClock aria-hidden="true" className="size-5 shrink-0" />
      <span className={labelStyles[variant]}>{label}</span>
    </a>
  );
}
