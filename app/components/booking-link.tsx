import { BookingAnchor, type BookingProps } from "./booking-anchor";
import { useCommonCopy } from "~/content/common";

/**
 * 'Book a 30-minute call', to BOOKING_URL (see ~/booking); nothing at all when it is unset. The
 * element carries `data-booking` so that the server can take it out of a prerendered page: it holds
 * no element of its own tag.
 */
export function BookingLink(props: BookingProps) {
  return <BookingAnchor {...props} label={useCommonCopy().booking} />;
}
