/** The inbox's banner while requests did not reach the agency's mailbox or CRM, with "Retry all". */
import { deskWords } from "./words";
import { buttonClass, CsrfField } from "~/components/operator-ui";

export function UndeliveredBanner({ lang, csrf, count }: { lang: string; csrf: string; count: number }) {
  if (count === 0) return null;
  const t = deskWords(lang).undelivered;
  return (
    <form
      method="post"
      action="/desk/retry-failed"
      className="flex flex-wrap items-center gap-3 rounded-lg border-2 border-danger bg-surface-alt p-3"
      aria-labelledby="undelivered"
    >
      <CsrfField token={csrf} />
      <p id="undelivered" className="font-semibold text-danger">
        {t.banner(count)}
      </p>
      <button type="submit" className={buttonClass}>
        {t.retryAll}
      </button>
    </form>
  );
}
