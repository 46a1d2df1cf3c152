import { useCallback, useState, type FormEvent } from "react";
import { echoedValues, fillTimeField, type ContactActionData, type ContactSuccess } from "../action-data";
import { useContactCopy, useFormPaths } from "./copy-context";
import { contactSendPath, sendContact } from "../send";
import { characterCount, validateContact } from "../schema";
import { focusFirstInvalid } from "./field-ids";
import { useFieldErrors } from "./use-field-errors";
import { useFillClock } from "./use-fill-clock";
import { useOutcomeToasts } from "./use-outcome-toasts";

/**
 * The form's post and what follows it. Without JavaScript the page itself was the answer to the
 * post (`pageAnswer`); with it, the same post is sent by `fetch` (send.ts), checked first in the browser.
 * After a successful send the form gives way to a confirmation that stays (without JavaScript the
 * answered page opens on it); `onSent` runs then.
 */
export function useContactSubmission(id: string, pageAnswer: ContactActionData | undefined, hydrated: boolean, onSent: () => void) {
  const t = useContactCopy();
  const paths = useFormPaths();
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<ContactActionData | undefined>(undefined);
  const fillTime = useFillClock(hydrated);
  const echoed = echoedValues(pageAnswer);
  const { errors, setErrors, clearError } = useFieldErrors(pageAnswer, result);
  const [messageLength, setMessageLength] = useState(characterCount(echoed?.message ?? ""));
  // The sent request the confirmation repeats: its reference, sender (the booking link is
  // prefilled with their name and email) and package.
  const [sent, setSent] = useState<ContactSuccess | null>(() => (pageAnswer?.outcome === "success" ? pageAnswer : null));

  const onSuccess = useCallback(
    (answer: ContactSuccess) => {
      setSent(answer);
      setMessageLength(0);
      onSent();
    },
    [onSent],
  );
  useOutcomeToasts(result, t, id, onSuccess);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const formData = new FormData(event.currentTarget);
    const validation = validateContact(t.errors, {
      firstName: formData.get("firstName"),
      email: formData.get("email"),
      message: formData.get("message"),
    });
    if (!validation.success) {
      setErrors(validation.errors);
      focusFirstInvalid(id, validation.errors);
      return;
    }
    setErrors({});
    const elapsed = fillTime();
    if (elapsed !== null) formData.set(fillTimeField, String(elapsed));
    setSending(true);
    void sendContact(contactSendPath(paths.contact), formData).then((answer) => {
      setSending(false);
      setResult(answer);
    });
  }

  function onReset() {
    setErrors({});
    setMessageLength(0);
  }

  function onMessageInput(value: string) {
    setMessageLength(characterCount(value));
    clearError("message");
  }

  return {
    sending,
    /** Whether the script's post has had no answer yet (the page's own answer still stands). */
    unanswered: result === undefined && !sending,
    echoed,
    errors,
    clearError,
    messageLength,
    onMessageInput,
    onSubmit,
    onReset,
    sent,
    anotherRequest: () => setSent(null),
  };
}
