import type { Lead } from "~/storage/requests/leads-store.server";
import type { DeskWords } from "../words";
import { Section, Term } from "~/components/operator-ui";

/** Where the lead came from: only what is known, in the order a campaign link names it. */
export function LeadSource({ lead, t }: { lead: Lead; t: DeskWords }) {
  const l = t.lead;
  const a = lead.attribution;
  const rows = (Object.keys(l.attribution) as (keyof typeof a)[])
    .map((key): [string, string | null] => [
      l.attribution[key],
      key === "heardFrom" ? (a.heardFrom ? l.heardFrom[a.heardFrom] : null) : a[key],
    ])
    .filter((row): row is [string, string] => Boolean(row[1]));
  return (
    <Section id="source" title={l.source}>
      {rows.length === 0 ? (
        <p className="text-ink">{l.sourceUnknown}</p>
      ) : (
        <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-ink">
          {rows.map(([label, value]) => (
            <Term key={label} term={label} className="break-all">
              {value}
            </Term>
          ))}
        </dl>
      )}
    </Section>
  );
}
