import "sonner/dist/styles.css";
import { startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import type { Locale } from "~/i18n/locale";
import { ContactForm } from "../contact-form";
import type { ContactCopy } from "../copy/en";
import { islandRootId, islandStateId, type IslandState } from "./ids";

/**
 * The contact form's island: React hydrates the form alone (no router, no document-wide
 * hydration), from the same props the server rendered it with: its language's texts (each
 * language has its own entry, island.*.tsx) and the JSON block beside the form (the pages it links
 * to, and the page's answer to a post without JavaScript, if the page is one).
 */
export function hydrateContactForm(copy: ContactCopy, locale: Locale) {
  const root = document.getElementById(islandRootId);
  const text = document.getElementById(islandStateId)?.textContent;
  if (!root || !text) return;
  const { paths, styles, pageAnswer } = JSON.parse(text) as IslandState;
  // The notices' stylesheet, once the visitor turns to the form: nothing shows a notice before a
  // send, so a visitor who only reads the page never fetches it.
  root.addEventListener(
    "focusin",
    () => {
      for (const style of styles) {
        document.head.append(
          Object.assign(document.createElement("link"), { rel: "stylesheet", href: style.src, integrity: style.integrity }),
        );
      }
    },
    { once: true },
  );
  startTransition(() => {
    hydrateRoot(root, <ContactForm copy={copy} locale={locale} paths={paths} pageAnswer={pageAnswer} />);
  });
}
