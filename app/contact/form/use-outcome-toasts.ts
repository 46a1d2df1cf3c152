import { useEffect, useRef } from "react";
import { toast } from "sonner";
import type { ContactActionData, ContactSuccess } from "../action-data";
import type { ContactCopy } from "../copy/en";
import { focusFirstInvalid } from "./field-ids";

/** Each answer the fetcher brings is announced once: a toast, or the first invalid field focused. */
export function useOutcomeToasts(
  result: ContactActionData | undefined,
  t: ContactCopy,
  id: string,
  onSuccess: (answer: ContactSuccess) => void,
) {
  const announced = useRef<ContactActionData | undefined>(undefined);
  useEffect(() => {
    if (!result || announced.current === result) return;
    announced.current = result;
    const notice = (kind: "error" | "throttled" | "offline") =>
      toast.error(t.notices[kind].title, { description: t.notices[kind].description });
    switch (result.outcome) {
      case "success":
        toast.success(t.notices.success.title, { description: t.notices.success.description });
        onSuccess(result);
        break;
      case "throttled":
        notice("throttled");
        break;
      case "offline":
        notice("offline");
        break;
      case "invalid":
        focusFirstInvalid(id, result.errors);
        break;
      default:
        notice("error");
    }
  }, [result, t, id, onSuccess]);
}
