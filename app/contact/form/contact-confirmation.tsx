import { useEffect, useRef } from "react";
import { BookingLink } from "~/components/booking-link";
import { href } from "~/i18n/href";
import { useLocale } from "~/i18n/use-locale";
import { useContactCopy } from "./copy-context";
import { formSectionId } from "../packages";

/**
 * What replaces the form after a sent request: the reference, the booking link prefilled with the
 * sender, and a way back to a fresh form. Focused when it appears in a page that runs its script.
 */
export function ContactConfirmation({
  reference,
  sender,
  hydrated,
  onAnother,
}: {
  reference: string;
  sender: { name: string; email: string } | null;
  hydrated: boolean;
  onAnother: () => void;
}) {
  const locale = useLocale();
  const t = useContactCopy();
  const confirmationRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!hydrated) return;
    // Its title at the top of the screen, below the sticky header (scroll-padding-top), clear of
    // the toast at the bottom.
    confirmationRef.current?.focus({ preventScroll: true });
    confirmationRef.current?.scrollIntoView({ block: "start" });
  }, [reference, hydrated]);
  return (
    <div
      ref={confirmationRef}
      tabIndex={-1}
      role="status"
      data-testid="contact-confirmation"
      className="rounded-lg border border-green-700 bg-green-50 p-6 text-green-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-focus dark:border-green-500 dark:bg-green-950 dark:text-green-100"
    >
      <p className="text-xl font-bold">{t.notices.success.title}</p>
      <p className="mt-2">{t.notices.success.description}</p>
      <p className="mt-4">{t.confirmation.next}</p>
      <p className="mt-4 text-sm">
        {t.confirmation.reference}
        {locale === "fr" ? "\u00a0: " : ": "}
        <code data-testid="contact-reference" className="break-all font-mono">
          {reference}
        </code>
      </p>
      <BookingLink variant="inline" person={sender} className="mt-2" />
      {/* A form, not a link: without JavaScript it reloads the page (a link to the same
          address and anchor would only scroll) and opens at a fresh form. */}
      <form
        method="get"
        action={`${href("contact", locale)}#${formSectionId}`}
        onSubmit={(event) => {
          event.preventDefault();
          onAnother();
        }}
      >
        <button type="submit" className="mt-4 inline-flex min-h-11 items-center font-semibold text-accent underline underline-offset-4">
          {t.confirmation.another}
        </button>
      </form>
    </div>
  );
}
