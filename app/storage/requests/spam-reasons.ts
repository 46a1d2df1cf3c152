/**
 * Why the spam filter caught a request: data, kept with the request (JSON in its row), counted in
 * the metrics by `kind`, and put in words for staff by `reasonWords` (reason-words.ts).
 */
export type SpamReason =
  /** The hidden field, which people never see, was filled. */
  | { kind: "honeypot" }
  /** Sent this many seconds after the page was shown (the signed token, or the script's timer). */
  | { kind: "too-fast"; seconds: number }
  /** The page's token was issued this many hours before the post (over a day: a replayed page). */
  | { kind: "token-expired"; hours: number }
  /** The token's signature does not match: made up or altered. */
  | { kind: "token-forged" }
  /** No token at all: the form was posted without loading the page that carries one. */
  | { kind: "token-missing" }
  /** The message holds this many links. */
  | { kind: "links"; count: number }
  /** A link through a URL shortener (its host). */
  | { kind: "shortener"; host: string }
  /** Links and hardly anything else. */
  | { kind: "link-only" }
  /** A link to a host under a top-level domain that mostly serves spam (.top, .xyz, .click, …). */
  | { kind: "spam-domain-link"; host: string }
  /** Link markup for forums (BBCode, HTML anchors): pasted by a robot into a plain-text form. */
  | { kind: "link-markup" }
  /** A link in the name field. */
  | { kind: "name-link" }
  /** A known spam phrase (as written in the list, lower case). */
  | { kind: "phrase"; phrase: string }
  /** Words that mix Latin letters with look-alike ones (Cyrillic, Greek, Cherokee, Armenian, small capitals), or are made of them. */
  | { kind: "script-mix" }
  /** Format characters nobody types (zero-width space, soft hyphen, word joiner…) inside this many words. */
  | { kind: "format-character"; words: number }
  /** Most letters in a script the agency does not write in (Cyrillic, CJK, …): a doubt, never spam alone. */
  | { kind: "foreign-script"; script: ForeignScript }
  /** The message is one character over and over ("啊啊啊啊…", "aaaaaaaa"), whatever its script. */
  | { kind: "repeated-character"; character: string }
  /** A name that reads like random letters (udFJASLcDjUUgUFn). */
  | { kind: "gibberish-name" }
  /** A message of random letters. */
  | { kind: "gibberish-text" }
  /** A price in dollars: Belgian enquiries count in euros. */
  | { kind: "dollars" }
  /** Mostly capitals, or a row of exclamation marks. */
  | { kind: "shouting" }
  /** The email's domain has neither a mail server (MX) nor an address (A/AAAA). */
  | { kind: "mail-domain"; domain: string }
  /** The email's domain hands out throwaway addresses. */
  | { kind: "disposable"; domain: string }
  /** The same message was sent from this many addresses in the last day. */
  | { kind: "repeated"; count: number }
  /** The statistical model (classifier-model.json) read the message as spam with this probability (two decimals). */
  | { kind: "classifier"; probability: number }
  /**
   * Not a reason for spam but why a request is only "check": the word rules alone reached the
   * threshold and the model read the message as a person's (score.ts, modelAgreement). Weighs nothing.
   */
  | { kind: "model-disagrees"; probability: number };

/**
 * Scripts the site (English, French, Dutch) does not speak. A real enquiry can still come in one
 * (a Brussels importer writing in Chinese): a doubt, never spam alone (score.ts).
 */
export const foreignScripts = ["cyrillic", "greek", "arabic", "hebrew", "cjk", "thai", "devanagari"] as const;
export type ForeignScript = (typeof foreignScripts)[number];

export type SpamReasonKind = SpamReason["kind"];

export const spamReasonKinds = [
  "honeypot",
  "too-fast",
  "token-expired",
  "token-forged",
  "token-missing",
  "links",
  "shortener",
  "link-only",
  "spam-domain-link",
  "link-markup",
  "name-link",
  "phrase",
  "script-mix",
  "format-character",
  "foreign-script",
  "repeated-character",
  "gibberish-name",
  "gibberish-text",
  "dollars",
  "shouting",
  "mail-domain",
  "disposable",
  "repeated",
  "classifier",
  "model-disagrees",
] as const satisfies readonly SpamReasonKind[];

/** Reasons read back from storage (JSON text): anything unknown or malformed is left out. */
export function parseSpamReasons(stored: string | null | undefined): SpamReason[] {
  if (!stored) return [];
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item): item is SpamReason =>
      typeof item === "object" &&
      item !== null &&
      (spamReasonKinds as readonly string[]).includes((item as { kind?: unknown }).kind as string),
  );
}
