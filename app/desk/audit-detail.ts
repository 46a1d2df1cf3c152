/**
 * An audit line's detail in the operator's language. The audit stores what happened as the
 * English line it always wrote (rows of every release stay readable as they are); the audit page
 * reads each known form back and says it in French or Dutch. A form not known here (a name, a
 * template's title, a device) is shown as stored.
 */
import type { DeskLanguage } from "~/access/page-language";

type Words = (m: RegExpMatchArray) => string;
/** A stored form, the audit action it belongs to, and how French and Dutch say it. */
type Rule = readonly [action: string, pattern: RegExp, words: Record<"fr" | "nl", Words>];

const statusWords: Record<"fr" | "nl", Record<string, string>> = {
  fr: {
    new: "nouvelle",
    replied: "répondu",
    won: "gagnée",
    lost: "perdue",
    other: "non commerciale",
    spam: "indésirable",
    "possibly spam": "peut-être indésirable",
  },
  nl: {
    new: "nieuw",
    replied: "beantwoord",
    won: "gewonnen",
    lost: "verloren",
    other: "geen verkoopaanvraag",
    spam: "spam",
    "possibly spam": "mogelijk spam",
  },
};

const failureWords: Record<"fr" | "nl", Record<string, string>> = {
  fr: {
    "unknown or used challenge": "défi inconnu ou déjà utilisé",
    "unknown passkey": "clé d’accès inconnue",
    "no user handle": "pas d’identifiant d’utilisateur",
    "user handle does not match the passkey's operator": "l’identifiant ne correspond pas à l’opérateur de la clé",
    "signature not verified": "signature non vérifiée",
    "operator removed": "opérateur retiré",
  },
  nl: {
    "unknown or used challenge": "onbekende of al gebruikte challenge",
    "unknown passkey": "onbekende toegangssleutel",
    "no user handle": "geen gebruikers-ID",
    "user handle does not match the passkey's operator": "de gebruikers-ID hoort niet bij de medewerker van de sleutel",
    "signature not verified": "handtekening niet geverifieerd",
    "operator removed": "medewerker verwijderd",
  },
};

const said = (table: Record<string, string>, key: string) => table[key] ?? key;
const status = (language: "fr" | "nl", key: string) => said(statusWords[language], key);
const device = (language: "fr" | "nl", name: string) =>
  name === "unnamed device" ? (language === "fr" ? "appareil sans nom" : "toestel zonder naam") : name;

const rules: readonly Rule[] = [
  [
    "invitation",
    /^enrolment link for (.+?)(?: \((\d+) earlier links? revoked\))?$/,
    {
      fr: (m) =>
        `lien d’inscription pour ${m[1]}${m[2] ? ` (${m[2]} lien${m[2] === "1" ? "" : "s"} précédent${m[2] === "1" ? "" : "s"} révoqué${m[2] === "1" ? "" : "s"})` : ""}`,
      nl: (m) => `inschrijvingslink voor ${m[1]}${m[2] ? ` (${m[2]} eerdere link${m[2] === "1" ? "" : "s"} ingetrokken)` : ""}`,
    },
  ],
  [
    "retry",
    /^(\d+) deliver(?:y|ies) queued again$/,
    {
      fr: (m) => `${m[1]} envoi${m[1] === "1" ? "" : "s"} remis en file`,
      nl: (m) => `${m[1]} verzending${m[1] === "1" ? "" : "en"} opnieuw in de wachtrij`,
    },
  ],
  [
    "export",
    /^(\w+), (\d+) request\(s\)(?:, filter (.+))?$/,
    {
      fr: (m) => `${m[1]}, ${m[2]} demande${m[2] === "1" ? "" : "s"}${m[3] ? `, filtre ${m[3]}` : ""}`,
      nl: (m) => `${m[1]}, ${m[2]} aanvra${m[2] === "1" ? "ag" : "gen"}${m[3] ? `, filter ${m[3]}` : ""}`,
    },
  ],
  [
    "passkey removed",
    /^(?:(.+): )?(.+); (\d+) session\(s\) ended$/,
    {
      fr: (m) =>
        `${m[1] ? `${m[1]} : ` : ""}${device("fr", m[2]!)} ; ${m[3]} session${m[3] === "1" ? "" : "s"} fermée${m[3] === "1" ? "" : "s"}`,
      nl: (m) => `${m[1] ? `${m[1]}: ` : ""}${device("nl", m[2]!)}; ${m[3]} sessie${m[3] === "1" ? "" : "s"} beëindigd`,
    },
  ],
  [
    "spam deleted",
    /^(\d+) request\(s\)$/,
    { fr: (m) => `${m[1]} demande${m[1] === "1" ? "" : "s"}`, nl: (m) => `${m[1]} aanvra${m[1] === "1" ? "ag" : "gen"}` },
  ],
  [
    "status change",
    /^new → (\w+): (\d+) other open request\(s\) from this address \((.*)\)$/,
    {
      fr: (m) =>
        `nouvelle → ${status("fr", m[1]!)} : ${m[2]} autre${m[2] === "1" ? "" : "s"} demande${m[2] === "1" ? "" : "s"} ouverte${m[2] === "1" ? "" : "s"} de cette adresse (${m[3]})`,
      nl: (m) => `nieuw → ${status("nl", m[1]!)}: ${m[2]} andere open aanvra${m[2] === "1" ? "ag" : "gen"} van dit adres (${m[3]})`,
    },
  ],
  [
    "status change",
    /^(possibly spam|\w+) → (\w+)$/,
    { fr: (m) => `${status("fr", m[1]!)} → ${status("fr", m[2]!)}`, nl: (m) => `${status("nl", m[1]!)} → ${status("nl", m[2]!)}` },
  ],
  [
    "failed sign-in",
    /^(.+) \((\d+) failed sign-ins from client (\S+) in the minute from (\d\d:\d\d) UTC\)$/,
    {
      fr: (m) => `${said(failureWords.fr, m[1]!)} (${m[2]} connexions échouées du client ${m[3]} dans la minute de ${m[4]} UTC)`,
      nl: (m) => `${said(failureWords.nl, m[1]!)} (${m[2]} mislukte aanmeldingen van client ${m[3]} in de minuut vanaf ${m[4]} UTC)`,
    },
  ],
  [
    "failed sign-in",
    /^(.+) \(client (\S+)\)$/,
    { fr: (m) => `${said(failureWords.fr, m[1]!)} (client ${m[2]})`, nl: (m) => `${said(failureWords.nl, m[1]!)} (client ${m[2]})` },
  ],
];

/** The stored detail of an audit line as the operator reads it. */
export function auditDetail(action: string, detail: string, language: DeskLanguage): string {
  if (language === "en" || detail === "") return detail;
  for (const [ruleAction, pattern, words] of rules) {
    const m = ruleAction === action ? detail.match(pattern) : null;
    if (m) return words[language](m);
  }
  return detail;
}
