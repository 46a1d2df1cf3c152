import type { DeskWords } from "../words";
import { IntentButton, secondaryButtonClass } from "~/components/operator-ui";
import { Section } from "~/components/operator-ui";

/**
 * The right of access (GDPR Article 15): everything held about the lead's address as one JSON
 * file, posted (the gate checks the form token) to /desk/leads/<id>/personal-data, which audits it.
 */
export function LeadPersonData({ t, csrf, leadId }: { t: DeskWords; csrf: string; leadId: string }) {
  const l = t.lead;
  return (
    <Section id="person-data" title={l.personData} boxed>
      <p className="text-ink">{l.personDataIntro}</p>
      <IntentButton csrf={csrf} action={`/desk/leads/${encodeURIComponent(leadId)}/personal-data`} className={secondaryButtonClass}>
        {l.personDataDownload}
      </IntentButton>
    </Section>
  );
}
