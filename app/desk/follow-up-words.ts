/** "Follow up on…" in the desk's languages (issue 44), typed by the English words. */
const en = {
  title: "Follow up later",
  intro:
    "Set the lead aside until a day: it leaves To answer, is never overdue meanwhile, and comes back on that day (or at once when the lead writes).",
  presets: { tomorrow: "Tomorrow", "two-days": "In two working days", monday: "Next Monday" },
  onDate: "On a date",
  setDate: "Follow up on this date",
  until: (when: string) => `Set aside until ${when}.`,
  cancel: "Back to To answer now",
  row: (when: string) => `Follow up on ${when}`,
  done: "Set aside: the lead comes back to To answer on its day.",
  cancelled: "Back in To answer.",
  badDate: "Choose a day between tomorrow and a year from now.",
};

export type FollowUpWords = typeof en;

const fr: FollowUpWords = {
  title: "Relancer plus tard",
  intro:
    "Mettez la demande de côté jusqu’à un jour donné\u00a0: elle quitte «\u00a0À traiter\u00a0», n’est jamais en retard entre-temps et revient ce jour-là (ou dès que le contact écrit).",
  presets: { tomorrow: "Demain", "two-days": "Dans deux jours ouvrables", monday: "Lundi prochain" },
  onDate: "À une date",
  setDate: "Relancer à cette date",
  until: (when) => `Mise de côté jusqu’au ${when}.`,
  cancel: "Remettre dans «\u00a0À traiter\u00a0» maintenant",
  row: (when) => `À relancer le ${when}`,
  done: "Mise de côté\u00a0: la demande revient dans «\u00a0À traiter\u00a0» le jour dit.",
  cancelled: "De retour dans «\u00a0À traiter\u00a0».",
  badDate: "Choisissez un jour entre demain et dans un an.",
};

const nl: FollowUpWords = {
  title: "Later opvolgen",
  intro:
    "Zet de aanvraag opzij tot een bepaalde dag: ze verdwijnt uit “Te beantwoorden”, is intussen nooit te laat en komt die dag terug (of meteen wanneer de contactpersoon schrijft).",
  presets: { tomorrow: "Morgen", "two-days": "Over twee werkdagen", monday: "Volgende maandag" },
  onDate: "Op een datum",
  setDate: "Opvolgen op deze datum",
  until: (when) => `Opzijgezet tot ${when}.`,
  cancel: "Nu terug naar “Te beantwoorden”",
  row: (when) => `Opvolgen op ${when}`,
  done: "Opzijgezet: de aanvraag komt op de gekozen dag terug in “Te beantwoorden”.",
  cancelled: "Terug in “Te beantwoorden”.",
  badDate: "Kies een dag tussen morgen en een jaar van nu.",
};

const words: Record<string, FollowUpWords> = { en, fr, nl };

export function followUpWords(language: string | undefined): FollowUpWords {
  return words[language ?? "en"] ?? en;
}
