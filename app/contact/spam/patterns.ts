/**
 * Spam patterns: what a phrase list cannot say in a few words, such as a seller offering to send
 * something to "you", "your website" next to what is wrong with it, a price per hour or per word,
 * a domain's search listing about to expire, a fortune left by someone who shares your name.
 * Matched on the normalised text (normalise.ts: lower case, no accents, ' for ’), each with its
 * weight (the threshold is 1: score.ts) and the words staff see ("phrase: '…'"). Tuned on the
 * development set in tests/fixtures/spam (spam.jsonl, hard-ham.jsonl, ham.jsonl), never on the
 * held-out set: held-out.test.ts checks that every pattern that fires there also fires on
 * development spam. The real enquiries that use the same words (a notary's inheritance files, a
 * club's raffle, a domain renewal before a change of registrar) are in hard-ham.jsonl.
 */
import { familyPatterns } from "./patterns-families";
import { fraudPatterns } from "./patterns-fraud";
import { moneyPatterns } from "./patterns-money";
import { sellerSignals } from "./seller";
import type { SpamPattern } from "./pattern";

// A price: 15 usd, €15, 0,05 €, 199 euros, $20, 250 000 € (French digits grouped by spaces).
const price = String.raw`(?:[€$] ?\d[\d.,]*|\d(?:[\d.,]| (?=\d))* ?(?:€|\$|eur\b|euros?\b|usd\b|dollars?\b|pounds?\b))`;

