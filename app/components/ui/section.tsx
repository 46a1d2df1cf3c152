import type { ReactNode } from "react";

/** A page section with an optional h2; content is centred at a readable width. */
export function Section({
  title,
  intro,
  children,
  className = "",
}: {
  title?: string;
  intro?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section className={`site-container py-12 lg:py-16 ${className}`}>
      {title && <h2 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{title}</h2>}
      {intro && <p className="mt-3 max-w-3xl text-lg text-muted">{intro}</p>}
      <div className={title || intro ? "mt-8" : ""}>{children}</div>
    </section>
  );
}
