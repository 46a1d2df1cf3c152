import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { corpusSets, heldOutSets, readCorpus, type CorpusMessage } from "../../../tests/fixtures/spam/corpus";
import { normalise } from "./normalise";
import { spamPatterns } from "./patterns";
import { findPhrases } from "./phrases";

/**
 * The held-out set (tests/fixtures/spam/held-out-*.jsonl) gives the filter's honest figure only
 * while the rules are not written from it. These checks keep it apart:
 * - no rule file quotes six words in a row of a held-out message;
 * - every phrase, and every alternative of every pattern, that catches something in held-out spam
 *   also fires on a development spam message: a rule is justified by the development set, never
 *   by the held-out one alone;
 * - the held-out and development messages share no ten words in a row (written apart, not
 *   derived from each other; shorter runs such as "nos clients nous demandent de plus en plus"
 *   are how people write).
 * What already overlapped when the current set was written is listed in `overlapAtWriting`.
 * No held-out message is in the development set.
 */

const folder = fileURLToPath(new URL(".", import.meta.url));
const ruleFiles = readdirSync(folder)
  .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
  .map((file) => ({ file, text: readFileSync(`${folder}${file}`, "utf8") }));

const development = [...corpusSets, "evasions" as const].flatMap((set) => readCorpus(set));
const heldOutFiles = heldOutSets.flatMap((set) => readCorpus(set));
const heldOut = heldOutFiles;

function words(text: string): string[] {
  return normalise(text)
    .split(/[^\p{L}\p{N}']+/u)
    .filter((word) => word !== "");
}

/** Every run of n words in a row, joined by spaces. */
function runs(text: string, n: number): Set<string> {
  const list = words(text);
  const found = new Set<string>();
  for (let i = 0; i + n <= list.length; i++) found.add(list.slice(i, i + n).join(" "));
  return found;
}

/** The runs of n words of each message that also occur in the text. */
function quoted(messages: readonly CorpusMessage[], text: string, n: number): string[] {
  const inText = runs(text, n);
  return messages.flatMap((m) => [...runs(m.message, n)].filter((run) => inText.has(run)));
}

/**
 * A pattern's alternatives, each as a pattern of its own: "a|b" gives a and b, "x(?:a|b)y" gives
 * xay and xby (the first group holding alternatives, one level deep).
 */
function alternatives(pattern: RegExp): RegExp[] {
  const source = pattern.source;
  const splits: number[][] = [];
  const starts: number[] = [];
  let depth = 0;
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === "\\") i++;
    else if (inClass) inClass = c !== "]";
    else if (c === "[") inClass = true;
    else if (c === "(") {
      starts[++depth] = i;
      splits[depth] = [];
    } else if (c === ")") {
      if (depth === 1 && splits[1]!.length > 0 && !splits[0]?.length) {
        const open = starts[1]! + (source.startsWith("(?:", starts[1]!) ? 3 : 1);
        const cuts = [open - 1, ...splits[1]!, i];
        return cuts
          .slice(1)
          .map((end, k) => new RegExp(source.slice(0, open) + source.slice(cuts[k]! + 1, end) + source.slice(i), pattern.flags));
      }
      depth--;
    } else if (c === "|") (splits[depth] ??= []).push(i);
  }
  const top = splits[0] ?? [];
  if (top.length === 0) return [pattern];
  const cuts = [-1, ...top, source.length];
  return cuts.slice(1).map((end, k) => new RegExp(source.slice(cuts[k]! + 1, end), pattern.flags));
}

/**
 * What already overlapped when held-out set C was written (2026-11-27, by writers who read
 * neither the rules nor the development set, while the rules and the model were being frozen
 * without it): rules that fire on it but on no development spam, and runs it shares with the
 * development set. Listed when C was merged (after the commit that froze the rules and the model),
 * before its figure was read: they cannot have been written from it; anything beyond them can, and
 * fails. The runs are scam stock text both hands wrote ("if you are not the person in charge please
 * forward this to your ceo", the domain-registration notice) and how Belgian tenders and clients
 * write ("dans le cadre d'un marché public de faible montant"). (The lists for the spent sets A and B
 * went with them: they are development messages now, so every rule that fires on them is justified.)
 */
