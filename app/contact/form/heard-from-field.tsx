import { attributionFields } from "../attribution";
import { heardFromOptions } from "../../storage/requests/attribution";
import { controlClass } from "../contact-field";
import { useContactCopy } from "./copy-context";

/** 'How did you hear about us?', optional. */
export function HeardFromField({ id, defaultValue }: { id: string; defaultValue: string }) {
  const t = useContactCopy();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={`${id}-heard-from`} className="text-sm font-semibold text-ink">
        {t.heardFrom.label} <span className="font-normal text-muted">({t.heardFrom.optional})</span>
      </label>
      <select id={`${id}-heard-from`} name={attributionFields.heardFrom} defaultValue={defaultValue} className={controlClass}>
        <option value="">{t.heardFrom.choose}</option>
        {heardFromOptions.map((option) => (
          <option key={option} value={option}>
            {t.heardFrom.options[option]}
          </option>
        ))}
      </select>
    </div>
  );
}
