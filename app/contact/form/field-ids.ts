import { contactFields, type ContactField, type ContactFieldErrors } from "../schema";

/** The ids of the form's three controls, from the form's own `useId`. */
export function fieldIds(id: string): Record<ContactField, string> {
  return { firstName: `${id}-first-name`, email: `${id}-email`, message: `${id}-message` };
}

export function focusFirstInvalid(id: string, found: ContactFieldErrors) {
  const first = contactFields.find((f) => found[f]);
  if (first) document.getElementById(fieldIds(id)[first])?.focus();
}
