/**
 * Patterns for the spam families an agency receives, written on the development messages of
 * tests/fixtures/spam/families.ts (never on the held-out set): how a seller asks for a call, offers
 * leads, reviews, press or loans; invoice, payment-agent, job, phishing and estate fraud; directory
 * notices. Matched like patterns.ts (normalised text), each with its weight and the words staff see.
 * The real enquiries beside them (a shop asking about its SEO, a notary's estate files, a bank change
 * on invoices) are in the same file and must stay leads.
 */
import type { SpamPattern } from "./pattern";

const en: SpamPattern[] = [
  [
    "a seller asking for a call",
    /\b(?:would you be open to|are you open to|open to a (?:quick|short|\d+-minute) (?:call|chat)|worth a (?:quick )?(?:chat|call)|would it make sense to (?:talk|chat)|shall we (?:set up|schedule|book) a call|should i (?:send|email|share) (?:it|them|this)|want to see our|a good time to (?:talk|chat)|happy to record|no strings attached|drop me a (?:reply|line))\b/,
    0.4,
  ],
  // Real enquiries talk about their own site and business ("our website"); sellers about the reader's.
  ["your website, traffic or sales", /\byour (?:web ?site|site|homepage|rankings?|traffic|sales|competitors|domain|mailbox)\b/, 0.2],
  ["a seller asking who is in charge", /\b(?:who (?:handles|manages|looks after) (?:the|your) (?:website|site|marketing))\b/, 0.4],
  [
    "a benefit for you",
    /\b(?:we|i) (?:can|could|will) (?:help (?:you|your)|add \d+|take over your|get (?:you|your)|send you \d+|increase your|provide dedicated)\b/,
    0.3,
  ],
  [
    "growth promised to your business",
    /\b(?:boost|double|triple|grow|increase) (?:your|their) (?:rankings?|traffic|sales|revenue|visibility|leads)\b|\b(?:brands|businesses|agencies|companies) like yours\b/,
    0.3,
  ],
  [
    "leads or meetings for sale",
    /\b(?:booked meetings|warm leads|targeted email campaigns|per qualified (?:appointment|lead|meeting)|pay (?:only )?per (?:qualified )?(?:appointment|lead|meeting))\b/,
    0.5,
  ],
  [
    "reviews to order",
    /\b(?:\d+ (?:positive|5-star|five-star) reviews|so it looks natural|real-looking accounts|order \d+ reviews)\b/,
    0.7,
  ],
  [
    "a loan without checks",
    /\b(?:no credit check|even with bad credit|approved (?:with)?in \d+ hours|loans? from [\d.,]+ (?:to|-)|loans to anyone)\b/,
    0.6,
  ],
  ["press coverage for sale", /\b(?:get (?:you )?featured in|guaranteed publication|secured placements|our media kit)\b/, 0.5],
  ["links for sale", /\b(?:permanent link|high authority links|dofollow links|anchor text|target url|guest contributions)\b/, 0.5],
  [
    "an unpaid invoice and new bank details",
    /\b(?:bank details have changed|use the new iban|payment is overdue|(?:is|are) now \d+ days overdue|settle the outstanding|avoid a late fee|your outstanding balance|to avoid suspension)\b/,
    0.5,
  ],
  [
    "a payment agent",
    /\b(?:receive payments (?:from|for) our|you keep \d+ ?% of|a commission of \d+ ?% on every|no investment needed)\b/,
    0.6,
  ],
  ["a job with no experience", /\b(?:no experience (?:required|needed)|your bank details|with no experience)\b/, 0.5],
  [
    "an estate or prize to claim",
    /\b(?:unclaimed (?:fund|funds|sum)|dormant account|died without (?:any )?heirs|rightful (?:recipient|beneficiary)|release the funds|claims officer|risk free|share the [\d.,]+ million|entitled to a|foreign partner|keep this confidential)\b/,
    0.5,
  ],
  [
    "a trading mentor or daily returns",
    /\b(?:made me [€$]?\d[\d.,]*|trading mentor|new students|\d+ ?% (?:daily|per day|a day) returns?|\d+ ?% daily|[\d.,]+ euros a day)\b/,
    0.4,
  ],
  [
    "a password to confirm",
    /\b(?:confirm your password|will be (?:disabled|deactivated|suspended)|unusual sign-in|storage is (?:almost )?full|upgrade your storage|release your (?:pending )?messages)\b/,
    0.6,
  ],
  [
    "a domain or listing ending",
    /\b(?:final notice|online directories|search directory|loss of online presence|fix your citations|your domain will expire|stop working\. renew|losing your domain)\b/,
    0.5,
  ],
  ["a price per plan", /\b(?:plans? start(?:s|ing)? at|packages from|flat price|fixed price|fixed monthly fee)\b/, 0.3],
  [
    "a seller's record",
    /\b(?:award-winning|a few case studies|on your roadmap|\d+ years of experience in|most clients see|\d+\+ projects|google-certified)\b/,
    0.3,
  ],
];

