/** The lead desk's words in French: the report's figures for an owner: clients won first, the definitions written in full, the first reply. */
import type { FiguresPart, FiguresWords } from "../en/figures";

const figures: FiguresWords = {
  won: "Clients gagnés",
  answered: "Avec réponse",
  moreLeadsThanVisits: "plus de demandes que de visites comptées",
  noSource: (n, of) =>
    `${n} demande${n > 1 ? "s" : ""} sur ${of} ${n > 1 ? "n’ont" : "n’a"} pas de source connue\u00a0: ni campagne ni site référent, ${n > 1 ? "elles sont comptées" : "elle est comptée"} en accès direct.`,
  definitionsTitle: "Ce que disent les chiffres",
  definitions: (promise, hours) => [
    ["Clients gagnés", "Les demandes de cette période dont le statut est maintenant «\u00a0Gagné\u00a0»."],
    ["Demandes", "Les demandes de contact reçues sur cette période, indésirables exclues."],
    [
      "Visites",
      "Une visite est une suite de pages lues par un même navigateur sans pause de plus de 30\u00a0minutes. Les robots ne sont jamais comptés.",
    ],
    [
      "Conversion",
      "Les demandes divisées par les visites. Quand il y a plus de demandes que de visites comptées (certains visiteurs ne sont pas comptés, ou une demande est arrivée avant le début du comptage), un tiret la remplace\u00a0: une part de plus de 100\u00a0% ne voudrait rien dire.",
    ],
    [
      "Avec réponse",
      "Les demandes de cette période qui ont reçu une première réponse depuis\u00a0: envoyée depuis le bureau, ou marquée comme envoyée, quel que soit leur statut maintenant.",
    ],
    [
      "Clôturées sans réponse",
      "Les demandes de cette période clôturées (gagnées ou perdues, par téléphone par exemple) sans réponse envoyée ni marquée comme envoyée\u00a0: elles ne comptent pas comme ayant reçu une réponse.",
    ],
    [
      "Première réponse",
      "Le temps entre la demande et sa première réponse, nuits et week-ends compris. La moitié des demandes avec réponse l’ont reçue dans le délai médian, neuf sur dix dans le 90e\u00a0centile. Chaque première réponse est attribuée à l’opérateur qui l’a envoyée\u00a0; une demande encore sans réponse, à son responsable.",
    ],
    [
      `Dans les ${promise}\u00a0heures`,
      `Ce que le site promet\u00a0: une réponse dans les ${promise}\u00a0heures qui suivent la demande. La part compte les demandes qui ont reçu une réponse dans les ${promise}\u00a0heures, sur les demandes avec réponse et celles encore sans réponse après ${promise}\u00a0heures. Les demandes de moins de ${promise}\u00a0heures, et celles clôturées sans réponse, ne sont pas comptées.`,
    ],
    [
      "En un jour ouvrable",
      `La même part, une demande étant due à la même heure le jour ouvrable suivant (${hours}, heure de Bruxelles, jours fériés belges exclus). Avec les heures par défaut, une demande envoyée le vendredi à 17\u00a0h\u00a030 est due le lundi à 17\u00a0h\u00a030.`,
    ],
  ],
  firstReply: "Première réponse",
  firstReplyIntro: "De la demande à la première réponse, nuits et week-ends compris, pour les demandes de cette période.",
  operator: "Opérateur",
  source: "Source",
  median: "Médiane",
  p90: "90e centile",
  withinPromise: (hours) => `Dans les ${hours}\u00a0heures`,
  withinWorkingDay: "En un jour ouvrable",
  closedWithoutReply: "Clôturées sans réponse",
  noReplies: "Aucune demande de cette période n’a encore reçu de réponse, et aucune n’a dépassé son délai.",
  unassigned: "personne (non attribuée)",
  unrecorded: "non enregistré",
  hours: (h, m) => (h === 0 ? `${m}\u00a0min` : m === 0 ? `${h}\u00a0h` : `${h}\u00a0h\u00a0${m}\u00a0min`),
  days: (d, h) => (h === 0 ? `${d}\u00a0j` : `${d}\u00a0j\u00a0${h}\u00a0h`),
  share: (percent, within, judged) => `${percent} (${within} sur ${judged})`,
  notJudged: "aucune encore due",
  pageLanguage: { en: "page anglaise", fr: "page française", nl: "page néerlandaise" },
};

export const figuresPart: FiguresPart = { figures };