const overlapAtWriting = {
  quotes: new Set<string>(["would you be open to a"]),
  phrases: new Set<string>(["a document or message behind a sign-in", "dating"]),
  patterns: new Set<string>([
    "a document or message behind a sign-in: \\b(?:sign in with your (?:work|business|professional) e-?mail)\\b",
    "a request for quotation behind a link: \\b(?:rfq)\\b[^]{0,160}(?:https?:\\/\\/|www\\.)",
    "un compte, un colis ou un remboursement retenu jusqu'au clic: \\b(?:bloque)\\b[^]{0,200}(?:https?:\\/\\/|www\\.)",
    "een document of bericht achter een aanmelding: \\b(?:nieuw (?:spraak|voicemail)bericht)\\b",
    "een partnernetwerk of programma met kosten: \\b(?:editie)\\b[^]{0,240}\\b(?:kosten|kost|bijdrage)\\b[^]{0,60}(?:(?:eur|€) ?\\d[\\d.,]*|\\d[\\d.,]* ?(?:€|eur\\b|euros?\\b))",
  ]),
  runs: new Set<string>([
    "nothing changed on our side as far as i know",
    "would you be open to a partnership where we refer",
    "dans le cadre d'un marche public de faible montant nous",
    "le cadre d'un marche public de faible montant nous consultons",
    "cadre d'un marche public de faible montant nous consultons trois",
    "d'un marche public de faible montant nous consultons trois prestataires",
    "de plus en plus des projets crm et marketing automation",
    "hi there i came across your website while searching for",
    "there i came across your website while searching for marketing",
    "i came across your website while searching for marketing automation",
    "dear ceo if you are not the person in charge",
    "ceo if you are not the person in charge please",
    "if you are not the person in charge please forward",
    "you are not the person in charge please forward this",
    "are not the person in charge please forward this to",
    "not the person in charge please forward this to your",
    "the person in charge please forward this to your ceo",
    "person in charge please forward this to your ceo thanks",
    "in charge please forward this to your ceo thanks we",
    "charge please forward this to your ceo thanks we are",
    "please forward this to your ceo thanks we are a",
    "forward this to your ceo thanks we are a domain",
    "this to your ceo thanks we are a domain name",
    "to your ceo thanks we are a domain name registration",
    "we need to confirm with you whether this company is",
    "need to confirm with you whether this company is your",
    "that our company has changed banks following an internal audit",
    "our company has changed banks following an internal audit all",
    "company has changed banks following an internal audit all future",
    "has changed banks following an internal audit all future payments",
    "dear team we are delighted to inform you that your",
    "we are delighted to inform you that your company has",
    "are delighted to inform you that your company has been",
    "delighted to inform you that your company has been selected",
    "to inform you that your company has been selected as",
    "we are interested in your services and would like to",
    "are interested in your services and would like to request",
    "interested in your services and would like to request a",
    "in your services and would like to request a quotation",
    "your services and would like to request a quotation for",
    "a virtual assistant from the philippines with 6 years of",
    "virtual assistant from the philippines with 6 years of experience",
    "assistant from the philippines with 6 years of experience in",
    "you can find the list of images and my original",
    "bonjour je souhaiterais modifier le compte bancaire sur lequel mon",
    "je souhaiterais modifier le compte bancaire sur lequel mon salaire",
    "souhaiterais modifier le compte bancaire sur lequel mon salaire est",
    "modifier le compte bancaire sur lequel mon salaire est verse",
    "de votre impot vous avez droit a un remboursement de",
    "pour recevoir ce montant sur votre compte veuillez completer le",
    "recevoir ce montant sur votre compte veuillez completer le formulaire",
    "cliquez ici pour augmenter gratuitement votre espace de stockage https",
  ]),
};

/**
 * The same for held-out set D, written blind after C was judged, with the filter unchanged since
 * (`0732d65`): four pattern alternatives written before it (two of this round's fraud patterns,
 * "bon de commande" and "lastenboek" behind a link) that fire on it and on no development spam, and the same scam stock text (the domain-registration notice again, "are you at
 * your desk", "100% risk free, reply with your full name").
 */
