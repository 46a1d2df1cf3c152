import type { RelatedRequest } from "~/storage/requests/leads-store.server";
import type { DeskWords } from "../words";
import { formatTime, LeadLink } from "~/components/operator-ui";
import { Section } from "~/components/operator-ui";

/** Other requests from this address or its firm's domain in the last 180 days. */
export function LeadRelated({ t, lang, related }: { t: DeskWords; lang: string; related: RelatedRequest[] }) {
  return (
    <Section id="related" title={t.lead.related}>
      {related.length === 0 ? (
        <p className="text-ink">{t.lead.relatedNone}</p>
      ) : (
        <ul className="space-y-1 text-ink">
          {related.map((r) => (
            <li key={r.id}>
              <LeadLink id={r.id}>{r.firstName}</LeadLink>{" "}
              <span className="break-all text-muted">
                {r.sameAddress ? r.email : `${r.email} (${t.lead.sameDomain})`} · {formatTime(r.createdAt, lang)} ·{" "}
                {t.statuses[r.leadStatus]}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
