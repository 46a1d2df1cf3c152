import { trailFields, type Trail } from "../attribution";

/** Where the visitor came from, as the browser read it: the page's address and its referrer, sent as hidden fields. */
export function AttributionInputs({ trail }: { trail: Trail }) {
  return (
    <>
      <input type="hidden" name={trailFields.page} value={trail.page} />
      {trail.referrer ? <input type="hidden" name={trailFields.referrer} value={trail.referrer} /> : null}
    </>
  );
}
