import { createContext, useContext } from "react";
import type { Locale } from "~/i18n/locale";
import type { ContactCopy } from "../copy/en";

/**
 * The form's texts and language, given by the page (one route module, and one island script, per
 * language). The form reads no router: in the browser it runs as an island of its own.
 */
export interface FormSetting {
  copy: ContactCopy;
  locale: Locale;
  paths: FormPaths;
}

/** The pages the form links or posts to, in its language (from the page table, on the server). */
export interface FormPaths {
  contact: string;
  privacy: string;
}

export const ContactCopyContext = createContext<FormSetting | null>(null);

function useSetting(): FormSetting {
  const setting = useContext(ContactCopyContext);
  if (!setting) throw new Error("the contact form's parts need the ContactCopyContext its ContactForm provides");
  return setting;
}

export function useContactCopy(): ContactCopy {
  return useSetting().copy;
}

/** The pages the form links or posts to. */
export function useFormPaths(): FormPaths {
  return useSetting().paths;
}

/** The page's language (the form never reads the address for it: it has no router). */
export function useFormLocale(): Locale {
  return useSetting().locale;
}