const overlapAtWritingD = {
  phrases: new Set<string>(["een prijsaanvraag achter een link"]),
  patterns: new Set<string>([
    "un paiement par un lien: \\b(?:reglez)\\b[^.]{0,40}(?:https?:\\/\\/|www\\.)",
    "une demande de prix derriere un lien: \\b(?:bon de commande)\\b[^]{0,160}(?:https?:\\/\\/|www\\.)",
    "een domeinmelding: \\b(?:betaal .{0,20} online)\\b",
    "een prijsaanvraag achter een link: \\b(?:lastenboek)\\b[^]{0,160}(?:https?:\\/\\/|www\\.)",
  ]),
  runs: new Set<string>([
    "happy to share the final results with you in june",
    "to share the final results with you in june thank",
    "share the final results with you in june thank you",
    "the final results with you in june thank you very",
    "final results with you in june thank you very much",
    "patients par sms quand leur commande de medicaments est arrivee",
    "hi there i was checking your website and noticed it",
    "on the first page of google for terms like crm",
    "the first page of google for terms like crm agency",
    "first page of google for terms like crm agency belgium",
    "page of google for terms like crm agency belgium or",
    "of google for terms like crm agency belgium or marketing",
    "google for terms like crm agency belgium or marketing automation",
    "for terms like crm agency belgium or marketing automation brussels",
    "hope you are doing well would you be interested in",
    "dear ceo it's very urgent please transfer this email to",
    "ceo it's very urgent please transfer this email to your",
    "it's very urgent please transfer this email to your ceo",
    "very urgent please transfer this email to your ceo thanks",
    "urgent please transfer this email to your ceo thanks we",
    "please transfer this email to your ceo thanks we are",
    "transfer this email to your ceo thanks we are a",
    "this email to your ceo thanks we are a network",
    "email to your ceo thanks we are a network service",
    "to your ceo thanks we are a network service company",
    "thanks we are a network service company which is the",
    "we are a network service company which is the domain",
    "are a network service company which is the domain name",
    "a network service company which is the domain name registration",
    "network service company which is the domain name registration center",
    "service company which is the domain name registration center in",
    "company which is the domain name registration center in shanghai",
    "which is the domain name registration center in shanghai china",
    "is the domain name registration center in shanghai china on",
    "after checking it we find this name conflicts with your",
    "checking it we find this name conflicts with your company",
    "it we find this name conflicts with your company name",
    "we find this name conflicts with your company name or",
    "find this name conflicts with your company name or trademark",
    "this name conflicts with your company name or trademark in",
    "name conflicts with your company name or trademark in order",
    "conflicts with your company name or trademark in order to",
    "with your company name or trademark in order to deal",
    "your company name or trademark in order to deal with",
    "company name or trademark in order to deal with this",
    "name or trademark in order to deal with this matter",
    "or trademark in order to deal with this matter better",
    "whether this company is your distributor or business partner in",
    "this company is your distributor or business partner in china",
    "company is your distributor or business partner in china best",
    "is your distributor or business partner in china best regards",
    "are you at your desk i need you to handle",
    "is 100 risk free reply with your full name phone",
    "100 risk free reply with your full name phone and",
    "risk free reply with your full name phone and address",
    "with your full name address age occupation and phone number",
    "your full name address age occupation and phone number keep",
    "full name address age occupation and phone number keep this",
    "name address age occupation and phone number keep this confidential",
    "address age occupation and phone number keep this confidential to",
    "age occupation and phone number keep this confidential to avoid",
    "occupation and phone number keep this confidential to avoid double",
    "and phone number keep this confidential to avoid double claiming",
    "100 seo optimized articles per month in english french and",
    "seo optimized articles per month in english french and dutch",
    "optimized articles per month in english french and dutch for",
    "articles per month in english french and dutch for only",
    "bonjour suite a un changement de banque nous vous informons",
    "suite a un changement de banque nous vous informons que",
    "a un changement de banque nous vous informons que nos",
    "un changement de banque nous vous informons que nos coordonnees",
    "changement de banque nous vous informons que nos coordonnees bancaires",
    "de banque nous vous informons que nos coordonnees bancaires ont",
    "banque nous vous informons que nos coordonnees bancaires ont ete",
    "nous vous informons que nos coordonnees bancaires ont ete modifiees",
    "vous informons que nos coordonnees bancaires ont ete modifiees merci",
    "bonjour etes vous disponible j'ai besoin que vous traitiez un",
    "etes vous disponible j'ai besoin que vous traitiez un virement",
    "je n'ai pas d'enfant et je souhaite faire don de",
    "votre mot de passe microsoft 365 expire aujourd'hui pour conserver",
    "mot de passe microsoft 365 expire aujourd'hui pour conserver le",
    "de passe microsoft 365 expire aujourd'hui pour conserver le meme",
    "passe microsoft 365 expire aujourd'hui pour conserver le meme mot",
    "microsoft 365 expire aujourd'hui pour conserver le meme mot de",
    "365 expire aujourd'hui pour conserver le meme mot de passe",
    "des avis google 5 etoiles rediges par de vrais comptes",
    "avis google 5 etoiles rediges par de vrais comptes belges",
    "bonjour j'ai pirate votre appareil il y a plusieurs mois",
    "j'ai pirate votre appareil il y a plusieurs mois et",
    "pirate votre appareil il y a plusieurs mois et j'ai",
    "votre appareil il y a plusieurs mois et j'ai enregistre",
    "appareil il y a plusieurs mois et j'ai enregistre des",
    "il y a plusieurs mois et j'ai enregistre des videos",
    "y a plusieurs mois et j'ai enregistre des videos compromettantes",
    "a plusieurs mois et j'ai enregistre des videos compromettantes via",
    "plusieurs mois et j'ai enregistre des videos compromettantes via votre",
    "mois et j'ai enregistre des videos compromettantes via votre webcam",
    "dat uw website niet op de eerste pagina van google",
    "ik heb je hulp nodig voor een dringende en vertrouwelijke",
    "controleert ze en verstuurt ze opnieuw met het label dat",
    "ze en verstuurt ze opnieuw met het label dat wij",
  ]),
};

