import type { ContactActionData } from "../action-data";
import { useContactCopy } from "./copy-context";

/**
 * Without JavaScript, the outcome of a refused post is part of the page (a success shows as the
 * confirmation, field messages under their fields). Gone once the form has posted with its script.
 */
export function PageNotice({ pageAnswer, show }: { pageAnswer: ContactActionData | undefined; show: boolean }) {
  const t = useContactCopy();
  const notice = !show
    ? undefined
    : pageAnswer?.outcome === "throttled"
      ? t.notices.throttled
      : pageAnswer && pageAnswer.outcome !== "invalid" && pageAnswer.outcome !== "success"
        ? t.notices.error
        : undefined;
  if (!notice) return null;
  return (
    <div
      role="alert"
      className="mb-6 rounded-lg border border-red-700 bg-red-50 p-4 text-red-900 dark:border-red-400 dark:bg-red-950 dark:text-red-100"
    >
      <p className="font-bold">{notice.title}</p>
      <p className="mt-1">{notice.description}</p>
    </div>
  );
}
