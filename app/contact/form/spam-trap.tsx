import { fillTokenField, honeypotField } from "../action-data";
import { useContactCopy } from "./copy-context";

/**
 * The token the server wrote into this page, read once from the document as the form hydrates:
 * the form is rendered again for "Send another message", and the new one must carry it too (a
 * missing token counts as spam).
 */
let pageToken: string | undefined;
function servedToken(): string | undefined {
  if (pageToken === undefined && typeof document !== "undefined") {
    pageToken = document.querySelector<HTMLInputElement>(`input[name="${fillTokenField}"]`)?.value || undefined;
  }
  return pageToken;
}

/**
 * The spam signals the page carries: the fill-time token, whose value the server writes into each
 * served page (no script needed; no value here, so that hydration leaves the server's in place),
 * and the trap, invisible to people and assistive technology, filled by robots.
 */
export function SpamTrap({ id }: { id: string }) {
  const t = useContactCopy();
  return (
    <>
      <input type="hidden" name={fillTokenField} value={servedToken()} />
      <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
        <label htmlFor={`${id}-${honeypotField}`}>{t.honeypot}</label>
        <input id={`${id}-${honeypotField}`} name={honeypotField} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
    </>
  );
}
