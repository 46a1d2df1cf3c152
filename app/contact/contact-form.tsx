import { useId } from "react";
import { useActionData } from "react-router";
import { Toaster } from "sonner";
import { href } from "~/i18n/href";
import { useLocale } from "~/i18n/use-locale";
import type { ContactActionData } from "./action-data";
import type { ContactCopy } from "./copy/en";
import { AttributionInputs } from "./form/attribution-inputs";
import { ContactConfirmation } from "./form/contact-confirmation";
import { ContactInputs } from "./form/contact-inputs";
import { HeardFromField } from "./form/heard-from-field";
import { PackageNotices } from "./form/package-notices";
import { PageNotice } from "./form/page-notice";
import { SpamTrap } from "./form/spam-trap";
import { SubmitRow } from "./form/submit-row";
import { useChosenPackage } from "./form/use-chosen-package";
import { useContactSubmission } from "./form/use-contact-submission";
import { usePageHydration } from "./form/use-page-hydration";
import { ContactCopyContext, useContactCopy } from "./form/copy-context";
import { formSectionId } from "./packages";

/**
 * The contact form. A real form posting to its own page: without JavaScript the server answers
 * with the page showing the confirmation or the field messages; with it, the same post goes
 * through a fetcher and the outcome shows as a toast. Its state lives in the hooks beside it
 * (form/use-*.ts), its parts in form/*.tsx. `copy` is its texts in the page's language: the page's
 * route module imports only its own language's, so a page ships no other language's words.
 */
export function ContactForm({ copy }: { copy: ContactCopy }) {
  return (
    <ContactCopyContext value={copy}>
      <ContactFormBody />
    </ContactCopyContext>
  );
}

function ContactFormBody() {
  const locale = useLocale();
  const t = useContactCopy();
  const id = useId();
  // Without JavaScript the page itself was the answer to the post.
  const pageAnswer = useActionData<ContactActionData>();
  const { hydrated, trail } = usePageHydration();
  const echoedPackage = pageAnswer?.outcome === "invalid" ? pageAnswer.values.package : undefined;
  const { chosen, targetNotices, removePackage } = useChosenPackage(hydrated, echoedPackage);
  const form = useContactSubmission(id, pageAnswer, hydrated, removePackage);

  return (
    <>
      {/* The library's own place (bottom right; full width at the bottom on a phone): never over
          the header, nor over the confirmation and the package chip, which the page scrolls to
          the top of the screen (issue 26). */}
      <Toaster theme="system" closeButton containerAriaLabel={t.notificationsLabel} />
      {form.sent ? <ContactConfirmation sent={form.sent} hydrated={hydrated} onAnother={form.anotherRequest} /> : null}
      <PageNotice pageAnswer={pageAnswer} show={!hydrated || form.unanswered} />
      {form.sent ? null : (
        <form.Form
          method="post"
          // Without JavaScript the answered page opens at the form (or its confirmation).
          action={`${href("contact", locale)}#${formSectionId}`}
          noValidate={hydrated}
          onSubmit={form.onSubmit}
          onReset={form.onReset}
          className="relative"
        >
          <fieldset disabled={form.sending} className="flex flex-col gap-5">
            <legend className="sr-only">{t.legend}</legend>
            <PackageNotices chosen={chosen} targetNotices={targetNotices} hydrated={hydrated} onRemove={removePackage} />
            <ContactInputs
              id={id}
              errors={form.errors}
              echoed={form.echoed}
              messageLength={form.messageLength}
              onMessageInput={form.onMessageInput}
              clearError={form.clearError}
            />
            <HeardFromField id={id} defaultValue={form.echoed?.heardFrom ?? ""} />
            {trail ? <AttributionInputs trail={trail} /> : null}
            <SpamTrap id={id} />
            <SubmitRow sending={form.sending} />
          </fieldset>
        </form.Form>
      )}
    </>
  );
}
