/**
 * The brand mark, an "N" for Northwave on the brand blue: one definition for the header's inline
 * SVG; public/favicon.svg (drawn into favicon.ico, the touch and manifest icons and the Open Graph
 * images by scripts/images.ts) carries the same path, which a unit test checks.
 */
export const logoMark = {
  background: "#1f3bb0",
  path: "M10 22.5V9.5l12 13v-13",
  strokeWidth: 3,
} as const;

/** The mark as a standalone SVG document (the content of public/favicon.svg). */
export function logoMarkSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="${logoMark.background}"/><path d="${logoMark.path}" fill="none" stroke="#fff" stroke-width="${logoMark.strokeWidth}" stroke-linecap="round" stroke-linejoin="round"/></svg>`;
}
