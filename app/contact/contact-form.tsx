import { LoaderCircle, Send, X } from "lucide-react";
import { startTransition, useCallback, useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useActionData, useFetcher, useSearchParams } from "react-router";
import { toast, Toaster } from "sonner";
import { privacyNoticePath } from "~/i18n/pages";
import { useLocale } from "~/i18n/use-locale";
import { fillTimeField, fillTokenField, honeypotField, type ContactActionData } from "./action-data";
import { attributionFields, attributionFromUrls, heardFromOptions, type Attribution } from "./attribution";
import { ContactField, controlClass } from "./contact-field";
import { contactCopy } from "./copy";
import { href } from "~/i18n/href";
import { BookingLink } from "~/components/booking-link";
import { formSectionId, packageAnchor, packageIds, packageParam, packageTitle, parsePackage } from "./packages";
import {
  characterCount,
  contactFields,
  contactLimits,
  validateContact,
  type ContactField as Field,
  type ContactFieldErrors,
} from "./schema";

/**
 * Whether the page's own render (the hydration of the server's HTML) has committed: a form mounted
 * later, by a client-side navigation, starts hydrated.
 */
let pageHydrated = false;

const removeClass =
  "inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-lg px-2 text-sm font-medium text-accent underline underline-offset-4";

/** Toasts start below the sticky header (4rem tall), never over its navigation. */
const belowHeader = { top: "5rem" };

function fieldIds(id: string): Record<Field, string> {
  return { firstName: `${id}-first-name`, email: `${id}-email`, message: `${id}-message` };
}

function focusFirstInvalid(id: string, found: ContactFieldErrors) {
  const first = contactFields.find((f) => found[f]);
  if (first) document.getElementById(fieldIds(id)[first])?.focus();
}

/**
 * The contact form. A real form posting to its own page: without JavaScript the server answers
 * with the page showing the confirmation or the field messages; with it, the same post goes
 * through a fetcher and the outcome shows as a toast.
 */
