import type { ContactValues } from "../action-data";
import { ContactField, controlClass } from "../contact-field";
import { useContactCopy } from "./copy-context";
import { contactLimits, type ContactField as Field, type ContactFieldErrors } from "../schema";
import { fieldIds } from "./field-ids";

/** First name, email and message with their messages and the message's counter. */
export function ContactInputs({
  id,
  errors,
  echoed,
  messageLength,
  onMessageInput,
  clearError,
}: {
  id: string;
  errors: ContactFieldErrors;
  /** The values a refused post without JavaScript shows again. */
  echoed: ContactValues | undefined;
  messageLength: number;
  onMessageInput: (value: string) => void;
  clearError: (field: Field) => void;
}) {
  const t = useContactCopy();
  const ids = fieldIds(id);
  const describedBy = (field: Field, ...more: string[]) =>
    [errors[field] ? `${ids[field]}-error` : "", ...more].filter(Boolean).join(" ") || undefined;
  // What every control has: its name, limit, placeholder, the value shown again, its messages.
  const control = (field: Field, ...describedByMore: string[]) => ({
    id: ids[field],
    name: field,
    required: true,
    maxLength: contactLimits[field].max,
    placeholder: t.fields[field].placeholder,
    defaultValue: echoed?.[field],
    "aria-invalid": errors[field] ? true : undefined,
    "aria-describedby": describedBy(field, ...describedByMore),
  });
  return (
    <>
      <ContactField id={ids.firstName} label={t.fields.firstName.label} requiredLabel={t.required} error={errors.firstName}>
        <input
          {...control("firstName")}
          type="text"
          autoComplete="given-name"
          onChange={() => clearError("firstName")}
          className={controlClass}
        />
      </ContactField>
      <ContactField id={ids.email} label={t.fields.email.label} requiredLabel={t.required} error={errors.email}>
        <input
          {...control("email")}
          type="email"
          autoComplete="email"
          inputMode="email"
          onChange={() => clearError("email")}
          className={controlClass}
        />
      </ContactField>
      <ContactField
        id={ids.message}
        label={t.fields.message.label}
        requiredLabel={t.required}
        error={errors.message}
        hint={
          <p id={`${ids.message}-counter`} className="text-right text-sm text-muted">
            {t.counter.replace("{count}", String(messageLength))}
          </p>
        }
      >
        <textarea
          {...control("message", `${ids.message}-counter`)}
          rows={6}
          onChange={(e) => onMessageInput(e.currentTarget.value)}
          className={`${controlClass} resize-y`}
        />
      </ContactField>
    </>
  );
}
