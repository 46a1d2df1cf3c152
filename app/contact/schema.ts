// Valibot: a schema library built from small functions, so the contact form's island ships only the
// few it uses (about 1 KiB gzip; zod/mini cost 4.7 KiB of the island's 80 KiB budget).
import * as v from "valibot";
import type { ContactCopy } from "./copy/en";

/** The spec's limits (section 9); the form's maxlength attributes use the same numbers. */
export const contactLimits = {
  firstName: { min: 1, max: 100 },
  email: { max: 254 },
  message: { min: 10, max: 2000 },
} as const;

export const contactFields = ["firstName", "email", "message"] as const;
export type ContactField = (typeof contactFields)[number];
export type ContactFieldErrors = Partial<Record<ContactField, string>>;

/**
 * The spec's simple pattern: non-space text, @, domain, dot, suffix. Characters that separate or
 * quote addresses in a mail header (, ; < > ( ) [ ] \ ") and control characters are refused too,
 * so that an address can only ever be one address.
 */
// (C0, DEL and C1 controls, and bidirectional marks, overrides and isolates: see below.)
const emailPattern =
  // eslint-disable-next-line no-control-regex
  /^[^\s@,;<>()[\]\\"\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]+@[^\s@,;<>()[\]\\"\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]+\.[^\s@,;<>()[\]\\"\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]+$/;
// C0, DEL and C1 controls (U+009B is a terminal's CSI), and bidirectional marks, overrides and
// isolates: in a mail's subject or Reply-To they would reorder what staff read.
// eslint-disable-next-line no-control-regex
const controlCharacters = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]/;
/** A message keeps its line breaks and tabs; other control characters are dropped. */
// eslint-disable-next-line no-control-regex
const messageControlCharacters = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/** Length as a reader counts it: characters (code points), so an emoji or a CJK character is one. */
export function characterCount(text: string): number {
  let count = 0;
  for (const _ of text) count++;
  return count;
}

const chars = (min: number, max: number, message: string) =>
  v.check<string, string>((text) => {
    const n = characterCount(text);
    return n >= min && n <= max;
  }, message);

/** The contact request, for the form (messages in the page's language) and the server action. */
export function contactSchema(m: ContactCopy["errors"]) {
  return v.object({
    firstName: v.pipe(
      v.string(m.firstName),
      v.trim(),
      chars(contactLimits.firstName.min, contactLimits.firstName.max, m.firstName),
      v.check((text) => !controlCharacters.test(text), m.firstName),
    ),
    email: v.pipe(v.string(m.email), v.trim(), v.maxLength(contactLimits.email.max, m.email), v.regex(emailPattern, m.email)),
    message: v.pipe(
      v.string(m.message),
      v.transform((text) => text.replace(messageControlCharacters, "")),
      v.trim(),
      chars(contactLimits.message.min, contactLimits.message.max, m.message),
    ),
  });
}

export type ContactInput = v.InferOutput<ReturnType<typeof contactSchema>>;

export type ContactValidation = { success: true; data: ContactInput } | { success: false; errors: ContactFieldErrors };

/** Validates raw values (form data entries, or anything) and returns the first message per field. */
export function validateContact(messages: ContactCopy["errors"], values: unknown): ContactValidation {
  // Each field read from what was given, a missing one as undefined: its own message, not the
  // object's.
  const given = typeof values === "object" && values !== null ? (values as Record<string, unknown>) : {};
  const result = v.safeParse(contactSchema(messages), Object.fromEntries(contactFields.map((field) => [field, given[field]])));
  if (result.success) return { success: true, data: result.output };
  const errors: ContactFieldErrors = {};
  for (const issue of result.issues) {
    const field: unknown = issue.path?.[0]?.key;
    if (typeof field === "string" && (contactFields as readonly string[]).includes(field)) {
      errors[field as ContactField] ??= issue.message;
    }
  }
  return { success: false, errors };
}
