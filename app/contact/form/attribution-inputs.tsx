import { attributionFields, type Attribution } from "../attribution";

const sent = ["utmSource", "utmMedium", "utmCampaign", "utmTerm", "utmContent", "referrerHost", "landingPath"] as const;

/** Where the visitor came from, as the browser read it, sent with the form as hidden fields. */
export function AttributionInputs({ trail }: { trail: Attribution }) {
  return sent.map((key) => (trail[key] ? <input key={key} type="hidden" name={attributionFields[key]} value={trail[key]} /> : null));
}
