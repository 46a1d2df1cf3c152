/**
 * Visits as bars and leads as a line, per day, on one time axis and two labelled scales (issue 47,
 * item 7): visits on the left, leads on the right, each named above its scale. Leads (a few a day)
 * on the visits' scale (hundreds) lay on zero; on their own they can be read beside the visits.
 * Inline SVG, no JavaScript. The
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

/**
 * The top of a scale of small counts (leads): whole numbers at the top and the half (2, 4, 6, 8,
 * 10 up to ten, then as niceTop), so that no label reads "2.5 leads".
 */
export function countTop(max: number): number {
  if (max <= 0) return 2;
  if (max <= 10) return max + (max % 2);
  return niceTop(max);
}

/** Heights in the SVG's units on a scale whose top is `top`; a non-zero day shows at least a sliver. */
export function barHeights(values: readonly number[], top: number): number[] {
  return values.map((v) => (top > 0 && v > 0 ? Math.max(1.5, (v / top) * height) : 0));
}

export function VisitsChart({
  days,
  alternative,
  legendVisits,
  legendLeads,
  axisVisits,
  axisLeads,
  dayLabel,
}: {
  days: readonly DayFigures[];
  /** The text alternative: what the chart says, in words. */
  alternative: string;
  legendVisits: string;
  legendLeads: string;
  /** The scales' names: visits on the left, leads on the right. */
  axisVisits: string;
  axisLeads: string;
  dayLabel: (day: string) => string;
}) {
  const top = { visits: niceTop(Math.max(0, ...days.map((d) => d.visits))), leads: countTop(Math.max(0, ...days.map((d) => d.leads))) };
  return (
    <figure className="space-y-3">
      <Legend visits={legendVisits} leads={legendLeads} />
      <div className="flex justify-between gap-2 pt-2 text-xs font-semibold text-muted" aria-hidden="true">
        <span data-chart-axis="visits">{axisVisits}</span>
        <span data-chart-axis="leads">{axisLeads}</span>
      </div>
      <div className="flex gap-2">
        <Scale top={top.visits} series="visits" />
        <div className="min-w-0 flex-1">
          <Plot days={days} top={top} alternative={alternative} />
        </div>
        <Scale top={top.leads} series="leads" />
      </div>
      <div className="flex gap-2">
        <div className={`${scaleWidth} shrink-0`} />
        <Ticks days={days} dayLabel={dayLabel} />
        <div className={`${scaleWidth} shrink-0`} />
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

/**
 * A scale's three labels (top, half, 0), beside the plot and exactly as high: the visits' on the
 * left, the leads' on the right. Drawn as SVG text placed by attributes: the desk's
 * Content-Security-Policy allows no inline style, so a `style="top: 50%"` would be ignored and
 * every label drawn at the same place.
 */
function Scale({ top, series }: { top: number; series: "visits" | "leads" }) {
  const left = series === "visits";
  return (
    <svg
      className={`${scaleWidth} ${plotHeight} shrink-0 overflow-visible fill-current text-xs text-muted`}
      aria-hidden="true"
      data-chart-scale={series}
      data-top={top}
    >
      {[top, top / 2, 0].map((v, i) => (
        <text
          key={i}
          x={left ? "100%" : "0"}
          y={`${i * 50}%`}
          textAnchor={left ? "end" : "start"}
          dominantBaseline="middle"
          className="tabular-nums"
        >
          {Number.isInteger(v) ? v : v.toFixed(1)}
        </text>
      ))}
    </svg>
  );
}

/** Visits as bars on their scale, leads as a line on theirs. */
function Plot({ days, top, alternative }: { days: readonly DayFigures[]; top: { visits: number; leads: number }; alternative: string }) {
  const bars = barHeights(
    days.map((d) => d.visits),
    top.visits,
  );
  const width = Math.max(1, days.length) * slot;
  const line = days.map((d, i) => `${i * slot + slot / 2},${height - (d.leads / top.leads) * height}`).join(" ");
  return (
    <svg
      role="img"
      aria-label={alternative}
      data-chart="visits-and-leads"
      viewBox={`0 0 ${width} ${height}`}
      preserveAspectRatio="none"
      className={`block ${plotHeight} w-full border-x border-b-2 border-line-strong`}
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
 * The plot's narrowest width at each of the desk's breakpoints (CSS px: a 320 px phone, 640 and
 * 1024, less the page's margins and the scale), with the classes that show a tick there and the
 * classes that anchor its label (start, middle, end), literal so that Tailwind generates them.
 */
const breakpoints = [
  {
    plot: 240,
    show: "inline",
    hide: "hidden",
    anchor: { start: "[text-anchor:start]", middle: "[text-anchor:middle]", end: "[text-anchor:end]" },
  },
  {
    plot: 560,
    show: "sm:inline",
    hide: "sm:hidden",
    anchor: { start: "sm:[text-anchor:start]", middle: "sm:[text-anchor:middle]", end: "sm:[text-anchor:end]" },
  },
  {
    plot: 944,
    show: "lg:inline",
    hide: "lg:hidden",
    anchor: { start: "lg:[text-anchor:start]", middle: "lg:[text-anchor:middle]", end: "lg:[text-anchor:end]" },
  },
] as const;
/** The widest day label ("30 sept." at the scale's size) and the least gap between two. */
const labelWidth = 56;
const labelGap = 8;
/** Steps between ticks, in days: a few days for a short period, whole weeks for a longer one. */
const steps = [1, 2, 3, 7, 14, 21, 28, 35, 42, 49, 56, 63, 70, 77, 84, 91];
type Anchor = "start" | "middle" | "end";

/** Where day `i` of `n` sits (the middle of its bar, 0 to 1), and how its label hangs so that it stays inside a plot `plot` px wide. */
export function tickPlace(i: number, n: number, plot: number): { at: number; anchor: Anchor } {
  const at = (i + 0.5) / n;
  const half = labelWidth / 2 / plot;
  return { at, anchor: at < half ? "start" : at > 1 - half ? "end" : "middle" };
}

/** The days labelled every `step` days, counted back from the last (so the newest day always is). */
export function tickDays(n: number, step: number): number[] {
  const days: number[] = [];
  for (let i = n - 1; i >= 0; i -= step) days.unshift(i);
  return days;
}

const extent = { start: [0, 1], middle: [0.5, 0.5], end: [1, 0] } as const;

/** The smallest step whose labels, each hung as `tickPlace` says, keep a gap between them on a plot `plot` px wide. */
export function tickStep(n: number, plot: number): number {
  const fits = (step: number) => {
    const ticks = tickDays(n, step).map((i) => tickPlace(i, n, plot));
    return ticks.every((t, k) => {
      const next = ticks[k + 1];
      if (!next) return true;
      const need = (extent[t.anchor][1] + extent[next.anchor][0]) * labelWidth + labelGap;
      return (next.at - t.at) * plot >= need;
    });
  };
  return steps.find((s) => (s > 1 && s < 7 ? n < 14 : true) && fits(s)) ?? n;
}

/** The day labels under the plot: as many as each width holds, none over another (SVG text, placed by attributes). */
function Ticks({ days, dayLabel }: { days: readonly DayFigures[]; dayLabel: (day: string) => string }) {
  const n = days.length;
  const shown = breakpoints.map((b) => new Set(tickDays(n, tickStep(n, b.plot))));
  return (
    <svg className="h-5 min-w-0 flex-1 overflow-visible fill-current text-xs text-muted" aria-hidden="true" data-chart-ticks>
      {days.map((d, i) => {
        if (!shown.some((set) => set.has(i))) return null;
        const classes = breakpoints.map((b, k) => `${shown[k]!.has(i) ? b.show : b.hide} ${b.anchor[tickPlace(i, n, b.plot).anchor]}`);
        return (
          <text key={d.day} data-tick={d.day} x={`${((i + 0.5) / n) * 100}%`} y="14" className={classes.join(" ")}>
            {dayLabel(d.day)}
          </text>
        );
      })}
    </svg>
  );
}
