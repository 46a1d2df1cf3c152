/** What the Sending page says of each check: done, or what to fix, in the operator's words. */
import type { SendingReport } from "~/delivery/mail/sending-check.server";
import type { DeskWords } from "./words";

/** The sentence under one check of the report. */
export function sendingVerdict(t: DeskWords["sending"], report: SendingReport, check: "spf" | "dkim" | "dmarc"): string {
  const result = report[check];
  if (result.problem === "lookup-failed") return t.lookupFailed;
  const relay = report.relayChecked ? report.relay : null;
  if (check === "spf") return (t.spf[result.problem ?? "ok"] ?? t.spf.ok!)(report.domain, relay);
  if (check === "dkim") return (t.dkim[result.problem ?? "ok"] ?? t.dkim.ok!)(result.name, report.dkim.bits);
  const words = t.dmarc[result.problem ?? "ok"] ?? t.dmarc.ok!;
  return words(result.problem ? report.domain : (report.dmarc.policy ?? ""));
}

/** Where mail goes out, and whether SPF could be compared with it. */
export function relayWords(t: DeskWords["sending"], report: SendingReport): string {
  if (!report.relay) return t.noRelay;
  return report.relayChecked ? t.relay(report.relay) : t.relayUnchecked(report.relay);
}
