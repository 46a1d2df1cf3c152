import type { ReactNode } from "react";
import { Badge } from "./badge";

/**
 * The top of every page: optional badge, the page's only h1, a lead paragraph, actions. On a solid
 * colour, not a gradient, so that its text contrast is measurable (and measured) in both schemes.
 */
export function PageHero({
  badge,
  title,
  lead,
  children,
  visual,
  compact = false,
  after,
}: {
  badge?: string;
  title: string;
  lead?: string;
  children?: ReactNode;
  /** A picture of the page's own beside the text from 1024 px (the home's journey drawing). */
  visual?: ReactNode;
  /** Less space around it: a page whose content must start in the first screen (the packages). */
  compact?: boolean;
  /** Shown under the actions, still in the first screen (the home's best proof). */
  after?: ReactNode;
}) {
  return (
    <section className="bg-tint">
      <div
        className={`site-container ${compact ? "py-8 lg:py-10" : "py-16 lg:py-24"} ${visual ? "lg:flex lg:items-center lg:justify-between lg:gap-12" : ""}`}
      >
        <div>
          {badge && <Badge>{badge}</Badge>}
          <h1 className={`mt-4 text-4xl font-extrabold tracking-tight text-ink sm:text-5xl ${compact ? "max-w-5xl" : "max-w-4xl"}`}>
            {title}
          </h1>
          {lead && <p className={`max-w-3xl text-lg text-muted sm:text-xl ${compact ? "mt-3" : "mt-5"}`}>{lead}</p>}
          {children && <div className="mt-8 flex flex-wrap gap-3">{children}</div>}
          {after}
        </div>
        {visual}
      </div>
    </section>
  );
}
