/** The operators' pages' kit (access, the desk and the content engine share it). */
import type { ComponentPropsWithoutRef, ReactNode } from "react";
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

/** A choice of a desk form under its label: a first empty option when `none` names it ("Any", "Nobody"), then the options. */
export function Select({
  label,
  none,
  options,
  labelClassName = "block text-sm font-semibold text-ink",
  ...select
}: {
  label: ReactNode;
  name: string;
  defaultValue: string;
  none?: ReactNode;
  options: readonly (readonly [value: string, text: ReactNode])[];
  labelClassName?: string;
}) {
  return (
    <label className={labelClassName}>
      {label}
      <select {...select} className={inputClass}>
        {none !== undefined && <option value="">{none}</option>}
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}

/** A one-line field of a desk form under its label (`required` when the field must be filled). */
export function TextInput({
  label,
  className = inputClass,
  ...input
}: { label: ReactNode; name: string } & ComponentPropsWithoutRef<"input">) {
  return (
    <label className="block text-sm font-semibold text-ink">
      {label}
      <input {...input} className={className} />
    </label>
  );
}

/** A required text of a desk form under its label (a template's text, a reply, a note). */
export function TextArea({
  label,
  className = inputClass,
  ...area
}: { label: ReactNode; name: string; maxLength: number; rows: number } & ComponentPropsWithoutRef<"textarea">) {
  return (
    <label className="block text-sm font-semibold text-ink">
      {label}
      <textarea required {...area} className={className} />
    </label>
  );
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

/**
 * A part of a page under its own heading (`id` names it); `boxed`, in a bordered box. Other
 * attributes (`data-*`) go to the section.
 */
export function Section({
  id,
  title,
  boxed = false,
  className = "space-y-3",
  children,
  ...attributes
}: {
  id: string;
  title: ReactNode;
  boxed?: boolean;
  className?: string;
  children: ReactNode;
} & Omit<ComponentPropsWithoutRef<"section">, "title" | "id" | "className" | "children">) {
  return (
    <section {...attributes} aria-labelledby={id} className={boxed ? `${className} rounded-lg border border-line p-4` : className}>
      <h2 id={id} className="text-xl font-bold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A list as a table with its column heads, or the line that says it is empty. */
export function ListTable({
  label,
  empty,
  rows,
  columns,
  width = "",
  children,
}: {
  label: string;
  empty: ReactNode;
  rows: number;
  columns: ReactNode[];
  /** The table's least width, a class ("min-w-[36rem]"): it scrolls sideways below it. */
  width?: string;
  children: ReactNode;
}) {
  if (rows === 0) return <p className="text-ink">{empty}</p>;
  return (
    <TableRegion label={label}>
      <table className={`w-full ${width ? `${width} ` : ""}border-collapse text-left text-sm text-ink`}>
        <thead>
          <tr className="border-b border-line-strong">
            {columns.map((column, i) => (
              <ColumnHeader key={i}>{column}</ColumnHeader>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </TableRegion>
  );
}

/** A desk page that is a list: its title, a line on what it lists, the table (titled alike), and what follows it (`after`). */
export function TablePage({
  title,
  intro,
  introClassName = "text-muted",
  after,
  ...table
}: { title: string; intro: ReactNode; introClassName?: string; after?: ReactNode } & Omit<Parameters<typeof ListTable>[0], "label">) {
  return (
    <div className="space-y-6">
      <PageTitle>{title}</PageTitle>
      <p className={introClassName}>{intro}</p>
      <ListTable label={title} {...table} />
      {after}
    </div>
  );
}

/** What a page says of what was just done ("Saved", "Removed"), read out by a screen reader. */
export function Notice({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="font-semibold text-ink">
      {children}
    </p>
  );
}

/** The alert a refused form shows above it ("Check the fields…"), when it was refused. */
export function RefusedAlert({ shown, children }: { shown: boolean | undefined; children: ReactNode }) {
  if (!shown) return null;
  return (
    <p role="alert" className="font-semibold text-danger">
      {children}
    </p>
  );
}

/** A page not found in the desk: its title and the way back. */
export function DeskNotFound({ title, back, href }: { title: string; back: string; href: string }) {
  return (
    <section>
      <PageTitle>{title}</PageTitle>
      <p className="mt-4">
        <a href={href} className={linkClass}>
          {back}
        </a>
      </p>
    </section>
  );
}

/** A term of a description list and what it says (`className`: the description's). */
export function Term({ term, className, children }: { term: ReactNode; className: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-semibold">{term}</dt>
      <dd className={className}>{children}</dd>
    </>
  );
}

/** A link to a lead's page. */
export function LeadLink({ id, children }: { id: string; children: ReactNode }) {
  return (
    <a href={`/desk/leads/${encodeURIComponent(id)}`} className={linkClass}>
      {children}
    </a>
  );
}

/** The link to the next lead to answer, after an answer or a status change. */
export function NextToAnswer({ id, label }: { id: string | null | undefined; label: string }) {
  return id ? <LeadLink id={id}>{label}</LeadLink> : null;
}

/** A one-button form with the form token, posting its `intent` when it has one (to `action`, else to the page). */
export function IntentButton({
  csrf,
  intent,
  action,
  className,
  formClassName,
  children,
}: {
  csrf: string;
  intent?: string;
  action?: string;
  className: string;
  formClassName?: string;
  children: ReactNode;
}) {
  return (
    <form method="post" action={action} className={formClassName}>
      <CsrfField token={csrf} />
      <button type="submit" name={intent === undefined ? undefined : "intent"} value={intent} className={className}>
        {children}
      </button>
    </form>
  );
}
