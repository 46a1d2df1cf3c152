import { createContext, useContext } from "react";
import type { ContactCopy } from "../copy/en";

/** The form's texts in the page's language, given by the page's route module (one module per language). */
export const ContactCopyContext = createContext<ContactCopy | null>(null);

export function useContactCopy(): ContactCopy {
  const copy = useContext(ContactCopyContext);
  if (!copy) throw new Error("useContactCopy: no ContactCopyContext (the contact route module provides it)");
  return copy;
}
