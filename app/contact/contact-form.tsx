import { useMemo } from "react";
import { Toaster } from "sonner";
import type { Locale } from "~/i18n/locale";
import { echoedValues, type ContactActionData } from "./action-data";
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
import { ContactCopyContext, useContactCopy, useFormPaths, type FormPaths } from "./form/copy-context";
import { formSectionId } from "~/content/packages";

/** The prefix of the form's element ids: one form per page, the same in the server's HTML and the island's render. */
const formId = "contact";

/**
 * The contact form. A real form posting to its own page: without JavaScript the server answers
 * with the page showing the confirmation or the field messages (`pageAnswer`); with it, the form
 * is an island of its own (contact-island.tsx: no router in the browser), the same post goes by
 * `fetch` and the outcome shows as a toast. Its state lives in the hooks beside it (form/use-*.ts),
 * its parts in form/*.tsx. `copy` is its texts in the page's language: a page and its island ship
 * no other language's words.
 */
export function ContactForm({
  copy,
  locale,
  paths,
  pageAnswer,
}: {
  copy: ContactCopy;
  locale: Locale;
  paths: FormPaths;
  pageAnswer?: ContactActionData;
}) {
  const setting = useMemo(() => ({ copy, locale, paths }), [copy, locale, paths]);
  return (
    <ContactCopyContext value={setting}>
      <ContactFormBody pageAnswer={pageAnswer} />
    </ContactCopyContext>
  );
}

function ContactFormBody({ pageAnswer }: { pageAnswer: ContactActionData | undefined }) {
  const paths = useFormPaths();
  const t = useContactCopy();
  const id = formId;
  const { hydrated, trail } = usePageHydration();
  const echoedPackage = echoedValues(pageAnswer)?.package;
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
        <form
          method="post"
          // Without JavaScript the answered page opens at the form (or its confirmation).
          action={`${paths.contact}#${formSectionId}`}
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
        </form>
      )}
    </>
  );
}
