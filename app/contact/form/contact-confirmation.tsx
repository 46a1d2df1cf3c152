import { useEffect, useRef } from "react";
import { BookingAnchor } from "~/components/booking-anchor";
import { useContactCopy, useFormLocale, useFormPaths } from "./copy-context";
import type { ContactSuccess } from "../action-data";
import { formSectionId, packageTitle } from "~/content/packages";

/**
 * What replaces the form after a sent request: the address the answer goes to, the package, the
 * reference, the booking link prefilled with the sender, and a way back to a fresh form. Focused
 * when it appears in a page that runs its script.
 */
export function ContactConfirmation({ sent, hydrated, onAnother }: { sent: ContactSuccess; hydrated: boolean; onAnother: () => void }) {
  const { reference, person = null } = sent;
  const locale = useFormLocale();
  const paths = useFormPaths();
  const t = useContactCopy();
  const colon = locale === "fr" ? "\u00a0: " : ": ";
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
      {person ? <ReplyTo email={person.email} /> : null}
      {sent.package ? (
        <p className="mt-2">
          <span className="font-semibold">{t.package.label}</span>
          {colon}
          <span data-testid="confirmed-package">{packageTitle(sent.package, locale)}</span>
        </p>
      ) : null}
      <p className="mt-4">
        {t.confirmation.reference}
        {colon}
        <code data-testid="contact-reference" className="font-mono font-semibold whitespace-nowrap">
          {reference}
        </code>
      </p>
      <p className="text-sm">{t.confirmation.referenceHint}</p>
      {sent.receipt ? (
        <p data-testid="contact-receipt" className="mt-2">
          {t.confirmation.receipt}
        </p>
      ) : null}
      <BookingAnchor
        label={t.confirmation.booking}
        person={person}
        // As BookingLink's "inline" look (an underlined link in running text).
        className="mt-2 inline-flex min-h-11 items-center gap-2 font-semibold text-accent underline underline-offset-4"
      />
      {/* A form, not a link: without JavaScript it reloads the page (a link to the same
          address and anchor would only scroll) and opens at a fresh form. */}
      <form
        method="get"
        action={`${paths.contact}#${formSectionId}`}
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

/** "We will reply to {address}.": the address as typed, which a long one may break anywhere. */
function ReplyTo({ email }: { email: string }) {
  const t = useContactCopy();
  const [before, after = ""] = t.confirmation.replyTo.split("{address}");
  return (
    <p className="mt-4">
      {before}
      <strong data-testid="contact-reply-to" className="font-semibold [overflow-wrap:anywhere]">
        {email}
      </strong>
      {after}
    </p>
  );
}
