/**
 * Where a lead came from, as a request stores it (contact_requests' attribution columns) and every
 * reader gets it back: the form's answers and the empty attribution. How the form and the server
 * read it from a visit is app/contact/attribution.ts.
 */

/** The answers of 'How did you hear about us?' (the form's optional select). */
export const heardFromOptions = ["search", "linkedin", "recommendation", "event", "other"] as const;
export type HeardFrom = (typeof heardFromOptions)[number];

export interface Attribution {
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  utmTerm: string | null;
  utmContent: string | null;
  /** The external referrer's host only (never its path or query). */
  referrerHost: string | null;
  /** The site path the visitor arrived on, without query. */
  landingPath: string | null;
  heardFrom: HeardFrom | null;
}

export const emptyAttribution: Attribution = {
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  utmTerm: null,
  utmContent: null,
  referrerHost: null,
  landingPath: null,
  heardFrom: null,
};

/** The source of a lead with neither a campaign source nor a referrer. */
export const directSource = "(direct)";