export function ContactForm() {
  const locale = useLocale();
  const t = contactCopy[locale];
  const id = useId();
  const ids = fieldIds(id);
  const fetcher = useFetcher<ContactActionData>({ key: "contact-form" });
  // Without JavaScript the page itself was the answer to the post.
  const pageAnswer = useActionData<ContactActionData>();
  const echoed = pageAnswer?.outcome === "invalid" ? pageAnswer.values : undefined;
  const [hydrated, setHydrated] = useState(pageHydrated);

  // The package chosen on the packages page (?package=…): shown, sent, removable. An unknown
  // value is ignored. Read after hydration: the prerendered page cannot know the query.
  const [searchParams, setSearchParams] = useSearchParams();
  // A refused post without JavaScript shows again the package it carried (from its field or Referer).
  const [echoRemoved, setEchoRemoved] = useState(false);
  const echoedPackage = echoRemoved ? null : parsePackage(echoed?.package);
  const chosen = (hydrated ? parsePackage(searchParams.get(packageParam)) : null) ?? echoedPackage;
  const withoutPackage = `${href("contact", locale)}#${formSectionId}`;
  // Before hydration (and without JavaScript) each package's notice is in the page, hidden, and
  // shown by CSS when 'Choose this package' targets it (`#write-to-us-starter`).
  const targetNotices = !hydrated && !echoedPackage;
  const removePackage = useCallback(() => {
    setEchoRemoved(true);
    setSearchParams(
        (params) => {
          params.delete(packageParam);
          return params;
        },
        { replace: true, preventScrollReset: true },
      );
  }, [setSearchParams]);

  const formRef = useRef<HTMLFormElement>(null);
  // The fill clock starts when the page was shown, not when its script ran: a form rendered by
  // the server (this render is the hydration) was on screen since the navigation started (time
  // 0 of performance.now()); a form mounted by a client-side navigation, at its mount.
  const shownBeforeHydration = useRef(!hydrated);
  const shownSince = useRef<number | null>(null);
  const [errors, setErrors] = useState<ContactFieldErrors>(() =>
    pageAnswer?.outcome === "invalid" ? pageAnswer.errors : {},
  );
  const [messageLength, setMessageLength] = useState(characterCount(echoed?.message ?? ""));

  const sending = fetcher.state !== "idle";
  const result = fetcher.state === "idle" ? fetcher.data : undefined;

  // The server's field messages (it validates with the same schema) replace the current ones.
  const [seenResult, setSeenResult] = useState(result);
  if (result !== seenResult) {
    setSeenResult(result);
    if (result?.outcome === "invalid") setErrors(result.errors);
  }

  useEffect(() => {
    shownSince.current = shownBeforeHydration.current ? 0 : performance.now();
  }, []);

  // After a successful send the form gives way to a confirmation that stays (without JavaScript
  // the answered page opens on it).
  const [confirmed, setConfirmed] = useState<string | null>(() =>
    pageAnswer?.outcome === "success" ? pageAnswer.reference : null,
  );
  // Who sent it: the booking link after a sent request is prefilled with their name and email.
  const [sender, setSender] = useState(() => (pageAnswer?.outcome === "success" ? (pageAnswer.person ?? null) : null));
  const confirmationRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (confirmed && hydrated) confirmationRef.current?.focus();
  }, [confirmed, hydrated]);

  // Where the visitor came from, read once from this page's address and its referrer (a page of
  // this site gives its full address, campaign parameters included): sent with the form, never
  // stored in the browser. Without JavaScript the server reads the post's Referer instead.
  const [trail, setTrail] = useState<Attribution | null>(null);
  useEffect(() => {
    pageHydrated = true;
    const found = attributionFromUrls(window.location.href, document.referrer || null);
    // What only the browser knows (the query, the referrer) and the form's scripted behaviour
    // arrive in one low-priority render, which React splits into short tasks: the hydration never
    // adds a second, blocking render of the form to the page's load.
    startTransition(() => {
      setHydrated(true);
      setTrail(found);
    });
  }, []);

  const announced = useRef<ContactActionData | undefined>(undefined);
  useEffect(() => {
    if (!result || announced.current === result) return;
    announced.current = result;
    const notice = (kind: "error" | "throttled" | "offline") =>
      toast.error(t.notices[kind].title, { description: t.notices[kind].description });
    switch (result.outcome) {
      case "success":
        toast.success(t.notices.success.title, { description: t.notices.success.description });
        setConfirmed(result.reference);
        setSender(result.person ?? null);
        setMessageLength(0);
        removePackage();
        break;
      case "throttled":
        notice("throttled");
        break;
      case "offline":
        notice("offline");
        break;
      case "invalid":
        focusFirstInvalid(id, result.errors);
        break;
      default:
        notice("error");
    }
  }, [result, t, id, removePackage]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const formData = new FormData(event.currentTarget);
    const validation = validateContact(locale, {
      firstName: formData.get("firstName"),
      email: formData.get("email"),
      message: formData.get("message"),
    });
    if (!validation.success) {
      setErrors(validation.errors);
      focusFirstInvalid(id, validation.errors);
      return;
    }
    setErrors({});
    if (shownSince.current !== null) {
      formData.set(fillTimeField, String(Math.round(performance.now() - shownSince.current)));
    }
    void fetcher.submit(formData, { method: "post" });
  }

  function clearError(field: Field) {
    if (errors[field]) setErrors(({ [field]: _cleared, ...rest }) => rest);
  }

  function onReset() {
    setErrors({});
    setMessageLength(0);
  }

  const describedBy = (field: Field, ...more: string[]) =>
    [errors[field] ? `${ids[field]}-error` : "", ...more].filter(Boolean).join(" ") || undefined;

  // Without JavaScript, the outcome is part of the page.
  // (A success shows as the confirmation.)
  const pageNotice =
    !hydrated || (fetcher.data === undefined && !sending)
      ? pageAnswer?.outcome === "throttled"
        ? { ...t.notices.throttled, tone: "error" as const }
        : pageAnswer && pageAnswer.outcome !== "invalid" && pageAnswer.outcome !== "success"
          ? { ...t.notices.error, tone: "error" as const }
          : undefined
      : undefined;

  return (
    <>
      <Toaster
        position="top-center"
        offset={belowHeader}
        mobileOffset={belowHeader}
        theme="system"
        closeButton
        containerAriaLabel={t.notificationsLabel}
      />
      {confirmed ? (
        <div
          ref={confirmationRef}
          tabIndex={-1}
          role="status"
          data-testid="contact-confirmation"
          className="rounded-lg border border-green-700 bg-green-50 p-6 text-green-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-focus dark:border-green-500 dark:bg-green-950 dark:text-green-100"
        >
          <p className="text-xl font-bold">{t.notices.success.title}</p>
          <p className="mt-2">{t.notices.success.description}</p>
          <p className="mt-4">{t.confirmation.next}</p>
          <p className="mt-4 text-sm">
            {t.confirmation.reference}
            {locale === "fr" ? "\u00a0: " : ": "}
            <code data-testid="contact-reference" className="break-all font-mono">
              {confirmed}
            </code>
          </p>
          <BookingLink variant="inline" person={sender} className="mt-2" />
          {/* A form, not a link: without JavaScript it reloads the page (a link to the same
              address and anchor would only scroll) and opens at a fresh form. */}
          <form
            method="get"
            action={`${href("contact", locale)}#${formSectionId}`}
            onSubmit={(event) => {
              event.preventDefault();
              setConfirmed(null);
            }}
          >
            <button
              type="submit"
              className="mt-4 inline-flex min-h-11 items-center font-semibold text-accent underline underline-offset-4"
            >
              {t.confirmation.another}
            </button>
          </form>
        </div>
      ) : null}
      {pageNotice ? (
        <div role="alert" className="mb-6 rounded-lg border border-red-700 bg-red-50 p-4 text-red-900 dark:border-red-400 dark:bg-red-950 dark:text-red-100">
          <p className="font-bold">{pageNotice.title}</p>
          <p className="mt-1">{pageNotice.description}</p>
        </div>
      ) : null}
      {confirmed ? null : (
      <fetcher.Form
        ref={formRef}
        method="post"
        // Without JavaScript the answered page opens at the form (or its confirmation).
        action={`${href("contact", locale)}#${formSectionId}`}
        noValidate={hydrated}
        onSubmit={onSubmit}
        onReset={onReset}
        className="relative"
      >
        <fieldset disabled={sending} className="flex flex-col gap-5">
          <legend className="sr-only">{t.legend}</legend>
          {targetNotices
            ? packageIds.map((option) => (
                <div
                  key={option}
                  id={packageAnchor(option)}
                  className="hidden items-center justify-between gap-3 rounded-lg border border-line bg-tint px-4 py-2 target:flex"
                >
                  <p className="text-ink">
                    <span className="font-semibold">{t.package.label}</span>
                    {locale === "fr" ? "\u00a0: " : ": "}
                    <span data-testid="chosen-package">{packageTitle(option, locale)}</span>
                  </p>
                  {/* The form without the package: a page address without `?package=`. */}
                  <a href={withoutPackage} aria-label={t.package.removeLabel.replace("{name}", packageTitle(option, locale))} className={removeClass}>
                    <X aria-hidden="true" className="size-4" />
                    {t.package.remove}
                  </a>
                </div>
              ))
            : null}
          {chosen ? (
            <div className="flex items-center justify-between gap-3 rounded-lg border border-line bg-tint px-4 py-2">
              <p className="text-ink">
                <span className="font-semibold">{t.package.label}</span>
                {locale === "fr" ? "\u00a0: " : ": "}
                <span data-testid="chosen-package">{packageTitle(chosen, locale)}</span>
              </p>
              <input type="hidden" name={packageParam} value={chosen} />
              {hydrated ? (
                <button
                  type="button"
                  onClick={removePackage}
                  aria-label={t.package.removeLabel.replace("{name}", packageTitle(chosen, locale))}
                  className={removeClass}
                >
                  <X aria-hidden="true" className="size-4" />
                  {t.package.remove}
                </button>
              ) : (
                <a href={withoutPackage} aria-label={t.package.removeLabel.replace("{name}", packageTitle(chosen, locale))} className={removeClass}>
                  <X aria-hidden="true" className="size-4" />
                  {t.package.remove}
                </a>
              )}
            </div>
          ) : null}
          <ContactField id={ids.firstName} label={t.fields.firstName.label} requiredLabel={t.required} error={errors.firstName}>
            <input
              id={ids.firstName}
              name="firstName"
              type="text"
              autoComplete="given-name"
              required
              maxLength={contactLimits.firstName.max}
              placeholder={t.fields.firstName.placeholder}
              defaultValue={echoed?.firstName}
              aria-invalid={errors.firstName ? true : undefined}
              aria-describedby={describedBy("firstName")}
              onChange={() => clearError("firstName")}
              className={controlClass}
            />
          </ContactField>
          <ContactField id={ids.email} label={t.fields.email.label} requiredLabel={t.required} error={errors.email}>
            <input
              id={ids.email}
              name="email"
              type="email"
              autoComplete="email"
              inputMode="email"
              required
              maxLength={contactLimits.email.max}
              placeholder={t.fields.email.placeholder}
              defaultValue={echoed?.email}
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={describedBy("email")}
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
              id={ids.message}
              name="message"
              required
              rows={6}
              maxLength={contactLimits.message.max}
              placeholder={t.fields.message.placeholder}
              defaultValue={echoed?.message}
              aria-invalid={errors.message ? true : undefined}
              aria-describedby={describedBy("message", `${ids.message}-counter`)}
              onChange={(e) => {
                setMessageLength(characterCount(e.currentTarget.value));
                clearError("message");
              }}
              className={`${controlClass} resize-y`}
            />
          </ContactField>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-heard-from`} className="text-sm font-semibold text-ink">
              {t.heardFrom.label} <span className="font-normal text-muted">({t.heardFrom.optional})</span>
            </label>
            <select
              id={`${id}-heard-from`}
              name={attributionFields.heardFrom}
              defaultValue={echoed?.heardFrom ?? ""}
              className={controlClass}
            >
              <option value="">{t.heardFrom.choose}</option>
              {heardFromOptions.map((option) => (
                <option key={option} value={option}>
                  {t.heardFrom.options[option]}
                </option>
              ))}
            </select>
          </div>
          {trail
            ? (["utmSource", "utmMedium", "utmCampaign", "utmTerm", "utmContent", "referrerHost", "landingPath"] as const).map((key) =>
                trail[key] ? <input key={key} type="hidden" name={attributionFields[key]} value={trail[key]} /> : null,
              )
            : null}
          {/*
            The fill-time token: the server writes its value into each served page (no script
            needed). No value here, so that hydration leaves the server's value in place.
          */}
          <input type="hidden" name={fillTokenField} />
          {/* Spam trap: invisible to people and assistive technology, filled by robots. */}
          <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
            <label htmlFor={`${id}-${honeypotField}`}>{t.honeypot}</label>
            <input id={`${id}-${honeypotField}`} name={honeypotField} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
          </div>
          <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
            <button
              type="submit"
              className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-brand-700 px-6 py-2.5 text-base font-semibold text-white transition-colors hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-brand-800"
            >
              {sending ? (
                <>
                  <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
                  {t.sending}
                </>
              ) : (
                <>
                  <Send aria-hidden="true" className="size-5" />
                  {t.submit}
                </>
              )}
            </button>
            <a href={privacyNoticePath(locale)} className="inline-flex min-h-11 items-center text-sm font-medium text-accent underline underline-offset-4">
              {t.privacyLink}
            </a>
          </div>
        </fieldset>
      </fetcher.Form>
      )}
    </>
  );
}
