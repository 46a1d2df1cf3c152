import { Resolver } from "node:dns/promises";

/** What DNS says about an address's domain. `unknown`: no answer in time, the lookup failed, or DNS is not trusted. */
export type MailDomainAnswer = "receives" | "cannot-receive" | "unknown";

export interface MailDomainCheckOptions {
  /** The most a post waits for DNS (default 800 ms); past it the answer is `unknown`. */
  timeoutMs?: number;
  /** DNS servers (ip or ip:port); default the system's. */
  servers?: string[];
  /** How long an answer is kept (default one hour; `unknown` is not kept). */
  cacheMs?: number;
  /** Entries kept at most (oldest dropped first). */
  cacheSize?: number;
  /**
   * A domain that must be able to receive mail (the server passes MAIL_TO's, or MAIL_DNS_CANARY).
   * While DNS says it cannot, DNS is broken or lying (a resolver that answers "no such domain" to
   * every name): no "cannot receive" is believed, the answer is `unknown`. Unset: no canary, every
   * negative answer is believed (tests of the lookup itself).
   */
  canary?: string;
  /** How long the canary's answer is kept (default one minute): it is asked at most this often. */
  canaryEveryMs?: number;
  /** Told each time the canary's verdict changes (and its first one): true while DNS is trusted. */
  onTrust?: (trusted: boolean, canary: string) => void;
  now?: () => number;
}

export type MailDomainCheck = (domain: string) => Promise<MailDomainAnswer>;

/** The server's check, which also says whether DNS is trusted now (for /metrics). */
export type WatchedMailDomainCheck = MailDomainCheck & {
  /** Whether a "cannot receive" is believed now: the canary's answer, asked at most once a minute. */
  trusted(): Promise<boolean>;
};

// RFC 2606 and 6761 names: no visitor writes from them, tests and examples do; DNS is not asked.
const reserved = /(?:^|\.)(?:example\.(?:com|net|org)|example|test|localhost|local)$/i;
// RFC 6761: .invalid never exists, whatever DNS says; no mail can reach it.
const invalid = /(?:^|\.)invalid$/i;

const missing = new Set(["ENOTFOUND", "ENODATA", "NXDOMAIN"]);

type Known = Exclude<MailDomainAnswer, "unknown">;

/**
 * One domain's answer from DNS: an MX record that is not the "no mail" null MX (RFC 7505), or
 * else an A or AAAA record (RFC 5321's implicit MX). Throws when DNS gave no answer at all.
 */
async function askDns(resolver: Resolver, domain: string): Promise<Known> {
  const exists = async (lookup: () => Promise<unknown[]>) => {
    try {
      return (await lookup()).length > 0;
    } catch (error) {
      if (missing.has((error as NodeJS.ErrnoException).code ?? "")) return false;
      throw error;
    }
  };
  const mx = await resolver.resolveMx(domain).catch((error: NodeJS.ErrnoException) => {
    if (missing.has(error.code ?? "")) return [];
    throw error;
  });
  if (mx.length > 0) return mx.every((record) => record.exchange === "" || record.exchange === ".") ? "cannot-receive" : "receives";
  const [a, aaaa] = await Promise.all([exists(() => resolver.resolve4(domain)), exists(() => resolver.resolve6(domain))]);
  return a || aaaa ? "receives" : "cannot-receive";
}

/**
 * Whether DNS can be believed when it says "no mail here": the canary's answer, asked at most once
 * per `everyMs` (concurrent posts share one lookup). Only "receives" trusts DNS: a canary that does
 * not exist, does not answer or fails leaves every negative answer `unknown`.
 */
function canaryWatch(resolver: Resolver, options: MailDomainCheckOptions): () => Promise<boolean> {
  const canary = options.canary;
  if (!canary) return async () => true;
  const everyMs = options.canaryEveryMs ?? 60_000;
  const now = options.now ?? Date.now;
  let known: { trusted: boolean; at: number } | undefined;
  let pending: Promise<boolean> | undefined;
  return () => {
    if (known && now() - known.at < everyMs) return Promise.resolve(known.trusted);
    pending ??= askDns(resolver, canary)
      .then((answer) => answer === "receives")
      .catch(() => false)
      .then((trusted) => {
        if (known?.trusted !== trusted) options.onTrust?.(trusted, canary);
        known = { trusted, at: now() };
        pending = undefined;
        return trusted;
      });
    return pending;
  };
}

/**
 * Whether a domain can receive mail. Never makes a post wait longer than `timeoutMs`: the lookups
 * race a timer, a slow answer still fills the cache for the next post, and concurrent posts for
 * one domain share one lookup. A "cannot receive" is only given (and kept) while the canary
 * resolves: a resolver that says "no such domain" to every name turns no lead into spam.
 */
export function createMailDomainCheck(options: MailDomainCheckOptions = {}): WatchedMailDomainCheck {
  const timeoutMs = options.timeoutMs ?? 800;
  const cacheMs = options.cacheMs ?? 60 * 60 * 1000;
  const cacheSize = options.cacheSize ?? 5_000;
  const now = options.now ?? Date.now;
  // Node's resolver retries on its own timer; one try of the full budget, then the race decides.
  const resolver = new Resolver({ timeout: timeoutMs, tries: 1 });
  if (options.servers) resolver.setServers(options.servers);
  const trusted = canaryWatch(resolver, options);
  const cache = new Map<string, { answer: Known; until: number }>();
  const pending = new Map<string, Promise<MailDomainAnswer>>();

  async function lookUp(domain: string): Promise<MailDomainAnswer> {
    try {
      const answer = await askDns(resolver, domain);
      if (answer === "cannot-receive" && !(await trusted())) return "unknown";
      if (cache.size >= cacheSize) cache.delete(cache.keys().next().value!);
      cache.set(domain, { answer, until: now() + cacheMs });
      return answer;
    } catch {
      return "unknown";
    } finally {
      pending.delete(domain);
    }
  }

  const check: MailDomainCheck = async (rawDomain) => {
    const domain = rawDomain.trim().toLowerCase().replace(/\.$/, "");
    if (invalid.test(domain)) return "cannot-receive";
    if (!domain.includes(".") || reserved.test(domain)) return "unknown";
    const cached = cache.get(domain);
    if (cached && cached.until > now()) return cached.answer;
    let lookup = pending.get(domain);
    if (!lookup) {
      lookup = lookUp(domain);
      pending.set(domain, lookup);
    }
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<MailDomainAnswer>((resolve) => {
      timer = setTimeout(() => resolve("unknown"), timeoutMs);
    });
    try {
      return await Promise.race([lookup, late]);
    } finally {
      clearTimeout(timer);
    }
  };
  return Object.assign(check, { trusted });
}
