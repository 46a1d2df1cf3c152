import { LoaderCircleIcon, SendIcon } from "~/components/ui/stroke-icons";
import { useContactCopy, useFormPaths } from "./copy-context";

/** The send button (a spinner while sending) and the link to the privacy notice. */
export function SubmitRow({ sending }: { sending: boolean }) {
  const paths = useFormPaths();
  const t = useContactCopy();
  return (
    <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
      <button
        type="submit"
        className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-brand-700 px-6 py-2.5 text-base font-semibold text-white transition-colors hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-brand-800"
      >
        {sending ? (
          <>
            <LoaderCircleIcon className="size-5 animate-spin" />
            {t.sending}
          </>
        ) : (
          <>
            <SendIcon className="size-5" />
            {t.submit}
          </>
        )}
      </button>
      <a href={paths.privacy} className="inline-flex min-h-11 items-center text-sm font-medium text-accent underline underline-offset-4">
        {t.privacyLink}
      </a>
    </div>
  );
}
