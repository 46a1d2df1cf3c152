/** The brand mark: an inline SVG, so the header costs no extra request. */
export function Logo() {
  return (
    <svg aria-hidden="true" width="32" height="32" viewBox="0 0 32 32" className="shrink-0">
      <rect width="32" height="32" rx="8" fill="#1f3bb0" />
      <path d="M8 22V10l8 8 8-8v12" fill="none" stroke="#fff" strokeWidth="3" strokeLinejoin="round" />
    </svg>
  );
}
