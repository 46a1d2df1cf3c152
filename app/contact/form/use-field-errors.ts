import { useState } from "react";
import type { ContactActionData } from "../action-data";
import type { ContactField, ContactFieldErrors } from "../schema";

/**
 * The field messages shown: the page's answer without JavaScript, then the browser's own
 * validation; the server's (it validates with the same schema) replace the current ones.
 */
export function useFieldErrors(pageAnswer: ContactActionData | undefined, result: ContactActionData | undefined) {
  const [errors, setErrors] = useState<ContactFieldErrors>(() => (pageAnswer?.outcome === "invalid" ? pageAnswer.errors : {}));
  const [seenResult, setSeenResult] = useState(result);
  if (result !== seenResult) {
    setSeenResult(result);
    if (result?.outcome === "invalid") setErrors(result.errors);
  }
  function clearError(field: ContactField) {
    if (errors[field]) setErrors(({ [field]: _cleared, ...rest }) => rest);
  }
  return { errors, setErrors, clearError };
}
