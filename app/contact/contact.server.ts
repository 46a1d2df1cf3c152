import { data, type RouterContextProvider } from "react-router";
import { requestContext } from "~/context";
import { contactContext } from "./context";
import { localeFromPath } from "~/i18n/locale";
import { fillTimeField, fillTokenField, honeypotField, type ContactActionData, type ContactValues } from "./action-data";
import { attributionFields, attributionFromForm, cleanHeardFrom, attributionFromUrls, hasTrail, trailFields } from "./attribution";
import { type Attribution } from "../storage/requests/attribution";
import { packageFromUrl, packageParam, parsePackage, type PackageId } from "~/content/packages";
import { contactCopy } from "./copy";
import { contactLimits, validateContact } from "./schema";

/**
 * Where the request comes from. The hydrated form sends the page's address and its referrer
 * (`trailFields`), read here as the browser saw them (hostile input: only what the cleaning keeps,
 * never an error); a page built before it sent the attribution's own fields. Without JavaScript
 * only the post's Referer is known (the contact page's own URL, with its query): its campaign
 * parameters and path. A Referer from another origin is never read.
 */
function requestAttribution(request: Request, form: FormData, publicOrigin: string | undefined): Attribution {
  const page = text(form, trailFields.page);
  if (page) {
    const trail = attributionFromUrls(page, text(form, trailFields.referrer) || null, siteOrigins(request, publicOrigin));
    return { ...trail, heardFrom: cleanHeardFrom(text(form, attributionFields.heardFrom)) };
  }
  const sent = attributionFromForm((name) => form.get(name));
  if (hasTrail(sent)) return sent;
  return { ...attributionFromUrls(ownReferer(request, publicOrigin), null, siteOrigins(request, publicOrigin)), heardFrom: sent.heardFrom };
}

function siteOrigins(request: Request, publicOrigin: string | undefined): string[] {
  return [new URL(request.url).origin, ...(publicOrigin ? [publicOrigin] : [])];
}

/** The post's Referer when it is a page of this site (its full address, query included), else null. */
function ownReferer(request: Request, publicOrigin: string | undefined): string | null {
  const referer = request.headers.get("referer");
  try {
    return referer && siteOrigins(request, publicOrigin).includes(new URL(referer).origin) ? referer : null;
  } catch {
    return null;
  }
}

/**
 * The chosen package: the form's field (the hydrated form, or a refused post shown again), else
 * the `?package=` of the contact page the post came from (a visitor without JavaScript).
 */
function requestPackage(request: Request, form: FormData, publicOrigin: string | undefined): PackageId | null {
  if (form.has(packageParam)) return parsePackage(text(form, packageParam));
  return packageFromUrl(ownReferer(request, publicOrigin));
}

function text(form: FormData, name: string): string | undefined {
  const value = form.get(name);
  return typeof value === "string" ? value : undefined;
}

/** What a refused post's page shows again in its form (no JS), each field cut to its limit by characters, never inside an emoji. */
function echoOf(
  values: { firstName: string | undefined; email: string | undefined; message: string | undefined },
  form: FormData,
  packageId: PackageId | null,
): ContactValues {
  const cut = (value: string | undefined, max: number) =>
    Array.from(value ?? "")
      .slice(0, max)
      .join("");
  return {
    firstName: cut(values.firstName, contactLimits.firstName.max),
    email: cut(values.email, contactLimits.email.max),
    message: cut(values.message, contactLimits.message.max),
    heardFrom: cleanHeardFrom(text(form, attributionFields.heardFrom)) ?? "",
    package: packageId,
  };
}

/**
 * The contact route's action: validate, trap, store, and answer with a status. Posts from another
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

  const values = {
    firstName: text(form, "firstName"),
    email: text(form, "email"),
    message: text(form, "message"),
  };
  const facts = context.get(requestContext);
  const packageId = requestPackage(request, form, facts?.publicOrigin);
  const validation = validateContact(contactCopy[locale].errors, values);
  if (!validation.success) {
    contact?.record("invalid");
    return reply({ outcome: "invalid", errors: validation.errors, values: echoOf(values, form, packageId) }, 400);
  }

  if (!contact) return reply({ outcome: "unavailable", values: echoOf(values, form, packageId) }, 503);
  // `submit` runs the spam filter on what was posted (hidden field, fill-time token, the script's
  // timer, content, mail domain, repeats): what it catches is stored as spam with its reasons (for review, released by the
  // operator) and answered like a success, so that a robot learns nothing and a person caught by
  // mistake is not lost.
  const fillMs = text(form, fillTimeField);
  const attribution = requestAttribution(request, form, facts?.publicOrigin);
  const outcome = await contact.submit(validation.data, {
    language: locale,
    clientIp: facts?.clientIp ?? "",
    userAgent: request.headers.get("user-agent") ?? "",
    // A package the site does not offer is dropped, not refused: the message still matters.
    packageId,
    attribution,
    posted: {
      honeypot: text(form, honeypotField),
      token: text(form, fillTokenField),
      scriptFillMs: fillMs === undefined || fillMs.trim() === "" ? null : Number(fillMs),
      packageChosen: packageId !== null,
      heardFromAnswered: attribution.heardFrom !== null,
    },
  });
  switch (outcome.kind) {
    case "stored":
    case "spam":
      return reply({
        outcome: "success",
        reference: outcome.reference,
        person: { name: validation.data.firstName, email: validation.data.email },
        ...(outcome.receipt ? { receipt: true } : {}),
        // Repeated by the confirmation (without JavaScript the package came from the Referer).
        ...(packageId ? { package: packageId } : {}),
      });
    case "throttled":
    case "dropped":
      return reply({ outcome: "throttled" }, 429);
    case "unavailable":
      // Nothing was stored: the page without JavaScript shows the form as it was sent.
      return reply({ outcome: "unavailable", values: echoOf(values, form, packageId) }, 503);
  }
}
