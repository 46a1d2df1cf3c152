import { describe, expect, it } from "vitest";
import { contactCopy } from "./copy";
import * as v from "valibot";
import { contactSchema, validateContact } from "./schema";

const valid = { firstName: "  Alice ", email: " alice@example.com ", message: "  Hello, we need help with journeys.  " };

const messages = {
  en: {
    firstName: "First name must be between 1 and 100 characters",
    email: "Invalid email address",
    message: "Message must be between 10 and 2000 characters",
  },
  fr: {
    firstName: "Le prénom doit contenir entre 1 et 100 caractères",
    email: "Adresse email invalide",
    message: "Le message doit contenir entre 10 et 2000 caractères",
  },
} as const;

describe.each(["en", "fr"] as const)("contact schema (%s)", (locale) => {
  const m = messages[locale];
  const errorsFor = (values: Record<string, unknown>) => {
    const r = validateContact(contactCopy[locale].errors, { ...valid, ...values });
    return r.success ? {} : r.errors;
  };

  it("accepts valid input and trims every value", () => {
    expect(v.parse(contactSchema(contactCopy[locale].errors), valid)).toEqual({
      firstName: "Alice",
      email: "alice@example.com",
      message: "Hello, we need help with journeys.",
    });
  });

  it("refuses bidi and C0/C1 controls in the fields that reach a mail header", () => {
    for (const c of ["\u202e", "\u2066", "\u200f", "\u061c", "\u0085", "\u009b", "\u0080", "\u0007", "\u007f"]) {
      expect(errorsFor({ firstName: `Al${c}ice` }), JSON.stringify(c)).toEqual({ firstName: m.firstName });
      expect(errorsFor({ email: `al${c}ice@example.com` }), JSON.stringify(c)).toEqual({ email: m.email });
      expect(errorsFor({ email: `alice@exa${c}mple.com` }), JSON.stringify(c)).toEqual({ email: m.email });
    }
    expect(errorsFor({ firstName: "Zoé-Ånne 李" })).toEqual({});
  });

  it("first name: 1 to 100 characters after trimming", () => {
    expect(errorsFor({ firstName: "" })).toEqual({ firstName: m.firstName });
    expect(errorsFor({ firstName: "    " })).toEqual({ firstName: m.firstName });
    expect(errorsFor({ firstName: "a".repeat(101) })).toEqual({ firstName: m.firstName });
    expect(errorsFor({ firstName: "a".repeat(100) })).toEqual({});
    expect(errorsFor({ firstName: ` ${"a".repeat(100)} ` })).toEqual({});
    expect(errorsFor({ firstName: "J" })).toEqual({});
  });

  it("first name: no line breaks or control characters (they could reach a mail header)", () => {
    expect(errorsFor({ firstName: "Eve\r\nBcc: victim@example.com" })).toEqual({ firstName: m.firstName });
    expect(errorsFor({ firstName: "Eve\nX" })).toEqual({ firstName: m.firstName });
    expect(errorsFor({ firstName: "Eve\u0000" })).toEqual({ firstName: m.firstName });
  });

  it("counts characters as a reader does: 2,000 emoji or CJK characters fit, 2,001 do not", () => {
    expect(errorsFor({ message: "🚀".repeat(2000) })).toEqual({});
    expect(errorsFor({ message: "漢".repeat(2000) })).toEqual({});
    expect(errorsFor({ message: "🚀".repeat(2001) })).toEqual({ message: m.message });
    expect(errorsFor({ firstName: "👩🏽".repeat(50) })).toEqual({});
  });

  it("first name: no bidirectional overrides or isolates (they would reorder the mail's subject)", () => {
    for (const c of ["\u202a", "\u202b", "\u202c", "\u202d", "\u202e", "\u2066", "\u2067", "\u2068", "\u2069"]) {
      expect(errorsFor({ firstName: `Eve${c}gnp.exe` }), c.codePointAt(0)!.toString(16)).toEqual({ firstName: m.firstName });
    }
    expect(errorsFor({ firstName: "עדן" })).toEqual({});
  });

  it("email: simple pattern, at most 254 characters", () => {
    for (const bad of ["", "alice", "alice@", "@example.com", "alice@example", "al ice@example.com", "alice@exa mple.com", "a@b@c.com"]) {
      expect(errorsFor({ email: bad }), bad).toEqual({ email: m.email });
    }
    for (const bad of ["a@b.com\r\nBcc: x@y.com", "a@b.com,c@d.com", "<a@b.com>", "a@b.com;c@d.com", 'a"b@c.com']) {
      expect(errorsFor({ email: bad }), bad).toEqual({ email: m.email });
    }
    const long = `${"a".repeat(64)}@${"b".repeat(185)}.com`; // 254
    expect(long).toHaveLength(254);
    expect(errorsFor({ email: long })).toEqual({});
    expect(errorsFor({ email: `a${long}` })).toEqual({ email: m.email });
    expect(errorsFor({ email: "jean.dupont+crm@entreprise.be" })).toEqual({});
  });

  it("message: 10 to 2000 characters after trimming", () => {
    expect(errorsFor({ message: "" })).toEqual({ message: m.message });
    expect(errorsFor({ message: "  short    " })).toEqual({ message: m.message });
    expect(errorsFor({ message: "123456789" })).toEqual({ message: m.message });
    expect(errorsFor({ message: "1234567890" })).toEqual({});
    expect(errorsFor({ message: "a".repeat(2000) })).toEqual({});
    expect(errorsFor({ message: "a".repeat(2001) })).toEqual({ message: m.message });
  });

  it("message keeps line breaks and drops other control characters", () => {
    const r = v.parse(contactSchema(contactCopy[locale].errors), { ...valid, message: "Line one\r\nLine\ttwo\u0000\u0007 end" });
    expect(r.message).toBe("Line one\r\nLine\ttwo end");
  });

  it("reports every invalid field at once, each with its own message", () => {
    expect(validateContact(contactCopy[locale].errors, {})).toEqual({ success: false, errors: m });
    expect(validateContact(contactCopy[locale].errors, { firstName: 3, email: null, message: ["x"] })).toEqual({
      success: false,
      errors: m,
    });
  });
});
