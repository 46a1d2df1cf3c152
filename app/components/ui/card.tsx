import type { ReactNode } from "react";

/** A bordered content card; `as` lets a list of cards be a real list. */
export function Card({
  children,
  className = "",
  as: Tag = "div",
}: {
  children: ReactNode;
  className?: string;
  as?: "div" | "li" | "article";
}) {
  return (
    <Tag className={`rounded-2xl border border-line bg-surface-raised p-6 shadow-sm ${className}`}>
      {children}
    </Tag>
  );
}
