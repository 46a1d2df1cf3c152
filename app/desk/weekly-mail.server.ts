/**
 * The owner's week in one mail (issue 47, item 6): the desk report's figures for the last seven
 * days, in plain text (no image, no link but the report's, no tracking), in the owner's language.
 */
import { site } from "~/site";
import { deskWords } from "./words";
import { dayLabel, keyLabel, percentLabel, type Labels } from "./report/labels";
import { locales, type Locale } from "~/i18n/locale";
import { durationLabel, type Share, type VisitReport } from "~/visits/report-figures";
import type { MailMessage } from "~/delivery/mail/template.server";
import { mailWords } from "~/delivery/mail/words";

/** The report's period the mail gives, and its link's. */
export const weeklyDays = 7;

export interface WeeklySettings {
  to: string;
  from: string;
  language: string;
  deskOrigin: string;
  messageIdDomain: string;
}

const languageOf = (value: string): Locale => ((locales as readonly string[]).includes(value) ? (value as Locale) : "en");

export function weeklyMail(id: string, report: VisitReport, s: WeeklySettings, now: Date): MailMessage {
  const lang = languageOf(s.language);
  const w = mailWords(lang).weekly;
  const rw = deskWords(lang).figures;
  const l: Labels = { lang, t: deskWords(lang).report, w: rw, pages: {}, compare: false };
  const t = report.totals;
  const f = report.firstReply.totals;
  const share = (x: Share) => (x.share === null ? w.notJudged : w.share(percentLabel(x.share, lang), x.within, x.judged));
  const spam = report.perDay.reduce((n, d) => n + d.spam, 0);
  const url = `${new URL(s.deskOrigin).origin}/desk/report?days=${report.days}`;
  const line = (label: string, value: string | number) => `${label}: ${value}`;
  const sources = report.bySource.filter((r) => r.leads > 0);
  const operators = report.firstReply.byOperator.filter((r) => r.answered > 0);
  const text = [
    w.period(dayLabel(report.from, lang, true), dayLabel(report.to, lang, true)),
    ``,
    line(w.leads, t.leads),
    line(w.won, t.won),
    line(w.answered, t.replied),
    line(w.closedWithoutReply, t.closedWithoutReply),
    line(w.withinPromise(site.replyPromiseHours), share(f.withinPromise)),
    line(w.withinWorkingDay, share(f.withinWorkingDay)),
    line(w.notSalesLeads, t.notSales),
    line(w.spam, spam),
    ``,
    `${w.bySource}:`,
    ...(sources.length ? sources.map((r) => `- ${keyLabel(r.key, l).name}: ${w.sourceLine(r.leads, r.won)}`) : [`- ${w.none}`]),
    ``,
    `${w.byOperator}:`,
    ...(operators.length
      ? operators.map(
          (r) =>
            `- ${keyLabel(r.key, l).name}: ${w.operatorLine(r.answered, durationLabel(r.medianHours, rw), durationLabel(r.p90Hours, rw))}`,
        )
      : [`- ${w.none}`]),
    ``,
    w.report(url),
    ``,
    `-- `,
    w.footer,
    ``,
  ].join("\n");
  return {
    to: s.to,
    from: s.from,
    replyTo: s.to,
    subject: w.subject(t.leads, t.won),
    text,
    messageId: `<${id}@${s.messageIdDomain}>`,
    date: now,
    headers: { "Content-Language": lang, "Auto-Submitted": "auto-generated" },
  };
}
