import type { DeskWords } from "../words";
import { CsrfField, secondaryButtonClass } from "../ui";

/**
 * The right of access (GDPR Article 15): everything held about the lead's address as one JSON
 * file, posted (the gate checks the form token) to /desk/leads/<id>/personal-data, which audits it.
 */
export function LeadPersonData({ t, csrf, leadId }: { t: DeskWords; csrf: string; leadId: string }) {
  const l = t.lead;
  return (
    <section aria-labelledby="person-data" className="space-y-3 rounded-lg border border-line p-4">
      <h2 id="person-data" className="text-xl font-bold text-ink">
        {l.personData}
      </h2>
      <p className="text-ink">{l.personDataIntro}</p>
      <form method="post" action={`/desk/leads/${encodeURIComponent(leadId)}/personal-data`}>
        <CsrfField token={csrf} />
        <button type="submit" className={secondaryButtonClass}>
          {l.personDataDownload}
        </button>
      </form>
    </section>
  );
}