const en: SpamPattern[] = [
  // A seller's offer to the reader: "Can I send you a free report", "I'd be happy to put together", "Want me to".
  [
    "an offer to send or show you something",
    /\b(?:(?:can|could|shall|may) i (?:send|show|share|email) you (?:a free|a few|some|my|our|the report|a proposal|how)|shall i (?:go ahead|send)|i(?:'d| would)? (?:be (?:happy|glad)|love) to (?:put together|prepare|design|create|write) (?:a|an|some|you)|want me to (?:send|make|write|show|share)|happy to share (?:it|them|this)|just say the word|can i show you how)\b/,
    0.4,
  ],
  [
    "your website and what is wrong with it",
    /\byour (?:web ?site|site|homepage|google maps listing|facebook|linkedin(?: page)?|online presence|rankings?)\b.{0,80}\b(?:rank\w*|shows? up|slow|load\w*|phone|outdated|dated|quiet|inactive|posted|reviews|visib\w+|convert\w*|bringing|doing much better)\b/,
    0.4,
  ],
  ["paid only for results", /\b(?:(?:you )?don't pay (?:unless|until)|no (?:results?|recovery|cure),? no (?:fee|pay))/, 0.5],
  [
    "a price per hour, word, post or link",
    new RegExp(String.raw`${price} ?(?:per|an?|/) ?(?:hour|word|article|post|placement|link)\b`),
    0.4,
  ],
  ["a price from", new RegExp(String.raw`\b(?:starting (?:at|from)|starts at|from only|for only|as low as|from) ${price}`), 0.3],
  ["a portfolio or showreel", /\b(?:our portfolio|our showreel|send my cv)\b/, 0.4],
  ["a free month", /\b(?:try it free|free for \d+ days)\b/, 0.4],
  ["dedicated developers", /\b(?:dedicated (?:developers?|engineers?)|\d+\+? (?:developers|engineers)|it outsourcing)\b/, 0.5],
  // Domain and search-listing notices.
  [
    "a search listing expiring",
    /\b(?:search engine|listing)\b.{0,80}\b(?:expir\w*|renew\w*)\b|\b(?:expir\w*|renew\w*)\b.{0,80}\b(?:search engine|listing)\b/,
    0.5,
  ],
  ["a domain notice", /\b(?:domain expiration|annual fee|search engine (?:submission|registration))\b/, 0.5],
  [
    "a domain registration authority",
    /\b(?:domain (?:name )?registration (?:center|centre|authority)|internet (?:keyword|brand)|\.?(?:cn|hk|asia) domains?)\b/,
    0.7,
  ],
  ["a letter to the director", /\b(?:dear (?:ceo|director))\b/, 0.3],
  ["asking whether a company is your partner", /\b(?:whether you authori[sz]ed)\b/, 0.4],
  // Inheritance, lottery and donation fraud.
  ["millions of euros or dollars", /\b\d+(?:[.,]\d+)? ?(?:million|m) (?:of )?(?:euros?|dollars|usd|pounds|gbp)\b/, 0.4],
  ["someone who shares your surname", /\b(?:shares? (?:your|the same) (?:sur|last |family )?name)\b/, 0.6],
  ["a beneficiary", /\b(?:stand as (?:the )?beneficiary|as his next of kin|could not be traced)\b/, 0.5],
  [
    "a prize drawn for you",
    /\b(?:(?:drawn|picked|selected) (?:as a winner|in our)|sweepstakes?|have been (?:awarded|allocated)|dear winner)\b/,
    0.6,
  ],
  ["a payout agent", /\b(?:payout officer|release your winnings|your winnings)\b/, 0.6],
  ["a fortune to donate", /\b(?:widow|terminal illness|donate my (?:savings|fortune|wealth|estate))\b/, 0.6],
  // Money, recovery, funding.
  ["a trading bot", /\b(?:ai )?trading (?:robot)\b/, 0.6],
  ["WhatsApp with a number", /\bwhatsapp (?:at |on )?\+?\d/, 0.4],
  ["getting lost money back", /\b(?:lose money to|get (?:their|your) (?:funds|money) back|fake broker)\b/, 0.6],
  ["business funding", /\b(?:business financing)\b/, 0.4],
  ["approval without collateral", /\b(?:no collateral|approv\w* (?:in|within) \d+ hours|check\w* your eligibility)\b/, 0.4],
  // Threats and phishing.
  ["a recording from your camera", /\b(?:from your webcam|footage of you)\b/, 0.6],
  ["sent to all your contacts", /\b(?:to your friends and colleagues)\b/, 0.6],
  ["your mailbox or account about to close", /\b(?:account will be (?:deactivated|suspended|closed))\b/, 0.5],
  [
    "a request to confirm your account",
    /\b(?:(?:confirm|verify|validate|upgrade) your (?:account|mailbox|storage)|unusual sign-in)\b/,
    0.5,
  ],
  ["a claim on your pictures", /\b(?:without my permission|are my work)\b/, 0.4],
  ["copyright and legal action", /\b(?:infring\w* (?:my )?copyright|dmca|take legal action)\b/, 0.5],
  // Sellers of lists, leads, reviews, posts and videos.
  [
    "verified contacts for sale",
    /\b(?:verified (?:list|contacts|emails)|(?:list|database) of \d[\d,.]* (?:\w+ )?(?:managers|contacts|decision makers))\b/,
    0.5,
  ],
  ["a free sample of contacts", /\bfree sample of\b/, 0.4],
  [
    "posts for your social media",
    /\b(?:your (?:instagram|facebook|linkedin)(?: page)?\b.{0,40}\b(?:quiet|inactive|posted)|manage social media)\b/,
    0.4,
  ],
  ["an animated video", /\b(?:whiteboard|animated|explainer|animation) videos?\b/, 0.5],
  ["visitors turned into leads", /\b(?:visitors into (?:leads|clients|customers)|new clients (?:a|per) month|with cold email)\b/, 0.5],
  ["visitor details captured", /\bcaptures? (?:any )?(?:visitor|their contact)/, 0.4],
  ["a listing in a directory", /\b(?:is your business listed|listing is free|confirm your details)\b/, 0.5],
  ["an award", /\b(?:nominated for) (?:the )?[\w\s]{0,40}\baward\b/, 0.5],
  ["a fee to receive it", /\b(?:participation fee|pay .{0,30}fee to receive)\b/, 0.5],
  [
    "a job with no experience",
    /\b(?:no experience (?:needed|required)|remote job|earn (?:up to )?\d+\W?\d* ?(?:usd|eur|euros?)? (?:a|per) day)\b/,
    0.5,
  ],
  ["a purchase of your products", /\b(?:(?:purchase|buy|order) your products|your product list)\b/, 0.5],
  ["a letter to a supplier", /\b(?:dear supplier|import manager)\b/, 0.4],
  ["an offer to buy your agency", /\b(?:acquir\w+ (?:digital |marketing )?agencies|acquire an agency)\b/, 0.5],
  ["a sale of your company", /\b(?:consider an offer)\b/, 0.4],
  ["native translators", /\b(?:native (?:translators|speakers))\b/, 0.4],
  ["a chatbot for your visitors", /\b(?:chatbot|answers your visitors|24\/7)\b/, 0.3],
  ["shipping for a free gift", /\b(?:pay (?:only )?[\d.,]+ for shipping|just pay [\d.,]+|chosen to (?:receive|test))\b/, 0.6],
  [
    "a local search pitch",
    /\b(?:local 3-pack|local pack|5-star reviews|meta descriptions?|broken links|takes? (?:almost |about )?\d+ seconds to load)\b/,
    0.4,
  ],
  ["a redesign at a low price", /\b(?:fraction of (?:agency|the) prices?|homepage concept)\b/, 0.5],
  ["an invitation to meet", /\b(?:hey cutie|looking for fun|private photos|new in town)\b/, 0.6],
  // How sellers write, whatever they sell: to "your business", "we help companies", "we offer",
  // a closing "Interested?", a free report, "reply with". Each weighs little: real enquiries say
  // "we offer" about their own business too.
  ["a sum offered up to", new RegExp(String.raw`\bup to ${price}`), 0.3],
  ["a threat to remove them", /\bremove them within \d+ (?:days|hours)\b/, 0.4],
  ["terms of delivery", /\bdelivery terms\b/, 0.3],
  ["help for victims", /\bhelp victims\b/, 0.3],
  ["a pitch to your business", /\b(?:your (?:business|company|agency|firm|brand)|companies like yours|an agency like yours)\b/, 0.3],
  ["we help companies", /\b(?:we|i) help (?:companies|businesses|agencies|brands|small businesses|victims)\b/, 0.3],
  ["we offer", /\b(?:we (?:offer|provide|create|build)|i (?:offer|provide|build|create))\b/, 0.2],
  [
    "a seller's question",
    /\b(?:interested\?|any interest\?|let me know if (?:you are|you're) interested|would you like (?:to see|a|me to|our))/,
    0.3,
  ],
  ["no obligation", /\b(?:no obligation|free of charge)\b/, 0.3],
  ["a free report or sample", /\bfree (?:report|proposal|sample|homepage|case review|ranking report)\b/, 0.3],
  ["reply to get it", /\b(?:reply (?:with|for)|reply to this)\b/, 0.3],
];

const fr: SpamPattern[] = [
  [
    "une offre de vous envoyer ou montrer quelque chose",
    /\b(?:je (?:peux|pourrais) vous (?:preparer|montrer|proposer)|je (?:peux|pourrais) vous (?:envoyer|faire) (?:un|une) (?:petit |petite )?(?:audit|rapport|maquette|exemple|proposition)|je vous (?:en dis plus|l'envoie)|je vous envoie (?:des exemples|le rapport)|je vous (?:montre|explique|presente) (?:comment|en \d+|notre)|dites-moi si ca vous tente)/,
    0.4,
  ],
  [
    "votre site et ce qui ne va pas",
    /\b(?:votre (?:site|page d'accueil|fiche google(?: maps)?|page (?:facebook|linkedin)|referencement)|vos pages)\b.{0,80}\b(?:apparai\w+|ressort\w*|charger|telephones?|date|active|publie|avis|visibilite|attirer)\b/,
    0.4,
  ],
  ["paye seulement aux resultats", /\b(?:vous ne payez (?:que|rien))\b/, 0.5],
  [
    "un prix a l'heure, au mot ou a l'article",
    new RegExp(String.raw`${price} ?(?:de l'heure|l'heure|le mot|par mot|l'article|par article|par publication)`),
    0.4,
  ],
  ["un prix a partir de", new RegExp(String.raw`\ba partir de ${price}`), 0.3],
  ["un portfolio ou une bande demo", /\b(?:notre bande demo|mon portfolio|notre portfolio)\b/, 0.4],
  ["un mois ou un essai offert", /\b(?:essai gratuit de \d+ jours|\d+ jours gratuits)\b/, 0.4],
  ["des developpeurs dedies", /\b(?:developpeurs? dedies?|sous-traitance informatique)\b/, 0.5],
  [
    "le referencement d'un domaine qui expire",
    /\b(?:moteurs de recherche|referencement de votre domaine)\b.{0,80}\b(?:expire\w*|echeance|renouvel\w*)\b|\b(?:expir\w*|echeance|renouvel\w*)\b.{0,80}\bmoteurs de recherche\b/,
    0.5,
  ],
  ["un avis de domaine", /\b(?:avis (?:de renouvellement|d'expiration)|cotisation annuelle|reglez .{0,20} en ligne)\b/, 0.5],
  [
    "un bureau d'enregistrement de domaines",
    /\b(?:(?:bureau|organisme|centre) d'enregistrement|(?:en|noms de domaine) \.?(?:cn|hk|asia)\b)/,
    0.7,
  ],
  ["une lettre au directeur", /\b(?:monsieur le directeur)\b/, 0.3],
  ["une question sur votre partenaire", /\b(?:si vous l'avez autorisee)\b/, 0.4],
  ["des millions d'euros", /\b\d+(?:[.,]\d+)? ?millions? (?:d'euros|de dollars|€)/, 0.4],
  ["quelqu'un qui porte votre nom", /\b(?:porte (?:votre|le meme) nom|meme nom de famille|feu (?:m\.|monsieur|mme))\b/, 0.6],
  ["un beneficiaire", /\b(?:faute d'heritier|d'etre le beneficiaire)\b/, 0.5],
  [
    "un prix tire au sort pour vous",
    /\b(?:(?:tiree?|selectionnee?) (?:au sort )?lors de|vous (?:remportez|recevez) (?:la somme|un prix)|cher gagnant)\b/,
    0.6,
  ],
  ["un agent de paiement", /\b(?:charge du paiement)\b/, 0.6],
  ["une fortune a leguer", /\b(?:leguer mes biens|atteinte d'un cancer)\b/, 0.6],
  ["un robot de trading", /\b(?:robot de trading|notre robot)\b/, 0.6],
  ["WhatsApp avec un numero", /\bwhatsapp (?:au |sur )?\+?\d/, 0.4],
  ["recuperer l'argent perdu", /\b(?:recuper\w+ (?:votre argent|vos fonds)|faux courtier)\b/, 0.6],
  ["un financement d'entreprise", /\b(?:financement rapide|fonds de roulement)\b/, 0.4],
  ["un accord sans garantie", /\b(?:accord en \d+ heures|votre eligibilite)\b/, 0.4],
  ["un enregistrement par votre camera", /\b(?:par votre webcam|images de vous)\b/, 0.6],
  ["envoye a tous vos contacts", /\b(?:a vos proches)\b/, 0.6],
  ["votre messagerie sur le point de fermer", /\b(?:compte (?:de messagerie )?sera desactive)\b/, 0.5],
  ["une demande de confirmer votre compte", /\b(?:(?:validez|confirmez|verifiez) votre compte|activite inhabituelle)\b/, 0.5],
  ["une reclamation sur vos images", /\b(?:sans (?:mon )?autorisation|sont les miennes)\b/, 0.4],
  ["droits d'auteur et justice", /\b(?:droits d'auteur|action en justice)\b/, 0.5],
  ["des contacts a vendre", /\b(?:fichier de \d+)\b/, 0.5],
  ["un echantillon de contacts", /\b(?:echantillon gratuit)\b/, 0.4],
  [
    "des publications pour vos reseaux",
    /\b(?:votre page (?:facebook|linkedin|instagram)\b.{0,40}\b(?:active|publie)|reseaux sociaux de)\b/,
    0.4,
  ],
  ["une video animee", /\b(?:videos? animees?)\b/, 0.5],
  ["des clients pour votre agence", /\b(?:nouveaux clients par mois|prospection e-?mail)\b/, 0.5],
  ["des coordonnees de visiteurs", /\brecupere leurs coordonnees\b/, 0.4],
  [
    "une inscription dans un annuaire",
    /\b(?:l'inscription est gratuite|(?:verifiez|completez|confirmez) (?:et completez )?(?:gratuitement )?vos donnees)\b/,
    0.5,
  ],
  ["un prix ou un trophee", /\b(?:nominee?) pour (?:le|la) (?:trophee|prix)\b/, 0.5],
  ["des frais pour le recevoir", /\b(?:frais de (?:dossier|participation)|recevoir (?:votre|le) (?:trophee|prix))\b/, 0.5],
  ["un emploi sans experience", /\b(?:sans experience|(?:€|euros?) par jour)\b/, 0.5],
  ["un achat de vos produits", /\b(?:acheter vos produits|vos produits en gros|votre liste de prix)\b/, 0.5],
  ["une lettre a un fournisseur", /\b(?:cher fournisseur)\b/, 0.4],
  ["une offre de rachat", /\b(?:racheter une agence)\b/, 0.5],
  ["une cession de votre societe", /\b(?:etudier une offre)\b/, 0.4],
  ["des traducteurs natifs", /\b(?:traducteurs natifs)\b/, 0.4],
  ["un chatbot pour vos visiteurs", /\b(?:chatbot|jour et nuit)\b/, 0.3],
  ["des frais de port pour un cadeau", /\b(?:choisie? pour (?:recevoir|tester))\b/, 0.6],
  ["un site refait a bas prix", /\b(?:prix (?:bien )?inferieurs? aux agences|maquette (?:gratuite|offerte|de page d'accueil))\b/, 0.5],
  ["une invitation coquine", /\b(?:mes photos privees|je cherche (?:un homme|a m'amuser))\b/, 0.6],
  ["une somme jusqu'a", new RegExp(String.raw`\bjusqu'a ${price}`), 0.3],
  ["une menace de retrait", /\bretirez-les sous \d+ (?:jours|heures)\b/, 0.4],
  ["des conditions de livraison", /\bconditions de livraison\b/, 0.3],
  ["une victime", /\bvictime d'un\b/, 0.3],
  ["une offre a votre entreprise", /\b(?:votre (?:entreprise|agence|societe|marque|commerce)|une agence comme la votre)\b/, 0.3],
  [
    "nous aidons les entreprises",
    /\b(?:(?:nous aidons|j'aide) (?:les )?(?:entreprises|agences|commerces|pme|victimes)|nous vous aidons)\b/,
    0.3,
  ],
  ["nous proposons", /\b(?:nous (?:proposons|offrons|vendons|realisons|creons)|je (?:propose|realise|cree))\b/, 0.2],
  [
    "une question de vendeur",
    /(?:\binteresse\w* ?\?|\bsouhaitez-vous (?:recevoir|voir|un)|\bseriez-vous (?:interesse\w*|pret)|\bvoulez-vous (?:voir|recevoir|verifier))/,
    0.3,
  ],
  ["sans engagement", /\bsans engagement\b/, 0.3],
  ["un rapport ou un echantillon gratuit", /\b(?:(?:rapport|echantillon|maquette) (?:gratuit|offert)e?|audit (?:seo )?offert)\b/, 0.3],
  ["repondez pour l'avoir", /\brepondez-moi\b/, 0.3],
];

const nl: SpamPattern[] = [
  [
    "een aanbod om u iets te sturen of te tonen",
    /\b(?:zal ik (?:u )?(?:het rapport|voorbeelden|meer info)|zal ik (?:het u|dat) (?:tonen|doen)|mag ik (?:u )?(?:mijn portfolio|onze aanpak|het u)|ik maak gratis een|ik stel u .{0,30} voor|laat maar iets weten|meer info\?)/,
    0.4,
  ],
  [
    "uw website en wat er mis mee is",
    /\b(?:uw (?:website|site|homepage|google ?(?:bedrijfsprofiel|maps)|vermelding op google|(?:instagram|facebook|linkedin)(?:-pagina)?))\b.{0,80}\b(?:verschijnt|scoort|traag|laadt|gsm|zichtbaar\w*|klanten|post)\b/,
    0.4,
  ],
  ["enkel betalen voor resultaat", /\b(?:u betaalt (?:pas|alleen|enkel|niets)|no cure,? no pay)\b/, 0.5],
  ["een prijs per uur, woord of artikel", new RegExp(String.raw`${price} ?per (?:uur|woord|artikel|post)`), 0.4],
  ["een prijs vanaf", new RegExp(String.raw`\bvanaf ${price}`), 0.3],
  ["een portfolio of showreel", /\b(?:onze showreel|voorbeelden sturen)\b/, 0.4],
  ["een gratis maand", /\b(?:\d+ dagen gratis)\b/, 0.4],
  ["toegewijde developers", /\b(?:toegewijde developers?|it-outsourcing\w*)\b/, 0.5],
  ["de zoekvermelding van een domein die afloopt", /\b(?:zoekmachines?)\b.{0,80}\b(?:verloopt)\b/, 0.5],
  ["een domeinmelding", /\b(?:vervaldatum|jaarlijkse bijdrage|betaal .{0,20} online)\b/, 0.5],
  ["een registratiebureau voor domeinen", /\b(?:registratie(?:centrum|bureau) voor domein\w*|\.?(?:cn|hk)-domein\w*)\b/, 0.7],
  ["een brief aan de directeur", /\bgeachte directeur\b/, 0.3],
  ["een vraag of een bedrijf uw partner is", /\b(?:of u dat hebt toegestaan)\b/, 0.4],
  ["miljoenen euro", /\b\d+(?:[.,]\d+)? ?miljoen (?:euro|dollar)/, 0.4],
  ["iemand met uw familienaam", /\b(?:dezelfde (?:familie|achter)naam)\b/, 0.6],
  ["een begunstigde", /\b(?:geen erfgenaam|de begunstigde wordt)\b/, 0.5],
  [
    "een prijs voor u getrokken",
    /\b(?:(?:grote|online|jaarlijkse) trekking|u (?:wint|ontvangt) een (?:bedrag|prijs)|beste winnaar)\b/,
    0.6,
  ],
  ["een uitbetalingsagent", /\b(?:voor de uitbetaling)\b/, 0.6],
  ["een vermogen om te schenken", /\b(?:bezittingen .{0,40}nalaten|met kanker)\b/, 0.6],
  ["een tradingrobot", /\b(?:tradingrobot|traden met een robot)\b/, 0.6],
  ["WhatsApp met een nummer", /\bwhatsapp (?:op |via )?\+?\d/, 0.4],
  ["verloren geld terug", /\b(?:geld terug te krijgen|nepmakelaar)\b/, 0.6],
  ["bedrijfsfinanciering", /\b(?:snelle financiering|werkkapitaal)\b/, 0.4],
  ["goedkeuring zonder onderpand", /\b(?:goedgekeurd binnen \d+ uur|zonder onderpand|in aanmerking komt)\b/, 0.4],
  ["een opname via uw camera", /\b(?:via uw webcam|beelden van u)\b/, 0.6],
  ["naar al uw contacten", /\b(?:naar uw vrienden)\b/, 0.6],
  ["uw mailbox die sluit", /\b(?:wordt (?:vandaag )?gedeactiveerd)\b/, 0.5],
  ["een vraag om uw account te bevestigen", /\b(?:bevestig (?:hier )?uw account|ongewone aanmeldingen)\b/, 0.5],
  ["een claim op uw beelden", /\b(?:zonder (?:mijn )?toestemming|zijn van mij)\b/, 0.4],
  ["auteursrecht en een advocaat", /\b(?:auteursrecht\w*|juridische procedure)\b/, 0.5],
  ["contacten te koop", /\b(?:lijst van \d+|beslissers)\b/, 0.5],
  ["een staal van contacten", /\bgratis (?:staal)\b/, 0.4],
  [
    "posts voor uw sociale media",
    /\b(?:uw (?:instagram|facebook|linkedin)(?:-pagina)?\b.{0,40}\b(?:stil|post)|beheer sociale media)\b/,
    0.4,
  ],
  ["een animatievideo", /\b(?:animatievideo'?s?)\b/, 0.5],
  ["klanten voor uw bureau", /\b(?:nieuwe klanten per maand|koude e-?mail)\b/, 0.5],
  ["gegevens van bezoekers", /\bverzamelt hun gegevens\b/, 0.4],
  [
    "een vermelding in een gids",
    /\b(?:staat (?:uw bedrijf|uw onderneming) (?:al |nog niet )?in|inschrijven is gratis|(?:controleer|vervolledig|bevestig) (?:en vervolledig )?(?:gratis )?uw gegevens)\b/,
    0.5,
  ],
  ["een prijs of trofee", /\b(?:genomineerd) voor de\b.{0,40}\b(?:prijs|trofee)\b/, 0.5],
  ["kosten om hem te ontvangen", /\b(?:deelnamekosten)\b/, 0.5],
  ["een job zonder ervaring", /\b(?:geen ervaring (?:nodig|vereist)|euro per dag)\b/, 0.5],
  ["een aankoop van uw producten", /\b(?:uw producten in grote|uw producten .{0,30}aankopen|uw (?:prijslijst|catalogus) (?:en|te))\b/, 0.5],
  ["een brief aan een leverancier", /\b(?:beste leverancier)\b/, 0.4],
  ["een bod op uw bureau", /\b(?:bureau zoals het uwe overnemen)\b/, 0.5],
  ["een verkoop van uw bedrijf", /\b(?:bod overwegen)\b/, 0.4],
  ["moedertaalsprekers", /\b(?:moedertaalsprekers)\b/, 0.4],
  ["een chatbot voor uw bezoekers", /\b(?:chatbot|dag en nacht)\b/, 0.3],
  ["verzendkosten voor een geschenk", /\b(?:euro verzendkosten|gekozen om)\b/, 0.6],
  ["een nieuwe site aan een lage prijs", /\b(?:fractie van de prijs|ontwerp (?:van|voor) uw (?:nieuwe )?homepage)\b/, 0.5],
  ["een uitnodiging voor een date", /\b(?:mijn (?:prive)?foto'?s|zin in plezier|hoi schat\w*)\b/, 0.6],
  ["een bedrag tot", new RegExp(String.raw`\btot ${price}`), 0.3],
  ["een dreiging om ze te verwijderen", /\bverwijder ze binnen \d+ (?:dagen|uur)\b/, 0.4],
  ["leveringsvoorwaarden", /\bleveringsvoorwaarden\b/, 0.3],
  ["slachtoffers", /\bslachtoffers\b/, 0.3],
  ["een aanbod aan uw bedrijf", /\b(?:uw (?:bedrijf|onderneming|zaak|merk)|een bureau zoals het uwe)\b/, 0.3],
  ["wij helpen bedrijven", /\b(?:wij helpen|ik help) (?:bedrijven|bureaus|zaken|kmo's|slachtoffers)\b/, 0.3],
  ["wij bieden", /\b(?:wij (?:bieden|verkopen|maken|leveren)|ik (?:bied|maak|bouw))\b/, 0.2],
  ["een verkopersvraag", /(?:\binteresse ?\?|\bwilt u (?:onze|een|mijn|nagaan)\b|\bzou u een\b)/, 0.3],
  ["zonder verplichting", /\bzonder verplichting\b/, 0.3],
  ["een gratis rapport of staal", /\bgratis (?:rapport|ontwerp|dossieranalyse|seo-audit)\b/, 0.3],
  ["antwoord om het te krijgen", /\bantwoord (?:voor|met)\b/, 0.3],
];

export const spamPatterns: Readonly<Record<"en" | "fr" | "nl", readonly SpamPattern[]>> = {
  en: [...en, ...familyPatterns.en, ...moneyPatterns.en, ...fraudPatterns.en],
  fr: [...fr, ...familyPatterns.fr, ...moneyPatterns.fr, ...fraudPatterns.fr],
  nl: [...nl, ...familyPatterns.nl, ...moneyPatterns.nl, ...fraudPatterns.nl],
};

/** The patterns a normalised text matches, each once, with its words for staff and its weight, and a seller's structure (seller.ts). */
export function findPatterns(plain: string): { phrase: string; weight: number }[] {
  const matched = Object.values(spamPatterns)
    .flat()
    .filter(([, pattern]) => pattern.test(plain))
    .map(([label, , weight]) => ({ phrase: label, weight }));
  return [...matched, ...sellerSignals(plain)];
}
