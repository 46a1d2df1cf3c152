/** The reminder digest (issue 36): one mail per recipient listing the leads past the promise, each with its link. */
import { workingHoursWords } from "~/platform/working-hours-text";
import { parseWorkingHours, type WorkingClock } from "~/platform/working-time.server";
import { site } from "~/site";
import { durationLabel } from "~/visits/report-figures";
import type { StoredDigest } from "../../storage/conversation/digest-store.server";
import { leadUrl } from "./mailer.server";
import { headerSafe, type MailMessage } from "./template.server";
import { digestLanguage, soundsUrgent } from "./digest-language";
import { mailWords } from "./words";
import type { DeskMailSettings } from "./desk-mail-settings";

const dateLocales = { en: "en-GB", fr: "fr-BE", nl: "nl-BE" } as const;

export function digestMail(
  id: string,
  digest: StoredDigest,
  s: Pick<DeskMailSettings, "from" | "agency" | "messageIdDomain" | "deskOrigin">,
  clock: WorkingClock,
  now: Date,
): MailMessage {
  const language = digestLanguage(digest.language);
  const w = mailWords(language).digest;
  const when = new Intl.DateTimeFormat(dateLocales[language], { timeZone: "Europe/Brussels", dateStyle: "medium", timeStyle: "short" });
  const lines = digest.leads.map((lead) => {
    // The time since the request, as the visitor lives it; the site's promise is counted the same way.
    const hours = Math.max(0, now.getTime() - Date.parse(lead.createdAt)) / 3_600_000;
    const past = hours >= site.replyPromiseHours;
    const name = headerSafe(lead.firstName).slice(0, 100);
    const about = [lead.reference ? headerSafe(lead.reference) : "", w.languages[lead.language] ?? lead.language]
      .filter(Boolean)
      .join(", ");
    return [
      `- ${soundsUrgent(lead.message, lead.language) ? w.urgent : ""}${name} (${about}) · ${w.waited(durationLabel(hours, w), site.replyPromiseHours, past)} · ${w.received} ${when.format(new Date(lead.createdAt))}`,
      `  ${leadUrl(s.deskOrigin, lead.id)}`,
    ].join("\n");
  });
  const more = digest.total - digest.leads.length;
  return {
    to: digest.recipient,
    from: s.from,
    replyTo: s.agency,
    subject: w.subject(digest.total),
    text: [
      w.intro(workingHoursWords(parseWorkingHours(clock.hours), language), site.replyPromiseHours),
      ``,
      ...lines,
      ``,
      ...(more > 0 ? [w.more(more, `${new URL(s.deskOrigin).origin}/desk`), ``] : []),
      w.footer,
      ``,
    ].join("\n"),
    messageId: `<${id}@${s.messageIdDomain}>`,
    date: now,
    headers: { "Content-Language": language, "Auto-Submitted": "auto-generated" },
  };
}
