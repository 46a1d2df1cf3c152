import { checkFillToken, makeFillToken } from "./fill-token.server";
import { createMailDomainCheck, type MailDomainCheck } from "./mail-domain.server";
import type { RepeatCounter } from "./repeats.server";
import type { SpamVerdict, SubmissionSignals } from "./score";

type Rules = typeof import("./rules.server");
let rules: Promise<Rules> | undefined;
let loaded: Rules | undefined;
/** The rules and their data, on the first post (rules.server.ts says why). */
const loadRules = () =>
  (rules ??= import("./rules.server").then((r) => {
    loaded = r;
    return r;
  }));

export interface SpamFilterOptions {
  /** The key the fill-time tokens are signed with. */
  tokenKey: string | Buffer;
  mailDomain?: MailDomainCheck;
  repeats?: RepeatCounter;
  /**
   * The server's way: `assess` only reads the repeat counter, and the contact service calls
   * `remember` once storage kept the post, so posts the rate limit dropped never feed it. Unset
   * (the corpus, the bench): each assessed post is counted at once.
   */
  deferRepeats?: boolean;
  now?: () => number;
  /**
   * The statistical model's probability that a message is spam: the committed model, read on the
   * first post, by default; cross-validation gives each fold a model that never saw it.
   */
  classifier?: (name: string, message: string) => number | null | Promise<number | null>;
}

/** A post as the form sent it: the signals score.ts reads from the form itself, and the token as posted. */
export type PostedSubmission = Pick<
  SubmissionSignals,
  "name" | "email" | "message" | "honeypot" | "scriptFillMs" | "packageChosen" | "heardFromAnswered"
> & {
  /** The fill-time token as posted: checked here, score.ts reads what it said. */
  token?: string | null;
};

/** What the posted form carried besides its text: the traps and the human signs. */
export type PostedTraces = Omit<PostedSubmission, "name" | "email" | "message">;

export interface SpamFilter {
  /** A fill-time token for a page shown at `shownAt` (now by default), for the served contact page. */
  token(shownAt?: number): string;
  /** Every layer at once; waits for DNS at most the mail-domain check's budget. Never throws. */
  assess(submission: PostedSubmission): Promise<SpamVerdict>;
  /** Counts a kept post's text for the repeat rule (with `deferRepeats`; otherwise `assess` did). */
  remember(submission: Pick<PostedSubmission, "message" | "email">): void;
  /** Loads the rules and their data ahead of a post: the server calls it once a contact page is served. */
  prepare(): void;
}

/** The server's spam filter: hidden field, fill-time token, content, mail domain, throwaway address, repeats, scored in score.ts. */
export function createSpamFilter(options: SpamFilterOptions): SpamFilter {
  const mailDomain = options.mailDomain ?? createMailDomainCheck();
  const now = options.now ?? Date.now;
  let counter = options.repeats;
  const repeats = (r: Rules) => (counter ??= r.createRepeatCounter());
  return {
    token: (shownAt = now()) => makeFillToken(options.tokenKey, shownAt),
    remember(submission) {
      if (!options.deferRepeats) return;
      // Called once the assessed post was kept: the rules are loaded by then, and counted at once.
      if (loaded) repeats(loaded).remember(submission.message, submission.email);
      else void loadRules().then((r) => repeats(r).remember(submission.message, submission.email));
    },
    prepare() {
      void loadRules();
    },
    async assess(submission) {
      const r = await loadRules();
      const token = checkFillToken(options.tokenKey, submission.token, now());
      const domain = submission.email.slice(submission.email.lastIndexOf("@") + 1);
      const disposable = r.disposableDomain(submission.email);
      // A throwaway domain is answer enough: DNS is not asked.
      const answer = disposable ? "unknown" : await mailDomain(domain).catch(() => "unknown" as const);
      // A model that cannot be read is no reason to lose a post: the other layers still judge it.
      const classifier = options.classifier ?? r.classifierProbability;
      const probability = await Promise.resolve()
        .then(() => classifier(submission.name, submission.message))
        .catch(() => null);
      return r.score({
        name: submission.name,
        email: submission.email,
        message: submission.message,
        honeypot: submission.honeypot,
        token: token.valid ? null : token.reason,
        scriptFillMs: submission.scriptFillMs,
        mailDomainCannotReceive: answer === "cannot-receive",
        disposableDomain: disposable,
        repeats: options.deferRepeats
          ? repeats(r).peek(submission.message, submission.email)
          : repeats(r).seen(submission.message, submission.email),
        packageChosen: submission.packageChosen ?? false,
        heardFromAnswered: submission.heardFromAnswered ?? false,
        classifierProbability: probability,
      });
    },
  };
}
