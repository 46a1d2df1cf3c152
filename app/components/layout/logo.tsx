import { logoMark } from "./logo-mark";

/** The brand mark: an inline SVG, so the header costs no extra request. */
export function Logo() {
  return (
    <svg aria-hidden="true" width="32" height="32" viewBox="0 0 32 32" className="shrink-0" data-logo-mark="">
      <rect width="32" height="32" rx="8" fill={logoMark.background} />
      <path d={logoMark.path} fill="none" stroke="#fff" strokeWidth={logoMark.strokeWidth} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
