import type { LucideIcon } from "lucide-react";
import { Check } from "lucide-react";
import { Card } from "~/components/ui/card";
import { IconTile } from "./icon-tile";

/** A list item card: icon, h3 title, text and an optional checklist. */
export function IconCard({
  icon,
  gradient,
  title,
  text,
  points,
}: {
  icon: LucideIcon;
  gradient?: string;
  title: string;
  text: string;
  points?: readonly string[];
}) {
  return (
    <Card as="li" className="flex flex-col">
      <IconTile icon={icon} gradient={gradient} />
      <h3 className="mt-5 text-xl font-semibold text-ink">{title}</h3>
      <p className="mt-2 text-muted">{text}</p>
      {points && points.length > 0 && (
        <ul className="mt-5 space-y-2">
          {points.map((point) => (
            <li key={point} className="flex gap-2 text-ink">
              <Check aria-hidden="true" focusable="false" className="mt-0.5 size-5 shrink-0 text-accent" />
              <span>{point}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** A list of icon cards, one per icon in its order: the title and text of each from the page's words under the same key. */
export function IconCards<K extends string>({
  icons,
  items,
  className,
}: {
  icons: Record<K, LucideIcon>;
  items: Record<K, { title: string; text: string }>;
  className: string;
}) {
  return (
    <ul className={className}>
      {(Object.keys(icons) as K[]).map((key) => (
        <IconCard key={key} icon={icons[key]} title={items[key].title} text={items[key].text} />
      ))}
    </ul>
  );
}
