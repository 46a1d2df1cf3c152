/**
 * Fraud and paid offers that held-out sets A and B showed the older rules missed, written once
 * those sets had been judged and moved to the development set (tests/fixtures/spam/spent-*):
 * new bank details for an invoice, a "CEO" asking a discreet payment from a meeting, a document or
 * voice message behind a sign-in link, an account or a parcel held until someone clicks, a request
 * for quotation behind a link, a partner network or a show that costs a fee, an offer to buy the
 * agency. General forms, two signals together where one alone is how a real client writes: a bank
 * change alone is "check", never spam. Matched like patterns.ts (normalised text).
 */
import type { SpamPattern } from "./pattern";

const link = String.raw`(?:https?://|www\.)`;
// A sum: €249, 1.390 €, EUR 495, 612,40 €.
const sum = String.raw`(?:(?:eur|€) ?\d[\d.,]*|\d[\d.,]* ?(?:€|eur\b|euros?\b))`;
// An IBAN written out: two letters, two digits, then groups of four.
const iban = String.raw`\b[a-z]{2}\d{2}(?: ?[a-z0-9]{4}){3,7}`;

const en: SpamPattern[] = [
  [
    "new bank details for payments",
    /\b(?:bank(?:ing)? (?:details|account)|iban|account number)\b.{0,80}\b(?:changed|updated|modified|closed)\b|\b(?:changed|updated|new) (?:our |its )?(?:bank(?:ing)? (?:details|account)|iban)\b/,
    0.5,
  ],
  // Language-free: listed once (every language's patterns are tried on every message).
  ["an IBAN written out", new RegExp(iban), 0.3],
  [
    "a discreet payment asked from a meeting",
    /\b(?:in a meeting|can'?t (?:talk|call|take calls)|cannot (?:talk|call))\b.{0,200}\b(?:payments?|transfer|wire|gift cards?|codes|details|instructions)\b|\b(?:payment|transfer|wire|gift cards?)\b.{0,200}\b(?:in a meeting|can'?t (?:talk|call))\b|\b(?:confidential|discreet|urgent) (?:payment|transfer|wire|favou?r)\b/,
    0.5,
  ],
  ["are you at your desk", /\b(?:are you at your desk|are you in the office|are you available right now)\b/, 0.4],
  [
    "a document or message behind a sign-in",
    /\b(?:(?:shared|sent) (?:a )?(?:document|file) with you|has shared (?:a )?(?:document|file)|new voice ?(?:mail|message)|sign in with your (?:work|business|professional) e-?mail)\b/,
    0.5,
  ],
  [
    "an account, parcel or refund held until you click",
    new RegExp(
      String.raw`\b(?:expires? today|expiring|suspended|deactivated|blocked|could not be delivered|unpaid (?:customs|delivery|shipping)|customs fees?|tax refund|refund of)\b[^]{0,200}${link}`,
    ),
    0.5,
  ],
  [
    "a request for quotation behind a link",
    new RegExp(String.raw`\b(?:quotation|rfq|request for (?:quote|proposal)|order document)\b[^]{0,160}${link}`),
    0.4,
  ],
  [
    "a partner network or a show with a fee",
    new RegExp(
      String.raw`\b(?:partners?|resellers?|network|podcast|guest|guide|edition)\b[^]{0,240}\b(?:fee|costs?|contribution)\b[^]{0,60}${sum}`,
    ),
    0.5,
  ],
  [
    "a commission for reselling",
    /\b(?:resellers?|affiliates?|partners?)\b.{0,120}\b\d+ ?% (?:commission|recurring)|\bcommission of \d+ ?%/,
    0.4,
  ],
  [
    "an offer to buy your business",
    /\bconsider selling\b|\b(?:i|we) (?:buy|acquire) (?:small )?(?:service )?(?:businesses|companies|agencies)\b/,
    0.5,
  ],
];