/** Overlap listed for a held-out set. */
const listed = (kind: "phrases" | "patterns" | "runs", item: string) =>
  overlapAtWriting[kind].has(item) || overlapAtWritingD[kind].has(item);

const phrasesOf = (messages: readonly CorpusMessage[]) =>
  new Set(messages.flatMap((m) => findPhrases(`${m.name}\n${m.message}`).map((p) => p.phrase)));

describe("the held-out set stays held out", () => {
  it("has at least 100 spam and 100 real enquiries, a third in each language", () => {
    for (const label of ["spam", "ham"] as const) {
      const set = heldOutFiles.filter((m) => m.label === label);
      expect(set.length, label).toBeGreaterThanOrEqual(100);
      for (const language of ["en", "fr", "nl"] as const) {
        expect(set.filter((m) => m.language === language).length, `${label} ${language}`).toBeGreaterThanOrEqual(33);
      }
    }
  });

  it("shares no message with the development set", () => {
    const developmentMessages = new Set(development.map((m) => m.message));
    expect(heldOut.filter((m) => developmentMessages.has(m.message)).map((m) => m.message)).toEqual([]);
  });

  it("is quoted by no rule: no six words in a row of a held-out message in app/contact/spam", () => {
    // The check itself: a rule quoting a held-out message is found.
    const sample = heldOutFiles.find((m) => words(m.message).length >= 6)!;
    const quote = words(sample.message).slice(0, 6).join(" ");
    expect(quoted([sample], `["${quote}", 0.5],`, 6)).toContain(quote);

    for (const { file, text } of ruleFiles)
      expect(
        quoted(heldOut, text, 6).filter((run) => !overlapAtWriting.quotes.has(run)),
        file,
      ).toEqual([]);
  });

  it("fires no phrase or pattern on held-out spam that fires on no development spam", () => {
    const justified = phrasesOf(development.filter((m) => m.label === "spam"));
    const unjustified = [...phrasesOf(heldOut.filter((m) => m.label === "spam"))].filter((phrase) => !justified.has(phrase));
    expect(unjustified.filter((phrase) => !listed("phrases", phrase))).toEqual([]);
  });

  it("fires no alternative of a pattern on held-out spam that fires on no development spam", () => {
    expect(alternatives(/\b(?:a|b c)\b/).map(String)).toEqual(["/\\b(?:a)\\b/", "/\\b(?:b c)\\b/"]);
    expect(alternatives(/x|y(?:a|b)/).map(String)).toEqual(["/x/", "/y(?:a|b)/"]);
    const plain = (messages: readonly CorpusMessage[]) => messages.map((m) => normalise(`${m.name}\n${m.message}`));
    const developmentSpam = plain(development.filter((m) => m.label === "spam"));
    const heldOutSpam = plain(heldOut.filter((m) => m.label === "spam"));
    const unjustified = Object.values(spamPatterns)
      .flat()
      .flatMap(([label, pattern]) => alternatives(pattern).map((alternative) => ({ label, alternative })))
      .filter(
        ({ alternative }) => heldOutSpam.some((text) => alternative.test(text)) && !developmentSpam.some((text) => alternative.test(text)),
      )
      .map(({ label, alternative }) => `${label}: ${alternative.source}`);
    expect(unjustified.filter((rule) => !listed("patterns", rule))).toEqual([]);
  });

  it("shares no ten words in a row with the development set", () => {
    const developmentText = development.map((m) => m.message).join("\n¶\n");
    expect(quoted(heldOut, developmentText, 10).filter((run) => !listed("runs", run))).toEqual([]);
  });
});
