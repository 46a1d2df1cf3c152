import type { ReactNode } from "react";

/** A page section with an optional h2; content is centred at a readable width. */
export function Section({
  title,
  intro,
  aside,
  children,
  className = "",
}: {
  title?: string;
  intro?: string;
  /** Beside the title (below it on a narrow screen): an action for the whole section. */
  aside?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const heading = title && <h2 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{title}</h2>;
  return (
    <section className={`site-container py-12 lg:py-16 ${className}`}>
      {aside ? (
        <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-3">
          {heading}
          {aside}
        </div>
      ) : (
        heading
      )}
      {intro && <p className="mt-3 max-w-3xl text-lg text-muted">{intro}</p>}
      <div className={title || intro ? "mt-8" : ""}>{children}</div>
    </section>
  );
}
