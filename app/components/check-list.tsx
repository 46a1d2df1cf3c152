import { Check } from "lucide-react";

/**
 * A list of short items, each led by a decorative check mark. A label is read just before the
 * list by screen readers (aria-label on a list is not reliably announced).
 */
export function CheckList({ items, label }: { items: readonly string[]; label?: string }) {
  return (
    <>
      {label && <p className="sr-only">{label}</p>}
      <ul className="space-y-2.5">
        {items.map((item) => (
          <li key={item} className="flex gap-2.5 text-ink">
            <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </>
  );
}