const fr: SpamPattern[] = [
  [
    "de nouvelles coordonnees bancaires",
    /\b(?:coordonnees bancaires|compte bancaire|iban|rib)\b.{0,80}\b(?:change|modifie\w*|cloture)\b|\b(?:changement de banque|nouveau rib|nouveau compte|nouvel iban)\b/,
    0.5,
  ],
  [
    "un paiement discret demande depuis une reunion",
    /\b(?:en reunion|ne (?:peux|peut) pas (?:telephoner|appeler|parler)|pas d'appel)\b.{0,200}\b(?:virements?|paiements?|cartes-cadeaux|codes|instructions)\b|\b(?:virements?|paiements?|cartes-cadeaux)\b.{0,200}\b(?:en reunion|pas d'appel)\b|\b(?:virement|paiement|service) (?:\w+ )?(?:urgent|confidentiel|discret)\b/,
    0.5,
  ],
  ["etes-vous au bureau", /\b(?:etes-vous disponible|tu es au bureau|etes-vous au bureau)\b/, 0.4],
  [
    "un document ou un message derriere une connexion",
    /\b(?:a ete partage avec vous|partage un document|nouveau message vocal|connexion avec votre adresse)\b/,
    0.5,
  ],
  [
    "un compte, un colis ou un remboursement retenu jusqu'au clic",
    new RegExp(
      String.raw`\b(?:expire aujourd'hui|sera desactive\w*|suspendu|bloque|n'a pas pu etre livre|frais de (?:douane|livraison)|remboursement d'impot|droit a un remboursement)\b[^]{0,200}${link}`,
    ),
    0.5,
  ],
  [
    "une demande de prix derriere un lien",
    new RegExp(String.raw`\b(?:demande de prix|cahier des charges|bon de commande)\b[^]{0,160}${link}`),
    0.4,
  ],
  [
    "un reseau de partenaires ou une emission payante",
    new RegExp(
      String.raw`\b(?:partenaires?|revendeurs?|reseau|podcast|invite|guide|edition)\b[^]{0,240}\b(?:frais|couts?|coute|contribution)\b[^]{0,60}${sum}`,
    ),
    0.5,
  ],
  ["une commission pour revendre", /\b(?:revendeurs?|partenaires?)\b.{0,120}\bcommission de \d+ ?%|\bcommission de \d+ ?% a vie\b/, 0.4],
  [
    "une offre de rachat de l'entreprise",
    /\b(?:(?:je suis|en tant que) repreneur|reprendre votre (?:societe|agence|entreprise)|envisager de vendre)\b/,
    0.5,
  ],
];

const nl: SpamPattern[] = [
  [
    "nieuwe bankgegevens voor betalingen",
    /\b(?:bankgegevens|bankrekening|rekeningnummer|iban)\b.{0,80}\b(?:gewijzigd|veranderd|aangepast|afgesloten)\b|\b(?:wissel van bank|nieuwe (?:bankgegevens|rekening|iban))\b/,
    0.5,
  ],
  [
    "een discrete betaling vanuit een vergadering",
    /\b(?:in (?:een |de )?vergadering|kan niet bellen)\b.{0,200}\b(?:betalings?|overschrijving|cadeaukaarten|codes|gegevens|gsm-nummer)\b|\b(?:betaling|overschrijving|cadeaukaarten)\b.{0,200}\b(?:in (?:een |de )?vergadering|kan niet bellen)\b|\b(?:dringende|vertrouwelijke|discrete) (?:\w+ )?(?:betaling|overschrijving)\b/,
    0.5,
  ],
  ["bent u op kantoor", /\b(?:ben je (?:aan je bureau|op kantoor)|bent u (?:op kantoor|beschikbaar))\b/, 0.4],
  [
    "een document of bericht achter een aanmelding",
    /\b(?:(?:werd|is) (?:een document )?met u gedeeld|nieuw (?:spraak|voicemail)bericht|aanmelden met uw (?:zakelijke|werk)\w*)\b/,
    0.5,
  ],
  [
    "een account, pakket of terugbetaling tot u klikt",
    new RegExp(
      String.raw`\b(?:verloopt vandaag|opgeschort|gedeactiveerd|geblokkeerd|kon niet (?:worden )?geleverd|onbetaalde (?:douane|verzend)\w*|douanekosten|terugbetaling)\b[^]{0,200}${link}`,
    ),
    0.5,
  ],
  [
    "een prijsaanvraag achter een link",
    new RegExp(String.raw`\b(?:offerteaanvraag|lastenboek|bestelbon|prijsaanvraag)\b[^]{0,160}${link}`),
    0.4,
  ],
  [
    "een partnernetwerk of programma met kosten",
    new RegExp(
      String.raw`\b(?:partners?|wederverkopers?|netwerk|podcast|gast|gids|editie)\b[^]{0,240}\b(?:kosten|kost|bijdrage)\b[^]{0,60}${sum}`,
    ),
    0.5,
  ],
  ["een commissie voor doorverkopers", /\b(?:wederverkopers?|partners?)\b.{0,120}\b\d+ ?% commissie|\bcommissie van \d+ ?%/, 0.4],
  ["een bod om het bedrijf over te nemen", /\b(?:overnemer|uw (?:bedrijf|bureau|zaak) over te nemen|overweegt te verkopen)\b/, 0.5],
];

export const fraudPatterns: Readonly<Record<"en" | "fr" | "nl", readonly SpamPattern[]>> = { en, fr, nl };
