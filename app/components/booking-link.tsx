import { BookingAnchor } from "./booking-anchor";
import { useCommonCopy } from "~/content/common";

export const bookingStyles = {
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
const labelStyles: Partial<Record<keyof typeof bookingStyles, string>> = { header: "xl:sr-only" };

/**
 * 'Book a 30-minute call', to BOOKING_URL (see ~/booking); nothing at all when it is unset. The
 * element carries `data-booking` so that the server can take it out of a prerendered page: it holds
 * no element of its own tag.
 */
export function BookingLink({ variant, className = "" }: { variant: keyof typeof bookingStyles; className?: string }) {
  const label = useCommonCopy().booking;
  return (
    <BookingAnchor
      label={label}
      title={variant === "header" ? label : undefined}
      className={[bookingStyles[variant], className].filter(Boolean).join(" ")}
      labelClassName={labelStyles[variant]}
    />
  );
}
