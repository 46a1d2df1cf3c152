import { site } from "~/site";
import type { Labels } from "./labels";
import { Section, Term } from "~/components/operator-ui";

/** What each figure counts, in full sentences; `hours`: the configured working hours in the operator's words. */
export function Definitions({ l, hours }: { l: Labels; hours: string }) {
  return (
    <Section id="report-definitions" title={l.w.definitionsTitle} className="space-y-2">
      <dl className="space-y-2 text-sm text-ink" data-report="definitions">
        {l.w.definitions(site.replyPromiseHours, hours).map(([term, definition]) => (
          <div key={term}>
            <Term term={term} className="text-muted">
              {definition}
            </Term>
          </div>
        ))}
      </dl>
    </Section>
  );
}
