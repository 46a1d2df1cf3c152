import { ArrowRight } from "lucide-react";
import { IconTile } from "./icon-tile";
import type { LucideIcon } from "lucide-react";

/** One of the home page's three service cards; the title links to the service page. */
export function ServiceCard({
  icon,
  gradient,
  title,
  subtitle,
  description,
  outcomeHeading,
  outcomeLabel,
  outcomeText,
  linkText,
  to,
}: {
  icon: LucideIcon;
  gradient: string;
  title: string;
  subtitle: string;
  description: string;
  outcomeHeading: string;
  outcomeLabel: string;
  outcomeText: string;
  linkText: string;
  to: string;
}) {
  return (
    <li className="flex flex-col overflow-hidden rounded-2xl border border-line bg-surface-raised shadow-sm transition-shadow hover:shadow-md">
      <div className={`h-1.5 bg-gradient-to-r ${gradient}`} aria-hidden="true" />
      <div className="flex flex-1 flex-col p-6">
        <IconTile icon={icon} gradient={gradient} size="lg" />
        <h3 className="mt-5 text-2xl font-bold text-ink">{title}</h3>
        <p className="mt-1 text-sm font-semibold tracking-wide text-accent uppercase">{subtitle}</p>
        <p className="mt-3 text-muted">{description}</p>
        <div className="mt-5 rounded-xl bg-tint p-4">
          <p className="text-xs font-semibold tracking-wide text-accent-strong uppercase">{outcomeHeading}</p>
          <p className="mt-1 font-semibold text-ink">{outcomeLabel}</p>
          <p className="mt-1 text-sm text-muted">{outcomeText}</p>
        </div>
        <div className="mt-auto pt-6">
          <a
            href={to}
            className="inline-flex min-h-11 items-center gap-2 rounded-lg font-semibold text-accent underline-offset-4 hover:text-accent-strong hover:underline"
          >
            {linkText}
            <ArrowRight aria-hidden="true" focusable="false" className="size-4" />
          </a>
        </div>
      </div>
    </li>
  );
}
