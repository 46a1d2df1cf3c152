/**
 * Money a stranger names and the offers agencies receive that are not services: a fortune given to
 * an "honest person", a private loan at a rate, a fee to receive an award, a payment at a link,
 * lost money recovered, an order for products the agency does not sell, a list of contacts for
 * sale, an article with a link, an offer to buy the agency, a listing in search engines running
 * out. Written on the development set (tests/fixtures/spam, including the earlier held-out set);
 * general forms rather than one message's words. Matched like patterns.ts (normalised text).
 */
import type { SpamPattern } from "./pattern";

// A sum: 1,8 million, 650.000 euro, 3 200 000 euros, EUR 850,000, €15.
const sum = String.raw`(?:(?:eur|usd|€|\$) ?\d[\d.,]*|\d(?:[\d.,]| (?=\d))* ?(?:millions?|miljoen|€|\$|eur\b|euros?\b|usd\b|dollars?\b))`;
const link = String.raw`(?:https?://|www\.)`;
// A sum and a deadline, in either order, a sentence or two apart.
const dueBy = (deadline: string) => new RegExp(String.raw`${sum}.{0,120}\b(?:${deadline})\b|\b(?:${deadline})\b.{0,60}${sum}`);

const en: SpamPattern[] = [
  [
    "a fortune given to a stranger",
    /\b(?:honest (?:person|individual)|(?:donate|give away) (?:my|the) (?:fortune|estate|inheritance|money)|widow\b.{0,80}\b(?:fortune|million|estate))/,
    0.6,
  ],
  [
    "a private loan at a rate",
    /\b(?:loans?|lending|fund(?:s|ing)?|financ\w*)\b.{0,80}\b(?:\d+(?:[.,]\d+)? ?% (?:interest|rate)|(?:rate|interest) of \d+(?:[.,]\d+)? ?%)/,
    0.5,
  ],
  [
    "a fee to receive a prize or an award",
    new RegExp(String.raw`\b(?:selected|chosen|nominated|winner)\b.{0,160}\b(?:fee|pay|shipping)\b.{0,40}${sum}`),
    0.5,
  ],
  ["a payment at a link", new RegExp(String.raw`\b(?:pay(?:ment)?|renew(?:al)?|secure payment)\b[^.]{0,40}${link}`), 0.4],
  ["lost money recovered", /\b(?:lost money|(?:get|getting) (?:your|the) (?:funds|money) back|recover (?:your|lost) (?:funds|money))/, 0.6],
  ["an order for products", /\b(?:interested in your products|place an order|minimum order quantity|your catalogue with prices)\b/, 0.5],
  [
    "a list of contacts for sale",
    /\b(?:attendee list|verified contacts|\d[\d,.]* (?:decision[- ]makers|contacts)\b.{0,60}\bname\b.{0,40}\be-?mail)/,
    0.5,
  ],
  ["an article with a link", /\b(?:contribute|write|publish) an? (?:\w+ )?(?:article|post)\b.{0,160}\blink\b/, 0.5],
  ["an offer to buy your company", /\b(?:acquir\w*|buy\w*)\b.{0,30}\bagencies\b|\bpotential sale\b/, 0.5],
  ["a new account to pay to", /\bnew (?:bank )?(?:account|iban)\b/, 0.4],
  ["a sum to pay by a deadline", dueBy(String.raw`within \d+ hours|today`), 0.4],
  ["your personal details asked", /\b(?:your full name|full name,? (?:address|phone))\b/, 0.4],
  ["a private address", /\bprivate (?:e-?mail|address)\b/, 0.4],
  ["a threat with a recording", /\b(?:recorded you|your camera)\b.{0,160}\b(?:bitcoin|wallet)\b/, 0.6],
  ["a confidential talk offered", /\bconfidential (?:\w+ )?(?:conversation|talk|discussion|call)\b/, 0.3],
  ["a business profile and its reviews", /\bgoogle business profile\b.{0,80}\breviews?\b/, 0.3],
];

