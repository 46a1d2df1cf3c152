import type { ReactNode } from "react";

/** Labelled facts (a description list), e.g. a company's legal details. */
export function InfoList({ items }: { items: readonly { label: string; value: ReactNode }[] }) {
  return (
    <dl className="space-y-4">
      {items.map((item) => (
        <div key={item.label}>
          <dt className="text-sm font-semibold text-muted">{item.label}</dt>
          <dd className="mt-0.5 text-ink">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
