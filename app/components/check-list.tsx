import { Check } from "lucide-react";

/** A list of short items, each led by a decorative check mark. */
export function CheckList({ items, label }: { items: readonly string[]; label?: string }) {
  return (
    <ul aria-label={label} className="space-y-2.5">
      {items.map((item) => (
        <li key={item} className="flex gap-2.5 text-ink">
          <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
