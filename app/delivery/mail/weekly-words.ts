/**
 * The words of the owner's weekly mail (issue 47, item 6), in the desk language of the operator
 * MAIL_TO belongs to (else English). The English words are the type: a word missing in another
 * language does not compile.
 */
import type { Locale } from "~/i18n/locale";

const en = {
  subject: (leads: number, won: number) => `Your week: ${leads} lead${leads === 1 ? "" : "s"}, ${won} client${won === 1 ? "" : "s"} won`,
  period: (from: string, to: string) => `The last seven days, ${from} to ${to}.`,
  leads: "Leads",
  won: "Clients won",
  answered: "Answered",
  closedWithoutReply: "Closed without reply",
  /** `promise`: the hours the site promises (site.replyPromiseHours). */
  withinPromise: (promise: number) => `Answered within ${promise} hours`,
  withinWorkingDay: "Answered within one working day",
  share: (percent: string, within: number, judged: number) => `${percent} (${within} of ${judged})`,
  notJudged: "none due yet",
  notSalesLeads: "Closed as not sales leads",
  spam: "Spam caught",
  bySource: "Leads and clients won by source",
  sourceLine: (leads: number, won: number) => `${leads} lead${leads === 1 ? "" : "s"}, ${won} won`,
  byOperator: "First reply by operator (who sent it)",
  operatorLine: (answered: number, median: string, p90: string) => `${answered} answered, median ${median}, 90th percentile ${p90}`,
  none: "none",
  report: (url: string) => `The full report, with what each figure means: ${url}`,
  footer:
    "Sent once a week, at the start of the first working day. The same figures as the desk's report for 7 days. WEEKLY_REPORT=false turns this mail off.",
};

export type WeeklyWords = typeof en;

const fr: WeeklyWords = {
  subject: (leads, won) =>
    `Votre semaine\u00a0: ${leads} demande${leads > 1 ? "s" : ""}, ${won} client${won > 1 ? "s" : ""} gagné${won > 1 ? "s" : ""}`,
  period: (from, to) => `Les sept derniers jours, du ${from} au ${to}.`,
  leads: "Demandes",
  won: "Clients gagnés",
  answered: "Avec réponse",
  closedWithoutReply: "Clôturées sans réponse",
  withinPromise: (promise) => `Réponse dans les ${promise}\u00a0heures`,
  withinWorkingDay: "Réponse en un jour ouvrable",
  share: (percent, within, judged) => `${percent} (${within} sur ${judged})`,
  notJudged: "aucune encore due",
  notSalesLeads: "Clôturées comme n’étant pas des demandes commerciales",
  spam: "Indésirables arrêtés",
  bySource: "Demandes et clients gagnés par source",
  sourceLine: (leads, won) => `${leads} demande${leads > 1 ? "s" : ""}, ${won} gagné${won > 1 ? "s" : ""}`,
  byOperator: "Première réponse par opérateur (celui qui l’a envoyée)",
  operatorLine: (answered, median, p90) => `${answered} avec réponse, médiane ${median}, 90e\u00a0centile ${p90}`,
  none: "aucune",
  report: (url) => `Le rapport complet, avec ce que dit chaque chiffre\u00a0: ${url}`,
  footer:
    "Envoyé une fois par semaine, au début du premier jour ouvrable. Les mêmes chiffres que le rapport du bureau sur 7\u00a0jours. WEEKLY_REPORT=false arrête ce message.",
};

const nl: WeeklyWords = {
  subject: (leads, won) => `Uw week: ${leads} aanvra${leads === 1 ? "ag" : "gen"}, ${won} gewonnen klant${won === 1 ? "" : "en"}`,
  period: (from, to) => `De voorbije zeven dagen, van ${from} tot ${to}.`,
  leads: "Aanvragen",
  won: "Gewonnen klanten",
  answered: "Beantwoord",
  closedWithoutReply: "Afgesloten zonder antwoord",
  withinPromise: (promise) => `Beantwoord binnen ${promise} uur`,
  withinWorkingDay: "Beantwoord binnen één werkdag",
  share: (percent, within, judged) => `${percent} (${within} van ${judged})`,
  notJudged: "nog geen aan de beurt",
  notSalesLeads: "Afgesloten als geen commerciële aanvraag",
  spam: "Tegengehouden spam",
  bySource: "Aanvragen en gewonnen klanten per bron",
  sourceLine: (leads, won) => `${leads} aanvra${leads === 1 ? "ag" : "gen"}, ${won} gewonnen`,
  byOperator: "Eerste antwoord per medewerker (wie het verstuurde)",
  operatorLine: (answered, median, p90) => `${answered} beantwoord, mediaan ${median}, 90e percentiel ${p90}`,
  none: "geen",
  report: (url) => `Het volledige rapport, met wat elk cijfer betekent: ${url}`,
  footer:
    "Eén keer per week verstuurd, bij het begin van de eerste werkdag. Dezelfde cijfers als het rapport van de desk over 7 dagen. Met WEEKLY_REPORT=false zet u deze mail uit.",
};

export const weeklyWords: Record<Locale, WeeklyWords> = { en, fr, nl };
