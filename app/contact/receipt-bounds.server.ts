/**
 * A receipt a bound held back (issue 49; the bounds are receipts-store's `receiptBounds`): the
 * request is stored and the agency notified as ever; the visitor gets no receipt, the log one
 * warning and `/metrics` one count (contact_receipts_withheld_total{reason}).
 */
import type { Logger } from "../platform/log.server";
import type { OnReceiptWithheld, ReceiptWithheld } from "../storage/requests/receipts-store.server";

const why: Record<ReceiptWithheld, string> = {
  ceiling: "receipt not sent: the server's receipts per hour are used up (the request is stored and notified)",
  network: "receipt not sent: this network was sent one in the last hour (the request is stored and notified)",
};

/** What tells the log and the metrics of a receipt held back. */
export function receiptWithheldReporter(log: Logger, count?: (reason: ReceiptWithheld) => void): OnReceiptWithheld {
  return (request, reason) => {
    log.warn({ module: "receipt", request, reason }, why[reason]);
    count?.(reason);
  };
}
