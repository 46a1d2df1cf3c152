/** Small shared pieces of the desk's pages: plain HTML forms, site colours by role. */
import type { ReactNode } from "react";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { asLocale, intlLocale } from "~/i18n/locale";

export const buttonClass =
  "inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800";
export const secondaryButtonClass =
  "inline-flex min-h-11 items-center justify-center rounded-lg border border-line-strong bg-surface px-4 py-2 text-sm font-semibold text-ink hover:bg-hover";
export const dangerButtonClass =
  "inline-flex min-h-11 items-center justify-center rounded-lg bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800";
export const inputClass = "min-h-11 w-full rounded-lg border border-field-line bg-surface px-3 py-2 text-ink";
export const linkClass = "font-semibold text-accent underline underline-offset-2";

export function CsrfField({ token }: { token: string }) {
  return <input type="hidden" name="csrf" value={token} />;
}

export function PageTitle({ children }: { children: ReactNode }) {
  return <h1 className="text-2xl font-bold text-ink sm:text-3xl">{children}</h1>;
}

/**
 * A table in a region of its own: on a phone it scrolls sideways, and a keyboard can focus it to do
 * so. A long table also scrolls down inside it, at most 24rem high (its header can stay in view).
 */
export function TableRegion({ label, long = false, children }: { label: string; long?: boolean; children: ReactNode }) {
  return (
    <div className={long ? "max-h-96 overflow-auto" : "overflow-x-auto"} tabIndex={0} role="region" aria-label={label}>
      {children}
    </div>
  );
}

/** A column heading of the desk's tables; a column of figures is aligned right, as its figures are. */
export function ColumnHeader({ numeric = false, children }: { numeric?: boolean; children: ReactNode }) {
  return (
    <th scope="col" className={numeric ? "py-2 pr-3 text-right" : "py-2 pr-3"}>
      {children}
    </th>
  );
}

export function formatTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(intlLocale[asLocale(language)], {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Europe/Brussels",
  }).format(new Date(iso));
}

/** The operator's language on a desk route's error page: the loader throws it with its 404 (`data({ lang })`). */
export function useErrorLanguage(): string | undefined {
  const error = useRouteError();
  const lang: unknown = isRouteErrorResponse(error) ? (error.data as { lang?: unknown } | null)?.lang : undefined;
  return typeof lang === "string" ? lang : undefined;
}
