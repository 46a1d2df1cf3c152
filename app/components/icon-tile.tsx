import type { LucideIcon } from "lucide-react";

/** A decorative icon on a gradient square; the text next to it carries the meaning. */
export function IconTile({
  icon: Icon,
  gradient = "from-brand-600 to-brand-800",
  size = "md",
}: {
  icon: LucideIcon;
  gradient?: string;
  size?: "md" | "lg";
}) {
  const box = size === "lg" ? "size-14 rounded-2xl" : "size-12 rounded-xl";
  const glyph = size === "lg" ? "size-7" : "size-6";
  return (
    <span className={`inline-flex shrink-0 items-center justify-center bg-gradient-to-br text-white shadow-sm ${gradient} ${box}`}>
      <Icon aria-hidden="true" focusable="false" className={glyph} />
    </span>
  );
}
