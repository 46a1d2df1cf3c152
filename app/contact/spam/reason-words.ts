import type { ForeignScript, SpamReason } from "../../storage/requests/spam-reasons";

type Words = { [K in SpamReason["kind"]]: (reason: Extract<SpamReason, { kind: K }>) => string };

const scriptNames: Record<"en" | "fr" | "nl", Record<ForeignScript, string>> = {
  en: {
    cyrillic: "Cyrillic",
    greek: "Greek",
    arabic: "Arabic",
    hebrew: "Hebrew",
    cjk: "Chinese, Japanese or Korean",
    thai: "Thai",
    devanagari: "Devanagari",
  },
  fr: {
    cyrillic: "cyrillique",
    greek: "grecque",
    arabic: "arabe",
    hebrew: "hébraïque",
    cjk: "chinoise, japonaise ou coréenne",
    thai: "thaïe",
    devanagari: "devanagari",
  },
  nl: {
    cyrillic: "Cyrillisch",
    greek: "Grieks",
    arabic: "Arabisch",
    hebrew: "Hebreeuws",
    cjk: "Chinees, Japans of Koreaans",
    thai: "Thais",
    devanagari: "Devanagari",
  },
};

const seconds = (value: number, locale: string) => value.toLocaleString(locale, { maximumFractionDigits: 1 });
const probability = (value: number, locale: string) => value.toLocaleString(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const en: Words = {
  honeypot: () => "filled the hidden field people never see",
  "too-fast": (r) => `sent ${seconds(r.seconds, "en-GB")} s after the page was shown`,
  "token-expired": (r) => `sent from a page shown ${Math.round(r.hours)} hours earlier`,
  "token-forged": () => "the page's signed time stamp was altered",
  "token-missing": () => "posted without the page's signed time stamp",
  links: (r) => `${r.count} links`,
  shortener: (r) => `a shortened link (${r.host})`,
  "link-only": () => "a link and hardly any text",
  "spam-domain-link": (r) => `a link to ${r.host}, under a domain ending mostly used for spam`,
  "link-markup": () => "forum link markup",
  "name-link": () => "a link in the name",
  phrase: (r) => `phrase: '${r.phrase}'`,
  "script-mix": () => "words mixing Latin and look-alike letters",
  "format-character": (r) => (r.words === 1 ? "an invisible character inside a word" : `invisible characters inside ${r.words} words`),
  "foreign-script": (r) => `written mostly in ${scriptNames.en[r.script]} script`,
  "repeated-character": (r) => `one character over and over ('${r.character}')`,
  "gibberish-name": () => "a name of random letters",
  "gibberish-text": () => "a message of random letters",
  dollars: () => "a price in dollars",
  shouting: () => "mostly capitals or '!!!'",
  "mail-domain": (r) => `the email's domain (${r.domain}) cannot receive mail`,
  disposable: (r) => `a throwaway email address (${r.domain})`,
  repeated: (r) => `the same message sent from ${r.count} addresses in a day`,
  classifier: (r) => `reads like spam to the statistical model (${probability(r.probability, "en-GB")})`,
  "model-disagrees": (r) =>
    `not spam on these words alone: the statistical model reads it as a person's (${probability(r.probability, "en-GB")})`,
};

// French typography: a no-break space before « : » and inside the quotes.
const fr: Words = {
  honeypot: () => "a rempli le champ caché que personne ne voit",
  "too-fast": (r) => `envoyé ${seconds(r.seconds, "fr-BE")} s après l’affichage de la page`,
  "token-expired": (r) => `envoyé depuis une page affichée ${Math.round(r.hours)} heures plus tôt`,
  "token-forged": () => "l’horodatage signé de la page a été modifié",
  "token-missing": () => "envoyé sans l’horodatage signé de la page",
  links: (r) => `${r.count} liens`,
  shortener: (r) => `un lien raccourci (${r.host})`,
  "link-only": () => "un lien et presque aucun texte",
  "spam-domain-link": (r) => `un lien vers ${r.host}, sous une extension surtout utilisée pour le spam`,
  "link-markup": () => "balises de lien de forum",
  "name-link": () => "un lien dans le nom",
  phrase: (r) => `expression\u00a0: «\u00a0${r.phrase}\u00a0»`,
  "script-mix": () => "des mots mêlant lettres latines et lettres qui leur ressemblent",
  "format-character": (r) => (r.words === 1 ? "un caractère invisible dans un mot" : `des caractères invisibles dans ${r.words} mots`),
  "foreign-script": (r) => `écrit surtout en écriture ${scriptNames.fr[r.script]}`,
  "repeated-character": (r) => `un seul caractère répété\u00a0: «\u00a0${r.character}\u00a0»`,
  "gibberish-name": () => "un nom fait de lettres au hasard",
  "gibberish-text": () => "un message fait de lettres au hasard",
  dollars: () => "un prix en dollars",
  shouting: () => "surtout des majuscules ou «\u00a0!!!\u00a0»",
  "mail-domain": (r) => `le domaine de l’adresse (${r.domain}) ne peut pas recevoir de courriel`,
  disposable: (r) => `une adresse jetable (${r.domain})`,
  repeated: (r) => `le même message envoyé depuis ${r.count} adresses en un jour`,
  classifier: (r) => `ressemble à du spam pour le modèle statistique (${probability(r.probability, "fr-BE")})`,
  "model-disagrees": (r) =>
    `pas du spam sur ces seuls mots : le modèle statistique y lit une personne (${probability(r.probability, "fr-BE")})`,
};

const nl: Words = {
  honeypot: () => "vulde het verborgen veld in dat mensen niet zien",
  "too-fast": (r) => `verzonden ${seconds(r.seconds, "nl-BE")} s nadat de pagina getoond werd`,
  "token-expired": (r) => `verzonden vanaf een pagina die ${Math.round(r.hours)} uur eerder getoond werd`,
  "token-forged": () => "het ondertekende tijdstempel van de pagina werd gewijzigd",
  "token-missing": () => "verzonden zonder het ondertekende tijdstempel van de pagina",
  links: (r) => `${r.count} links`,
  shortener: (r) => `een verkorte link (${r.host})`,
  "link-only": () => "een link en bijna geen tekst",
  "spam-domain-link": (r) => `een link naar ${r.host}, onder een domeinextensie die vooral voor spam dient`,
  "link-markup": () => "linkopmaak van een forum",
  "name-link": () => "een link in de naam",
  phrase: (r) => `zinsdeel: '${r.phrase}'`,
  "script-mix": () => "woorden die Latijnse en gelijkende letters mengen",
  "format-character": (r) => (r.words === 1 ? "een onzichtbaar teken in een woord" : `onzichtbare tekens in ${r.words} woorden`),
  "foreign-script": (r) => `grotendeels in ${scriptNames.nl[r.script]} schrift`,
  "repeated-character": (r) => `één teken, telkens herhaald ('${r.character}')`,
  "gibberish-name": () => "een naam van willekeurige letters",
  "gibberish-text": () => "een bericht van willekeurige letters",
  dollars: () => "een prijs in dollar",
  shouting: () => "vooral hoofdletters of '!!!'",
  "mail-domain": (r) => `het domein van het e-mailadres (${r.domain}) kan geen mail ontvangen`,
  disposable: (r) => `een wegwerpadres (${r.domain})`,
  repeated: (r) => `hetzelfde bericht verzonden vanaf ${r.count} adressen op één dag`,
  classifier: (r) => `lijkt spam volgens het statistische model (${probability(r.probability, "nl-BE")})`,
  "model-disagrees": (r) =>
    `geen spam op deze woorden alleen: het statistische model leest er een persoon in (${probability(r.probability, "nl-BE")})`,
};

const words = { en, fr, nl } as const;
export type ReasonLanguage = keyof typeof words;

/** One reason in words for staff: "sent 0.8 s after the page was shown", "3 links", "phrase: 'guest post'". */
export function reasonWords(reason: SpamReason, language: ReasonLanguage): string {
  const say = words[language][reason.kind] as (r: SpamReason) => string;
  return say(reason);
}
