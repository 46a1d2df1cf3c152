import { useLocale } from "~/i18n/use-locale";
import { honeypotField } from "../action-data";
import { contactCopy } from "../copy";

/** Spam trap: invisible to people and assistive technology, filled by robots. */
export function SpamTrap({ id }: { id: string }) {
  const t = contactCopy[useLocale()];
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <label htmlFor={`${id}-${honeypotField}`}>{t.honeypot}</label>
      <input id={`${id}-${honeypotField}`} name={honeypotField} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