const fr: SpamPattern[] = [
  [
    "une fortune donnee a un inconnu",
    /\b(?:personne honnete|faire don de (?:ma|mon|sa|son) (?:fortune|heritage|argent)|veuve\b.{0,80}\b(?:fortune|millions?))/,
    0.6,
  ],
  ["un pret a un taux", /\b(?:prets?|financ\w*)\b.{0,80}\b(?:taux|interet)s? (?:de |d')?\d+(?:[.,]\d+)? ?%/, 0.5],
  [
    "des frais pour recevoir un prix",
    new RegExp(String.raw`\b(?:selectionnee?s?|choisie?s?)\b.{0,160}\b(?:frais|payer|regler)\b.{0,40}${sum}`),
    0.5,
  ],
  ["un paiement par un lien", new RegExp(String.raw`\b(?:payer|paiement|reglez)\b[^.]{0,40}${link}`), 0.4],
  ["de l'argent perdu recupere", /\b(?:perdu de l'argent|recuper\w* (?:vos|votre) (?:fonds|argent))/, 0.6],
  ["une commande de produits", /\b(?:interesses? par vos produits|passer commande|votre catalogue et vos tarifs)\b/, 0.5],
  ["une liste de contacts a vendre", /\b(?:\d[\d .]* contacts (?:decideurs|qualifies|verifies)|base de \d[\d .]* contacts)\b/, 0.5],
  ["un article avec un lien", /\b(?:publie|publier|rediger|ecrire) (?:volontiers )?un article\b.{0,120}\blien\b/, 0.5],
  [
    "une offre de rachat de votre societe",
    /\b(?:rachete|rachat de|acquiert) (?:des )?agences\b|\bcession de votre (?:societe|agence|entreprise)\b/,
    0.5,
  ],
  ["un nouveau compte pour payer", /\bnouveau (?:compte|iban)\b/, 0.4],
  ["une somme a payer avant une date", dueBy(String.raw`sous \d+ heures|aujourd'hui`), 0.4],
  ["vos coordonnees demandees", /\b(?:vos coordonnees completes|nom,? adresse et (?:numero de )?telephone)\b/, 0.4],
  ["une adresse privee", /\badresse privee\b/, 0.4],
  ["une menace avec une video", /\b(?:enregistre des videos|votre camera)\b.{0,160}\b(?:bitcoin|portefeuille)\b/, 0.6],
  ["un echange confidentiel propose", /\b(?:echange|discussion|conversation) confidentiel(?:le)?\b/, 0.3],
  ["une fiche google et ses avis", /\bfiche google\b.{0,60}\bavis\b/, 0.3],
];

const nl: SpamPattern[] = [
  [
    "een fortuin voor een onbekende",
    /\b(?:eerlijke? persoon|(?:mijn|zijn|haar) (?:vermogen|fortuin|erfenis)\b.{0,60}\bschenken|weduwe\b.{0,80}\b(?:vermogen|fortuin|miljoen))/,
    0.6,
  ],
  ["een lening aan een rente", /\b(?:lening\w*|financier\w*)\b.{0,80}\b\d+(?:[.,]\d+)? ?% (?:rente|intrest)/, 0.5],
  [
    "kosten om een prijs te ontvangen",
    new RegExp(String.raw`\b(?:geselecteerd|gekozen|genomineerd)\b.{0,160}\w*(?:bijdrage|kosten|betaal\w*)\b.{0,40}${sum}`),
    0.5,
  ],
  ["een betaling via een link", new RegExp(String.raw`\b(?:betaal|betalen|betaling)\b[^.]{0,40}${link}`), 0.4],
  ["verloren geld teruggehaald", /\b(?:geld (?:verloren|kwijt)|(?:halen|haalt|haal|krijgt) uw geld\b.{0,30}\bterug)/, 0.6],
  ["een bestelling van producten", /\b(?:geinteresseerd in uw producten|bestelling plaatsen|uw catalogus en prijzen)\b/, 0.5],
  ["een lijst met contacten te koop", /\b(?:bestand van \d[\d.]* \w*|\d[\d.]* (?:vlaamse )?beslissingsnemers)\b/, 0.5],
  ["een artikel met een link", /\b(?:schrijf|publiceer|plaats) (?:graag )?(?:een|uw) artikel\b.{0,120}\blink\b/, 0.5],
  [
    "een bod op uw bedrijf",
    /\b(?:bureaus|agentschappen) overneemt\b|\bneemt\b.{0,30}\bbureaus over\b|\bverkoop van uw (?:bedrijf|bureau)\b/,
    0.5,
  ],
  ["een nieuwe rekening om te betalen", /\bnieuwe (?:rekening(?:nummer)?|iban)\b/, 0.4],
  ["een bedrag te betalen voor een datum", dueBy(String.raw`binnen \d+ uur|vandaag`), 0.4],
  ["uw persoonsgegevens gevraagd", /\b(?:uw volledige naam|naam,? adres en telefoonnummer)\b/, 0.4],
  ["een prive-adres", /\bprive-?adres\b/, 0.4],
  ["een dreiging met een video", /\b(?:u gefilmd|uw camera)\b.{0,160}\b(?:bitcoin|wallet)\b/, 0.6],
  ["een vertrouwelijk gesprek voorgesteld", /\bvertrouwelijk (?:\w+ )?gesprek\b/, 0.3],
  ["een bedrijfsprofiel en zijn reviews", /\bgoogle bedrijfsprofiel\b.{0,60}\breviews?\b/, 0.3],
  [
    "een vermelding in zoekmachines die afloopt",
    /\b(?:zoekmachines?|zoekresultaten)\b.{0,80}\b(?:lopen af|loopt af|verlenging|verdwijnt)\b/,
    0.5,
  ],
];

export const moneyPatterns: Readonly<Record<"en" | "fr" | "nl", readonly SpamPattern[]>> = { en, fr, nl };
