import { data, type RouterContextProvider } from "react-router";
import { contactContext, loggerContext, requestContext } from "~/context";
import { localeFromPath } from "~/i18n/locale";
import {
  fillTimeField,
  honeypotField,
  minimumFillTimeMs,
  type ContactActionData,
  type ContactValues,
} from "./action-data";
import { packageParam, parsePackage } from "./packages";
import { contactLimits, validateContact } from "./schema";


function text(form: FormData, name: string): string | undefined {
  const value = form.get(name);
  return typeof value === "string" ? value : undefined;
}

/**
 * The contact route's action: trap, validate, store, and answer with a status. Posts from another
 * origin never reach it: the Node server refuses them (server/app.ts, the one origin check).
 */
export async function handleContactAction(request: Request, context: Readonly<RouterContextProvider>) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const reply = (payload: ContactActionData, status = 200) => data(payload, { status });
  const contact = context.get(contactContext);

  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    form = new FormData();
  }

  // Spam traps: answered like a success so that a robot learns nothing; nothing kept or sent.
  const honeypot = text(form, honeypotField);
  const fillMs = Number(text(form, fillTimeField));
  if ((honeypot && honeypot.trim() !== "") || (Number.isFinite(fillMs) && fillMs >= 0 && fillMs < minimumFillTimeMs)) {
    context.get(loggerContext)?.info({ module: "contact", trap: honeypot ? "honeypot" : "too-fast" }, "spam trap caught a submission; not stored");
    contact?.record("spam");
    return reply({ outcome: "success" });
  }

  const values = {
    firstName: text(form, "firstName"),
    email: text(form, "email"),
    message: text(form, "message"),
  };
  const validation = validateContact(locale, values);
  if (!validation.success) {
    const echo: ContactValues = {
      // Cut by characters, never inside an emoji.
      firstName: Array.from(values.firstName ?? "").slice(0, contactLimits.firstName.max).join(""),
      email: Array.from(values.email ?? "").slice(0, contactLimits.email.max).join(""),
      message: Array.from(values.message ?? "").slice(0, contactLimits.message.max).join(""),
    };
    contact?.record("invalid");
    return reply({ outcome: "invalid", errors: validation.errors, values: echo }, 400);
  }

  if (!contact) return reply({ outcome: "unavailable" }, 503);
  const facts = context.get(requestContext);
  const outcome = await contact.submit(validation.data, {
    language: locale,
    clientIp: facts?.clientIp ?? "",
    // A package the site does not offer is dropped, not refused: the message still matters.
    packageId: parsePackage(text(form, packageParam)),
  });
  switch (outcome.kind) {
    case "stored":
      return reply({ outcome: "success" });
    case "throttled":
    case "dropped":
      return reply({ outcome: "throttled" }, 429);
    case "unavailable":
      return reply({ outcome: "unavailable" }, 503);
  }
}