const fr: SpamPattern[] = [
  [
    "un vendeur qui demande un appel",
    /(?:\bseriez-vous disponible pour un (?:court|petit) appel|\betes-vous ouverte? a un appel|\bon en parle cette semaine ?\?|\bpouvons-nous planifier un appel|\bje vous l'envoie ?\?|\bje vous envoie (?:mon|un|notre) \w+ ?\?|\bvoulez-vous (?:notre|recevoir)|\bsouhaitez-vous recevoir|\bquand pourrions-nous en parler|\brepondez-moi si)/,
    0.4,
  ],
  [
    "votre site, trafic ou ventes",
    /\b(?:votre|vos) (?:site|page d'accueil|positionnement|trafic|ventes|visibilite|concurrents|domaine|nom de domaine|messagerie|boutique)\b/,
    0.2,
  ],
  ["un vendeur qui cherche le responsable", /\bqui s'occupe de votre site\b/, 0.4],
  [
    "un avantage pour vous",
    /\b(?:je peux (?:vous preparer|apporter a votre)|nous pouvons (?:vous (?:aider|presenter)|ajouter \d+|augmenter vos)|je peux reprendre votre|j'aide les (?:agences|entreprises|marques))\b/,
    0.3,
  ],
  ["une croissance promise", /\b(?:les (?:marques|entreprises|agences) comme la votre|augmenter vos ventes)\b/, 0.3],
  ["des rendez-vous a vendre", /\b(?:rendez-vous qualifies|prospects chauds|vous ne payez que|campagnes e-mail ciblees)\b/, 0.5],
  ["des avis sur commande", /\b(?:\d+ avis positifs|paraisse naturel|avis 5 etoiles|commandez \d+ avis)\b/, 0.7],
  ["un pret sans controle", /\b(?:accord en \d+ heures|sans justificatif|prets de [\d .]+ a|a tous, meme fiches)\b/, 0.6],
  ["une parution a vendre", /\b(?:parution garantie|notre dossier de presse|paraitre dans des magazines)\b/, 0.5],
  ["des liens a vendre", /\b(?:lien permanent|liens de haute autorite|votre url cible|votre ancre)\b/, 0.5],
  [
    "une facture impayee et un nouveau compte",
    /\b(?:restee impayee|frais de retard|nos coordonnees bancaires ont change|impaye depuis \d+ jours|pour eviter la suspension)\b/,
    0.5,
  ],
  [
    "un agent de paiement",
    /\b(?:recevoir les paiements de nos|vous gardez \d+ ?% de|une commission de \d+ ?% sur chaque|aucun investissement)\b/,
    0.6,
  ],
  ["un emploi sans experience", /\b(?:aucune experience requise|vos coordonnees bancaires|sans experience)\b/, 0.5],
  [
    "une succession ou un gain a reclamer",
    /\b(?:fonds non reclame|compte dormant|decede sans heritier|vous presenter comme beneficiaire|sans risque|partager equitablement|vous avez droit a une somme|responsable des paiements|partenaire etranger|garder cela confidentiel)\b/,
    0.5,
  ],
  ["un mentor en trading", /\b(?:m'a fait gagner|nouveaux eleves|\d+ ?% par jour|\d+ euros par jour)\b/, 0.4],
  [
    "un mot de passe a confirmer",
    /\b(?:confirmez votre mot de passe|sera desactivee|connexion inhabituelle|stockage est presque plein|augmenter votre stockage)\b/,
    0.6,
  ],
  [
    "un domaine ou une inscription qui expire",
    /\b(?:dernier avis|notre annuaire|annuaires en ligne|corrigeons vos informations|cesseront de fonctionner|perdre votre domaine)\b/,
    0.5,
  ],
  [
    "un prix par formule",
    /\b(?:formules des|packs a partir de|prix forfaitaire|a prix fixe|forfaits mensuels commencent|forfait mensuel fixe)\b/,
    0.3,
  ],
  [
    "les references d'un vendeur",
    /\b(?:agence web primee|exemples de nos realisations|ans d'experience en|\d+ projets livres|agence certifiee google)\b/,
    0.3,
  ],
];

const nl: SpamPattern[] = [
  [
    "een verkoper die om een gesprek vraagt",
    /\b(?:heeft u deze week tijd|staat u open voor|zal ik (?:die|dat|het|mijn|een|uitleggen)|zullen we (?:deze week|een gesprek)|wilt u (?:de lijst|onze prijslijst)|wanneer kunnen we even bellen|antwoord mij als)\b/,
    0.4,
  ],
  ["uw website, verkeer of verkoop", /\buw (?:website|site|homepage|verkoop|concurrenten|domein|domeinnaam|mailbox)\b/, 0.2],
  ["een verkoper die de verantwoordelijke zoekt", /\bwie beheert (?:bij jullie )?de website\b/, 0.4],
  [
    "een voordeel voor u",
    /\b(?:ik maak graag een gratis|wij plaatsen \d+|ik neem uw extra werk|wij bezorgen bureaus|ik kan uw bedrijf|ik help bureaus|kunnen wij uw verkoop)\b/,
    0.3,
  ],
  ["een beloofde groei", /\b(?:(?:merken|bedrijven|bureaus) zoals het uwe)\b/, 0.3],
  ["afspraken te koop", /\b(?:gekwalificeerde afspraken|warme leads|u betaalt enkel per|gerichte e-mailcampagnes)\b/, 0.5],
  ["reviews op bestelling", /\b(?:\d+ positieve reviews|zodat het natuurlijk lijkt|5-sterrenreviews|bestel vandaag \d+ reviews)\b/, 0.7],
  ["een lening zonder controle", /\b(?:goedgekeurd binnen \d+ uur|zonder papierwerk|leningen van [\d.]+ tot|leningen aan iedereen)\b/, 0.6],
  ["een publicatie te koop", /\b(?:publicatie gegarandeerd|onze mediakit|zakenbladen)\b/, 0.5],
  ["links te koop", /\b(?:blijvende link|links met hoge autoriteit|uw doel-url|ankertekst)\b/, 0.5],
  [
    "een openstaande factuur en een nieuw rekeningnummer",
    /\b(?:extra kosten te vermijden|ons rekeningnummer is gewijzigd|uw openstaand saldo|opschorting te vermijden)\b/,
    0.5,
  ],
  ["een betalingsagent", /\b(?:betalingen van europese klanten|u houdt \d+ ?% van|\d+ ?% commissie op elke|geen investering nodig)\b/, 0.6],
  ["een job zonder ervaring", /\b(?:uw bankgegevens|zonder ervaring)\b/, 0.5],
  [
    "een nalatenschap of prijs om te claimen",
    /\b(?:niet-opgeeiste som|slapende rekening|zonder erfgenamen|voorstellen als begunstigde|zonder risico|eerlijk verdelen|recht op een bedrag|uitbetalingsdienst|buitenlandse partner|hou dit vertrouwelijk)\b/,
    0.5,
  ],
  ["een tradingmentor", /\b(?:liet me .{0,30}verdienen|nieuwe leerlingen|\d+ ?% rendement per dag|\d+ euro per dag)\b/, 0.4],
  [
    "een wachtwoord om te bevestigen",
    /\b(?:bevestig uw wachtwoord|wordt uw mailbox uitgeschakeld|ongewone aanmelding|uw mailbox is bijna vol|uw opslag uit te breiden)\b/,
    0.6,
  ],
  [
    "een domein of vermelding die afloopt",
    /\b(?:laatste herinnering|onze bedrijvengids|online gidsen|corrigeren we uw gegevens|werken uw website en|uw domein niet te verliezen)\b/,
    0.5,
  ],
  ["een prijs per pakket", /\b(?:pakketten vanaf|aan een vaste prijs|maandpakketten starten|vaste maandprijs)\b/, 0.3],
  [
    "de referenties van een verkoper",
    /\b(?:bekroond webbureau|voorbeelden van ons werk|jaar ervaring in|\d+ projecten opgeleverd|google-gecertificeerd bureau)\b/,
    0.3,
  ],
];

export const familyPatterns: Readonly<Record<"en" | "fr" | "nl", readonly SpamPattern[]>> = { en, fr, nl };
