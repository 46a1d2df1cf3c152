import type { Lead } from "~/storage/requests/leads-store.server";
import type { DeskWords } from "../words";
import { channelName, deliveryProblem } from "../delivery-problem";
import { CsrfField, secondaryButtonClass } from "~/components/operator-ui";
import { ListTable, Section } from "~/components/operator-ui";

/** The lead's notifications (mail, webhook), with Retry on a failed one. */
export function LeadDeliveries({ lead, t, csrf, lang }: { lead: Lead; t: DeskWords; csrf: string; lang: string }) {
  const l = t.lead;
  return (
    <Section id="deliveries" title={l.deliveries}>
      {lead.deliveries.length === 0 ? (
        <p className="text-ink">{l.noDeliveries}</p>
      ) : !lead.deliveries.some((d) => d.status === "failed") ? (
        // In full only when one failed: otherwise one line says where it went.
        <p className="text-ink">
          {l.deliveredAll(
            lead.deliveries.map((d) => `${channelName(d.channel, lang)} (${t.deliveryStatuses[d.status] ?? d.status})`).join(", "),
          )}
        </p>
      ) : (
        <ListTable
          label={l.deliveries}
          empty={l.noDeliveries}
          rows={lead.deliveries.length}
          columns={[l.channel, l.deliveryStatus, l.attempts, l.lastError, <span className="sr-only">{l.retry}</span>]}
        >
          {lead.deliveries.map((d) => (
            <tr key={d.id} className="border-b border-line align-top">
              <td className="py-2 pr-3">{channelName(d.channel, lang)}</td>
              <td className="py-2 pr-3">{t.deliveryStatuses[d.status] ?? d.status}</td>
              <td className="py-2 pr-3 tabular-nums">{d.attempts}</td>
              <td className="py-2 pr-3 break-words">{d.lastError ? deliveryProblem(d.channel, d.lastError, lang) : "–"}</td>
              <td className="py-2 pr-3">
                {d.status === "failed" && (
                  <form method="post">
                    <CsrfField token={csrf} />
                    <button
                      type="submit"
                      name="intent"
                      value="retry"
                      className={secondaryButtonClass}
                      aria-label={`${l.retry} (${channelName(d.channel, lang)})`}
                    >
                      {l.retry}
                    </button>
                  </form>
                )}
              </td>
            </tr>
          ))}
        </ListTable>
      )}
    </Section>
  );
}
