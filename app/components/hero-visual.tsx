/**
 * The home hero's own picture: a customer journey drawn in SVG (an entry, a split, then email, SMS
 * and push steps joining again), in the page's colours by role so it follows the colour scheme.
 * Decorative (the text beside it says what we do); its box is sized before it draws, so the page
 * does not move when it appears.
 */
/** A channel the journey reaches (email, SMS, push): its box and its sign inside. */
function ChannelBox({ y, d }: { y: number; d: string }) {
  return (
    <>
      <rect x="200" y={y} width="60" height="48" rx="12" className="fill-surface-raised" stroke="currentColor" strokeWidth="3" />
      <path d={d} fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round" />
    </>
  );
}

export function HeroVisual() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      data-hero-visual=""
      viewBox="0 0 360 300"
      width="360"
      height="300"
      className="hidden h-auto w-full max-w-sm shrink-0 text-accent lg:block print:hidden"
    >
      <g fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" opacity="0.55">
        <path d="M60 150h50" />
        <path d="M150 150c30 0 30-90 70-90" />
        <path d="M150 150h70" />
        <path d="M150 150c30 0 30 90 70 90" />
        <path d="M260 60c30 0 30 90 50 90" />
        <path d="M260 150h50" />
        <path d="M260 240c30 0 30-90 50-90" />
      </g>
      {/* The entry: a contact joins. */}
      <circle cx="40" cy="150" r="22" className="fill-surface-raised" stroke="currentColor" strokeWidth="3" />
      <circle cx="40" cy="143" r="6" fill="currentColor" />
      <path d="M29 162c3-8 19-8 22 0" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      {/* The split: segmentation. */}
      <rect x="110" y="128" width="44" height="44" rx="10" transform="rotate(45 132 150)" fill="currentColor" />
      {/* Email. */}
      <ChannelBox y={36} d="M214 50h32v20h-32zM214 50l16 12 16-12" />
      {/* SMS. */}
      <ChannelBox y={126} d="M216 140h28a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4h-18l-8 6v-6h-2a4 4 0 0 1-4-4v-10a4 4 0 0 1 4-4z" />
      {/* Push. */}
      <ChannelBox y={216} d="M222 252h16M224 248v-10a6 6 0 0 1 12 0v10l3 4h-18z" />
      {/* The result: a rising line. */}
      <circle cx="320" cy="150" r="28" fill="currentColor" />
      <path
        d="M306 160l9-9 7 6 12-14"
        fill="none"
        className="stroke-surface"
        strokeWidth="3.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
