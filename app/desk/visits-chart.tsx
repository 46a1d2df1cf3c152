/**
 * Visits as bars and leads as a line, per day, on one time axis and one labelled scale: bars of
 * equal height are equal numbers whichever series they belong to. Inline SVG, no JavaScript. The
 * SVG stretches to its width (preserveAspectRatio="none", so 90 days fit a phone); its words (the
 * scale, the weekly ticks, the legend) are HTML around it at the page's text size. For assistive
 * technology it is one image with a summary; each day's figures are in the table under it.
 */
import type { DayFigures } from "~/visits/report-figures";

const slot = 10;
const height = 100;
const plotHeight = "h-40 sm:h-48";
const scaleWidth = "w-10";

/** A round top for the scale (1, 2 or 5 times a power of ten) at or above the largest value. */
export function niceTop(max: number): number {
  if (max <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  return [1, 2, 5, 10].map((m) => m * power).find((top) => top >= max)!;
}

/** Heights in the SVG's units on a shared scale; a non-zero day shows at least a sliver. */
export function barHeights(values: readonly number[], top: number): number[] {
  return values.map((v) => (top > 0 && v > 0 ? Math.max(1.5, (v / top) * height) : 0));
}

export function VisitsChart({
  days,
  alternative,
  legendVisits,
  legendLeads,
  dayLabel,
}: {
  days: readonly DayFigures[];
  /** The text alternative: what the chart says, in words. */
  alternative: string;
  legendVisits: string;
  legendLeads: string;
  dayLabel: (day: string) => string;
}) {
  const top = niceTop(Math.max(0, ...days.map((d) => Math.max(d.visits, d.leads))));
  return (
    <figure className="space-y-3">
      <Legend visits={legendVisits} leads={legendLeads} />
      <div className="flex gap-2 pt-2">
        <Scale top={top} />
        <div className="min-w-0 flex-1">
          <Plot days={days} top={top} alternative={alternative} />
        </div>
      </div>
      <div className="flex gap-2">
        <div className={`${scaleWidth} shrink-0`} />
        <Ticks days={days} dayLabel={dayLabel} />
      </div>
    </figure>
  );
}

function Legend({ visits, leads }: { visits: string; leads: string }) {
  return (
    <figcaption className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-ink">
      <span className="inline-flex items-center gap-2">
        <span aria-hidden="true" className="inline-block h-3 w-3 bg-accent" />
        {visits}
      </span>
      <span className="inline-flex items-center gap-2">
        <span aria-hidden="true" className="inline-block h-0.5 w-4 bg-ink" />
        {leads}
      </span>
    </figcaption>
  );
}

/** The scale's three labels (top, half, 0), beside the plot and exactly as high (one scale for both series). */
function Scale({ top }: { top: number }) {
  return (
    <div className={`relative ${scaleWidth} ${plotHeight} shrink-0 text-right text-xs text-muted tabular-nums`} aria-hidden="true" data-chart-scale>
      {[top, top / 2, 0].map((v, i) => (
        <span key={i} className="absolute right-0 -translate-y-1/2" style={{ top: `${(1 - v / top) * 100}%` }}>
          {Number.isInteger(v) ? v : v.toFixed(1)}
        </span>
      ))}
    </div>
  );
}

/** Visits as bars and leads as a line, on the shared scale `top`. */
function Plot({ days, top, alternative }: { days: readonly DayFigures[]; top: number; alternative: string }) {
  const bars = barHeights(
    days.map((d) => d.visits),
    top,
  );
  const width = Math.max(1, days.length) * slot;
  const line = days.map((d, i) => `${i * slot + slot / 2},${height - (d.leads / top) * height}`).join(" ");
  return (
    <svg
      role="img"
      aria-label={alternative}
      data-chart="visits-and-leads"
      viewBox={`0 0 ${width} ${height}`}
      preserveAspectRatio="none"
      className={`block ${plotHeight} w-full border-b-2 border-l border-line-strong`}
    >
      <line x1="0" x2={width} y1={height / 2} y2={height / 2} className="stroke-line" vectorEffect="non-scaling-stroke" />
      {days.map((d, i) => (
        <rect
          key={d.day}
          data-day={d.day}
          data-visits={d.visits}
          x={i * slot + 1}
          y={height - bars[i]!}
          width={slot - 2}
          height={bars[i]}
          className="fill-accent"
        />
      ))}
      <polyline points={line} fill="none" data-series="leads" className="stroke-ink" strokeWidth="2" vectorEffect="non-scaling-stroke" />
    </svg>
  );
}

/**
 * The plot's narrowest width at each of the desk's breakpoints (CSS px: the phone's 320, 640 and
 * 1024, less the page's margins and the scale) and the widest day label ("30 sept.") with a gap:
 * each width gets the fewest ticks that keep every label clear of the next.
 */
const breakpoints = [
  { plot: 240, show: "block", hide: "hidden" },
  { plot: 540, show: "sm:block", hide: "sm:hidden" },
  { plot: 920, show: "lg:block", hide: "lg:hidden" },
] as const;
const labelWidth = 64;
/** Steps between ticks, in days: a few days for a short period, whole weeks for a longer one. */
const steps = [1, 2, 3, 7, 14, 21, 28, 35, 42, 49, 56, 63, 70, 77, 84, 91];

/**
 * The smallest step whose labels cannot overlap on a plot `plot` px wide. A label sits at its day
 * and is shifted left by the same share of its own width as its day's share of the plot (the first
 * is flush left, the last flush right), so two labels `step` days apart start
 * step / days × (plot − label) px apart: that must hold a label.
 */
export function tickStep(days: number, plot: number): number {
  const room = (plot - labelWidth) / Math.max(1, days);
  return steps.find((s) => s * room >= labelWidth && (s <= 3 ? days < 14 || s === 1 : true)) ?? days;
}

/** Ticks counted back from the last day, so the newest day is always labelled; as many as the width holds. */
function Ticks({ days, dayLabel }: { days: readonly DayFigures[]; dayLabel: (day: string) => string }) {
  const n = days.length;
  const stepsHere = breakpoints.map((b) => tickStep(n, b.plot));
  return (
    <div className="relative h-5 min-w-0 flex-1 text-xs text-muted" aria-hidden="true" data-chart-ticks>
      {days.map((d, i) => {
        const shown = stepsHere.map((step) => (n - 1 - i) % step === 0);
        if (!shown.some(Boolean)) return null;
        const at = n > 1 ? (i / (n - 1)) * 100 : 50;
        const classes = breakpoints.map((b, k) => (shown[k] ? b.show : b.hide)).join(" ");
        return (
          <span
            key={d.day}
            data-tick={d.day}
            className={`absolute top-0 whitespace-nowrap ${classes}`}
            style={{ left: `${at}%`, transform: `translateX(-${at}%)` }}
          >
            {dayLabel(d.day)}
          </span>
        );
      })}
    </div>
  );
}
