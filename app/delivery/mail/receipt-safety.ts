/**
 * What the visitor's receipt may repeat of the form (issue 49). The receipt goes to whatever
 * address the form names, from the agency's own address: anything it copies, a stranger could
 * have written to phish that address's owner. So it copies no link and no raw text: the name only
 * when it looks like a person's first name, the message only as its first words with everything a
 * mail program would turn into a link (or a number one could call) taken out.
 */
import { headerSafe } from "./template.server";

/** Words no person's first name is made of, in the site's three languages (compared without accents, lower case). */
const roleWords = new Set([
  // English
  "account",
  "accounts",
  "admin",
  "administrator",
  "alert",
  "bank",
  "banking",
  "billing",
  "care",
  "customer",
  "customers",
  "department",
  "desk",
  "helpdesk",
  "help",
  "info",
  "invoice",
  "noreply",
  "notice",
  "official",
  "password",
  "payment",
  "payments",
  "refund",
  "secure",
  "security",
  "service",
  "services",
  "staff",
  "support",
  "team",
  "verification",
  "verify",
  // French
  "administrateur",
  "alerte",
  "assistance",
  "banque",
  "client",
  "clients",
  "clientele",
  "compte",
  "comptes",
  "equipe",
  "facture",
  "facturation",
  "paiement",
  "remboursement",
  "securite",
  "securise",
  "verifier",
  // Dutch
  "beheerder",
  "betaling",
  "betalingen",
  "beveiliging",
  "dienst",
  "factuur",
  "facturatie",
  "klant",
  "klanten",
  "klantendienst",
  "klantenservice",
  "rekening",
  "terugbetaling",
  "veiligheid",
  "verificatie",
  "wachtwoord",
  "waarschuwing",
]);

/** Stems that give a role away inside a longer word too ("Banksupport", "Beveiligingsteam", "Sécurité-Client"). */
const roleStems = ["bank", "banq", "support", "secur", "beveilig", "veiligheid", "klantendienst", "helpdesk", "wachtwoord", "password"];

const withoutAccents = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase();

/** The longest name the receipt repeats, in characters and in words. */
const nameLimits = { chars: 40, words: 4 };

/**
 * The name to greet the visitor by and to put in `To`, or null for a neutral greeting: null for
 * anything but letters, spaces, apostrophes, hyphens and initials' dots (so no link, no address,
 * no number), for more than four words or 40 characters, and for a word a role is named by
 * ("support", "bank", "security", in English, French or Dutch).
 */
export function greetingName(raw: string): string | null {
  const name = headerSafe(raw).normalize("NFC");
  if (!name || name.length > nameLimits.chars) return null;
  if (!/^[\p{L}\p{M}][\p{L}\p{M} '’.-]*$/u.test(name)) return null;
  // A dot inside a word is a domain ("bank.example"), not an initial ("J.-P.", "A. Marie").
  if (/\.[\p{L}]{2,}/u.test(name)) return null;
  const words = name.split(/[ '’.-]+/).filter(Boolean);
  if (words.length > nameLimits.words) return null;
  const plain = words.map(withoutAccents);
  if (plain.some((word) => roleWords.has(word) || roleStems.some((stem) => word.includes(stem)))) return null;
  return name;
}

/** How much of the message the receipt repeats: its first words, at most this many, and this many characters. */
export const excerptLimits = { words: 12, chars: 100 };

/**
 * A token a mail program would make a link of, or that reads as a place to go: a scheme
 * ("https://", "mailto:"), "www.", an address, a domain ("bank-secure.example").
 */
function linkLike(token: string): boolean {
  return /[a-z][a-z\d+.-]*:\/\/|\b(?:mailto|tel|sms|callto|data|javascript):|www\.|@|[\p{L}\d-]\.[\p{L}\d-]{2,}/iu.test(token);
}

/** Stands for what was taken out. */
const removed = "…";

/**
 * Numbers one could call or pay to, however spaced ("+32 470 12 34 56", "BE71 0961…"): six
 * digits or more in a run of digits, spaces and separators; and IP addresses.
 */
function withoutNumbers(text: string): string {
  return text.replace(/[+(]?\d[\d\s()./-]*\d/g, (run) =>
    (run.match(/\d/g)?.length ?? 0) >= 6 || /\d\.\d+\.\d/.test(run) ? ` ${removed} ` : run,
  );
}

/**
 * The first words of the message, links, addresses, domains and long numbers taken out (each an
 * ellipsis), on one line; "…" at the end when there was more. Empty when nothing is left.
 */
export function messageExcerpt(message: string): string {
  const tokens = withoutNumbers(headerSafe(message)).split(" ").filter(Boolean);
  const kept: string[] = [];
  let length = 0;
  let cut = false;
  for (const token of tokens) {
    const word = linkLike(token) ? removed : token;
    if (kept.length >= excerptLimits.words || length + word.length + 1 > excerptLimits.chars) {
      cut = true;
      break;
    }
    // One ellipsis for a run of removed tokens.
    if (word === removed && kept.at(-1) === removed) continue;
    kept.push(word);
    length += word.length + 1;
  }
  if (kept.every((word) => word === removed)) return "";
  const text = kept.join(" ");
  return cut && !text.endsWith(removed) ? `${text} ${removed}` : text;
}
