import { CalendarClockIcon } from "~/components/ui/stroke-icons";
import { bookingUrl, prefilledBooking } from "~/booking";

/**
 * The booking link (BOOKING_URL) with its words and look given, nothing at all when it is unset:
 * the contact form (an island without the router) passes its own words; BookingLink the site's.
 */
export function BookingAnchor({
  label,
  className,
  labelClassName,
  title,
  person = null,
}: {
  label: string;
  className: string;
  labelClassName?: string;
  title?: string;
  /** After a sent request: the booking form prefilled with the visitor's name and email. */
  person?: { name: string; email: string } | null;
}) {
  const url = bookingUrl();
  if (!url) return null;
  return (
    <a data-booking="" href={prefilledBooking(url, person)} title={title} className={className}>
      <CalendarClockIcon className="size-5 shrink-0" />
      <span className={labelClassName}>{label}</span>
    </a>
  );
}
