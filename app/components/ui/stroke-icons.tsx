import type { ReactNode } from "react";

/**
 * The few icons the contact form's island draws, as plain SVG: the same drawings as Lucide's
 * (lucide.dev, ISC licence; path data copied from lucide-react 1.x), without its React runtime,
 * which cost the island 1.9 KiB gzip. The rest of the site, rendered on the server only, uses
 * lucide-react itself.
 */
function StrokeIcon({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={className}
    >
      {children}
    </svg>
  );
}

type IconProps = { className?: string };

/** An icon from its drawing: the path data of each stroke, and any other shape. */
const strokeIcon =
  (paths: readonly string[], extra?: ReactNode) =>
  ({ className }: IconProps) => (
    <StrokeIcon className={className}>
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
      {extra}
    </StrokeIcon>
  );

export const XIcon = strokeIcon(["M18 6 6 18", "m6 6 12 12"]);

export const LoaderCircleIcon = strokeIcon(["M21 12a9 9 0 1 1-6.219-8.56"]);

export const SendIcon = strokeIcon([
  "M14.536 21.686a.5.5 0 0 0 .937-.024l6.5-19a.496.496 0 0 0-.635-.635l-19 6.5a.5.5 0 0 0-.024.937l7.93 3.18a2 2 0 0 1 1.112 1.11z",
  "m21.854 2.147-10.94 10.939",
]);

export const CalendarClockIcon = strokeIcon(
  ["M16 14v2.2l1.6 1", "M16 2v3", "M21 7.338V5a2 2 0 00-2-2H5a2 2 0 00-2 2v14a2 2 0 002 2h2.338", "M3 9h5.859", "M8 2v3"],
  <circle cx="16" cy="16" r="6" />,
);
