import type { ReactNode } from "react";

/** A bordered content card; `as` lets a list of cards be a real list. */
export function Card({
  children,
  className = "",
  as: Tag = "div",
  id,
}: {
  children: ReactNode;
  className?: string;
  /** An anchor other pages link to (e.g. the privacy notice). */
  id?: string;
  as?: "div" | "li" | "article";
}) {
  return (
    <Tag id={id} className={`rounded-2xl border border-line bg-surface-raised p-6 shadow-sm ${className}`}>
      {children}
    </Tag>
  );
}
