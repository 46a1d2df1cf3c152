/** The words of the mails the site sends, in French, typed by the English ones. */
import { heardFromWords } from "~/contact/copy/heard-from";
import type { MailWords, DigestWords, NotificationWords, OperatorMailWords, ReceiptWords, WeeklyWords } from "./en";

/** The new-lead notification to MAIL_TO. */
const notification: NotificationWords = {
  colon: "\u00a0: ",
  title: "Nouvelle demande de contact depuis le site",
  subject: (name) => `Nouvelle demande de contact de ${name}`,
  possiblySpam: "Peut-être indésirable\u00a0: ",
  doubt: (reasons) =>
    `Peut-être indésirable (le filtre n’était pas sûr\u00a0; confirmez ou libérez-la dans le bureau des demandes)\u00a0: ${reasons}.`,
  firstName: "Prénom",
  businessEmail: "E-mail professionnel",
  language: "Langue",
  package: "Forfait",
  received: "Reçue le",
  reference: "Référence",
  request: "Demande",
  open: "Ouvrir dans le bureau des demandes",
  message: "Message",
  source: "Origine",
  replyTo: (name) => `Répondez à cet e-mail pour répondre à ${name}.`,
  languages: { en: "anglais (English)", fr: "français", nl: "néerlandais (Nederlands)" },
  sourceLabels: {
    campaign: "Campagne (source / support / campagne)",
    term: "Terme",
    content: "Contenu",
    referrer: "Site d’où il venait",
    landingPage: "Page d’arrivée",
    heardFrom: "Nous a connus par",
  },
  heardFrom: heardFromWords.fr,
};

/** The visitor's receipt (the words the contact form's copy does not already hold). */
const receipt: ReceiptWords = {
  greeting: (name) => (name ? `Bonjour ${name},` : "Bonjour,"),
  received: "Nous avons bien reçu votre demande.",
  promiseSaid: false,
  yourMessage: "Votre message\u00a0:",
  automatic: "Cet e\u2011mail confirme automatiquement votre demande. Vous pouvez y répondre\u00a0: votre réponse nous parvient.",
  referenceHint: null,
};

/** The mails to an operator (a lead assigned to them, the lead's answer). */
const operator: OperatorMailWords = {
  colon: "\u00a0: ",
  assignedSubject: (name) => `Une demande vous est attribuée\u00a0: ${name}`,
  assigned: (by) =>
    by ? `${by} vous a attribué une demande dans le bureau des demandes.` : "Une demande vous a été attribuée dans le bureau des demandes.",
  from: "De",
  reference: "Référence",
  language: "Langue",
  received: "Reçue le",
  firstLine: "Message (première ligne)",
  open: "Ouvrir la demande",
  languages: { en: "anglais", fr: "français", nl: "néerlandais" },
  answerSubject: (name, reference) => `${name} a répondu${reference ? ` (${reference})` : ""}\u00a0: de retour dans À traiter`,
  answerIntro: (name) =>
    `${name} a répondu à la réponse du bureau. La demande est de retour dans «\u00a0À traiter\u00a0», marquée «\u00a0Le contact a répondu\u00a0».`,
  answerFirstLine: "Réponse (premières lignes)",
  againSubject: (name, reference) => `${name} a réécrit${reference ? ` (${reference})` : ""}\u00a0: pas encore de réponse envoyée`,
  againIntro: (name) => `${name} a réécrit avant que quiconque réponde. La demande attend toujours sa première réponse.`,
  againFirstLines: "Nouveau message (premières lignes)",
  otherSender: (address) => `Envoyé depuis ${address}, qui n’est pas l’adresse du contact.`,
  attachments: "Pièces jointes",
  readAndReply: "La lire et répondre",
};

/** The reminder digest. */
const digest: DigestWords = {
  subject: (n) => `Rappel\u00a0: ${n === 1 ? "1 demande attend" : `${n} demandes attendent`} une réponse`,
  intro: (hours, promise) =>
    `Ces demandes n’ont reçu aucune réponse en un jour ouvrable (${hours}, heure de Bruxelles, jours fériés belges exclus). Le site promet une réponse dans les ${promise}\u00a0heures.`,
  waited: (elapsed, promise, past) =>
    past ? `en attente depuis ${elapsed}\u00a0: plus que les ${promise}\u00a0heures promises` : `en attente depuis ${elapsed}`,
  hours: (h, m) => (h === 0 ? `${m}\u00a0min` : m === 0 ? `${h}\u00a0h` : `${h}\u00a0h\u00a0${m}\u00a0min`),
  days: (d, h) => (h === 0 ? `${d}\u00a0j` : `${d}\u00a0j\u00a0${h}\u00a0h`),
  urgent: "URGENT\u00a0: ",
  received: "reçue le",
  more: (n, url) => `Et ${n === 1 ? "1 autre demande attend" : `${n} autres demandes attendent`}\u00a0: ${url}`,
  footer:
    "Vous recevez au plus un rappel par heure\u00a0: au début de la journée de travail, et quand une demande dépasse le délai promis.",
  languages: { en: "anglais", fr: "français", nl: "néerlandais" },
};

/** The owner's weekly mail. */
const weekly: WeeklyWords = {
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

export const fr: MailWords = { notification, receipt, operator, digest, weekly };
