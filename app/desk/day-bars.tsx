/**
 * A bar per day, drawn as inline SVG (no chart library, no JavaScript). The SVG is only the bars:
 * it stretches to the width it is given (preserveAspectRatio="none", so 90 days fit a phone), and
 * its words (what it shows, the top of the scale, the first and last day) are HTML around it,
 * which keeps them at the page's text size. It is one image for assistive technology, with its
 * summary as the text alternative; the figures themselves are in a table beside it.
 */
export interface DayValue {
  day: string;
  value: number;
}

const slot = 10;
const height = 100;

/** Bar heights in the SVG's units: proportional to the largest value; a non-zero day shows at least a sliver. */
export function barHeights(values: readonly number[]): number[] {
  const max = Math.max(0, ...values);
  return values.map((v) => (max > 0 && v > 0 ? Math.max(1.5, (v / max) * height) : 0));
}

export function DayBars({
  days,
  title,
  alternative,
  scale,
  firstDay,
  lastDay,
  name,
}: {
  days: readonly DayValue[];
  title: string;
  /** The text alternative: what the chart says, in words. */
  alternative: string;
  /** "Top of the scale: N", shown above the bars. */
  scale: string;
  firstDay: string;
  lastDay: string;
  /** Told to tests and styles: which series this is. */
  name: string;
}) {
  const heights = barHeights(days.map((d) => d.value));
  return (
    <figure className="space-y-1">
      <figcaption className="flex flex-wrap items-baseline justify-between gap-x-4 text-sm">
        <span className="font-semibold text-ink">{title}</span>
        <span className="text-muted">{scale}</span>
      </figcaption>
      <svg
        role="img"
        aria-label={alternative}
        data-chart={name}
        viewBox={`0 0 ${Math.max(1, days.length) * slot} ${height}`}
        preserveAspectRatio="none"
        className="block h-32 w-full border-b-2 border-line-strong sm:h-40"
      >
        {days.map((d, i) => (
          <rect
            key={d.day}
            data-day={d.day}
            data-value={d.value}
            x={i * slot + 1}
            y={height - heights[i]!}
            width={slot - 2}
            height={heights[i]}
            className="fill-accent"
          />
        ))}
      </svg>
      <div className="flex justify-between text-xs text-muted" aria-hidden="true">
        <span>{firstDay}</span>
        <span>{lastDay}</span>
      </div>
    </figure>
  );
}
