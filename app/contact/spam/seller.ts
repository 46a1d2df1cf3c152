/**
 * A seller's structure, whatever is sold: an unsolicited offer ("I can optimise it", « je
 * réalise », "wij bieden"), then a question that asks for a yes ("Interested?", « On en parle ? »,
 * "Zal ik u meer info sturen?"). Real enquiries ask for something ("can you…", « pouvez-vous… »,
 * "kunt u…") and offer little; a seller offers and asks whether you want it. Each part alone is
 * how people write too, so only the two together count (a doubt, 0.4), and a little more (0.3)
 * when the pitch is about the reader's business, names a price or carries a link. Matched on the
 * normalised text (normalise.ts), in English, French and Dutch.
 */
interface SellerWords {
  /** The sender offering what they do or can do for the reader. */
  offer: RegExp;
  /** A question asking the reader to say yes to the offer. */
  ask: RegExp;
  /** The reader's business, site or profile named. */
  reader: RegExp;
}

const sellerWords: Record<"en" | "fr" | "nl", SellerWords> = {
  en: {
    offer:
      /\b(?:i|we) (?:can (?:\w+ )?(?:help|get|make|create|build|design|optimi[sz]e|fix|write|boost|increase|take|add|deliver|send|provide|offer|set)|(?:make|create|build|design|offer|provide|sell|fund|finance|specialise|specialize|generate|deliver|write|publish|book|place|supply) |(?:work|partner) with (?:small )?(?:businesses|companies|agencies|brands)|help (?:agencies|businesses|companies|brands)|(?:have|own|manage|run) (?:a network|\d[\d,]* (?:verified )?contacts)|(?:would|'d) (?:love|like) to (?:contribute|write|offer|help|create|show|share)|(?:are|am) (?:a|an) (?:\w+ )?(?:agency|company|studio|house|firm|freelancer?|designer|developer|writer|consultant|manager))\b|\bour (?:team|experts|service|services|agency|company|widget|tool|platform|assistant|chatbot|developers)\b|\bi (?:could|can) fix that\b/,
    ask: /\b(?:reply|respond) (?:to get|if you|with)\b|(?:\binterested|\bwant (?:me to|a|to see|one)|\bshall (?:i|we)|\b(?:can|could|may) i (?:call|send|share|show|add|book)|\bwould you (?:like|be (?:open|interested|up for))|\bare you open|\bopen to (?:that|it|this)|\bhow does \w+ sound|\bwhich (?:article|page|post)\b)[^.?!]{0,80}\?/,
    reader:
      /\byour (?:web ?site|site|blog|business|company|agency|brand|profile|instagram|facebook|linkedin|google|listing|products|clients|visitors|online)\b|\b(?:agencies|businesses|companies) like yours\b/,
  },
  fr: {
    offer:
      /\b(?:je|nous) (?:peux|pouvons|propose|proposons|realise|realisons|cree|creons|fais|faisons|aide|aidons|accompagnons|generons|disposons|vendons|placons|optimise|optimisons|financons|publie|publions|gere|representons|represente|m'occupe|livrons|offrons)\b|\bje (?:serais|suis) (?:ravie?|heureux|heureuse) de vous\b|\bnos (?:experts|developpeurs|services|traducteurs)\b|\bnotre (?:equipe|agence|societe|chatbot|assistant|outil|plateforme)\b/,
    ask: /\brepondez (?:pour|si)\b|(?:\binteresse|\bje me lance|\bje (?:vous )?(?:le|les|en) (?:envoie|prepare)|\bca vous (?:dit|tente|interesse)|\bon en parle|\bje vous (?:envoie|explique|presente|appelle|montre)|\bpuis-je|\bpuis je|\bsouhaitez-vous|\bvoulez-vous|\bseriez-vous|\bune demo|\bcela vous interesse)[^.?!]{0,80}\?/,
    reader:
      /\b(?:votre|vos) (?:site|blog|entreprise|agence|societe|fiche|page|profil|instagram|publications|produits|clients|visiteurs|marque|commerce)\b|\b(?:agences|entreprises|societes) comme la votre\b/,
  },
  nl: {
    offer:
      /\b(?:ik|wij|we) (?:kan|kunnen|maak|maken|bied|bieden|financieren|help|helpen|verkopen|verkoop|plan|plannen|optimaliseer|optimaliseren|schrijf|schrijven|beheer|beheren|vertegenwoordig|bouw|bouwen|ontwerp|ontwerpen|lever|leveren|publiceer|publiceren|regel|regelen)\b|\b(?:maak|maken|bied|bieden|verkopen|plannen|schrijf|doen) (?:ik|wij|we)\b|\bbiedt\b.{0,40}\baan\b|\bonze (?:experts|assistent|chatbot|ontwikkelaars|developers|diensten|vertalers|specialisten)\b|\bons (?:team|bureau|bedrijf|platform)\b/,
    ask: /\b(?:antwoord om|laat (?:het|iets) weten als)\b|(?:\binteresse|\bzal ik|\bmag ik|\bwilt u|\bwenst u|\bzin in|\bzullen we|\bstaat u open|\bkan ik u|\bzou u (?:graag|willen|interesse))[^.?!]{0,80}\?/,
    reader:
      /\buw (?:web ?site|site|blog|bedrijf|bureau|onderneming|zaak|merk|profiel|bedrijfsprofiel|instagram|facebook|linkedin|producten|klanten|bezoekers|homepage)\b|\bbureaus zoals het uwe\b/,
  },
};

/** A price, a sum or a link: what a pitch adds to an offer. */
const priceOrLink = /https?:\/\/|\bwww\.|[€$] ?\d|\d ?(?:€|\$|eur\b|euros?\b|usd\b)|\b(?:fee|tarif|tarief|prix|prijs|price|pricing)\b/;

/** A message that ends on a link: the call to act when the pitch is about the reader's site. */
const endsOnLink = /(?:https?:\/\/|www\.)\S+$/;

/** The seller's structure as weighted reasons, labelled for staff like the patterns. */
export function sellerSignals(plain: string): { phrase: string; weight: number }[] {
  for (const [language, words] of Object.entries(sellerWords)) {
    const asks = words.ask.test(plain) || (endsOnLink.test(plain) && words.reader.test(plain));
    if (!words.offer.test(plain) || !asks) continue;
    const labels = sellerLabels[language as keyof typeof sellerLabels];
    const found: { phrase: string; weight: number }[] = [{ phrase: labels.pitch, weight: 0.4 }];
    if (words.reader.test(plain) || priceOrLink.test(plain)) found.push({ phrase: labels.aimed, weight: 0.3 });
    return found;
  }
  return [];
}

const sellerLabels = {
  en: { pitch: "an offer and a question asking for a yes", aimed: "a pitch aimed at your business, with a price or a link" },
  fr: { pitch: "une offre et une question qui demande un oui", aimed: "une offre visant votre entreprise, avec un prix ou un lien" },
  nl: { pitch: "een aanbod en een vraag om een ja", aimed: "een aanbod gericht op uw bedrijf, met een prijs of een link" },
} as const;
