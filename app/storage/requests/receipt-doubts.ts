/**
 * Which doubted ("check") requests still get the visitor's receipt (issue 47, item 5): those whose
 * only doubts are a quick send (too-fast: autofill and a pasted message) or a link through a URL
 * shortener, each of which real enquiries carry (the week's biggest prospect had both). Any other
 * doubt, and the hidden field above all, keeps the receipt back until an operator says "Not spam".
 * The receipt's own bounds still hold (one per address a day, the server's ceiling, the network's:
 * receipts-store).
 */
import type { SpamReason, SpamReasonKind } from "./spam-reasons";

const receiptDoubts: ReadonlySet<SpamReasonKind> = new Set(["too-fast", "shortener"]);

/** Whether a request doubted for these reasons gets its receipt: true with no reason at all. */
export function receiptDespiteDoubts(reasons: readonly SpamReason[]): boolean {
  return reasons.every((r) => receiptDoubts.has(r.kind));
}
