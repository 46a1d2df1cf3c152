import { site } from "~/site";
import type { Labels } from "./labels";

/** What each figure counts, in full sentences; `hours`: the configured working hours in the operator's words. */
export function Definitions({ l, hours }: { l: Labels; hours: string }) {
  return (
    <section aria-labelledby="report-definitions" className="space-y-2">
      <h2 id="report-definitions" className="text-xl font-bold text-ink">
        {l.w.definitionsTitle}
      </h2>
      <dl className="space-y-2 text-sm text-ink" data-report="definitions">
        {l.w.definitions(site.replyPromiseHours, hours).map(([term, definition]) => (
          <div key={term}>
            <dt className="font-semibold">{term}</dt>
            <dd className="text-muted">{definition}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
