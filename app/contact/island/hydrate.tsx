import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import type { Locale } from "~/i18n/locale";
import type { ContactActionData } from "../action-data";
import { ContactForm } from "../contact-form";
import type { ContactCopy } from "../copy/en";
import { islandRootId, islandStateId } from "./ids";

/**
 * The contact form's island: React hydrates the form alone (no router, no document-wide
 * hydration), from the same props the server rendered it with: its language's texts (each
 * language has its own entry, island.*.tsx) and the page's answer to a post without JavaScript,
 * if the page is one (the JSON block beside the form).
 */
export function hydrateContactForm(copy: ContactCopy, locale: Locale) {
  const root = document.getElementById(islandRootId);
  if (!root) return;
  const state = document.getElementById(islandStateId)?.textContent;
  const pageAnswer = state ? (JSON.parse(state) as ContactActionData) : undefined;
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <ContactForm copy={copy} locale={locale} pageAnswer={pageAnswer} />
      </StrictMode>,
    );
  });
}
