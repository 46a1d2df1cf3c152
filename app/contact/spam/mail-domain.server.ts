import { Resolver } from "node:dns/promises";

/** What DNS says about an address's domain. `unknown`: no answer in time, or the lookup failed. */
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
  now?: () => number;
}

export type MailDomainCheck = (domain: string) => Promise<MailDomainAnswer>;

// RFC 2606 and 6761 names: no visitor writes from them, tests and examples do; DNS is not asked.
const reserved = /(?:^|\.)(?:example\.(?:com|net|org)|example|test|invalid|localhost|local)$/i;

const missing = new Set(["ENOTFOUND", "ENODATA", "NXDOMAIN"]);

/**
 * Whether a domain can receive mail: an MX record that is not the "no mail" null MX (RFC 7505),
 * or else an A or AAAA record (RFC 5321's implicit MX). Never makes a post wait longer than
 * `timeoutMs`: the lookups race a timer, a slow answer still fills the cache for the next post,
 * and concurrent posts for one domain share one lookup.
 */
export function createMailDomainCheck(options: MailDomainCheckOptions = {}): MailDomainCheck {
  const timeoutMs = options.timeoutMs ?? 800;
  const cacheMs = options.cacheMs ?? 60 * 60 * 1000;
  const cacheSize = options.cacheSize ?? 5_000;
  const now = options.now ?? Date.now;
  // Node's resolver retries on its own timer; one try of the full budget, then the race decides.
  const resolver = new Resolver({ timeout: timeoutMs, tries: 1 });
  if (options.servers) resolver.setServers(options.servers);
  const cache = new Map<string, { answer: Exclude<MailDomainAnswer, "unknown">; until: number }>();
  const pending = new Map<string, Promise<MailDomainAnswer>>();

  async function exists(lookup: () => Promise<unknown[]>): Promise<boolean> {
    try {
      return (await lookup()).length > 0;
    } catch (error) {
      if (missing.has((error as NodeJS.ErrnoException).code ?? "")) return false;
      throw error;
    }
  }

  async function lookUp(domain: string): Promise<MailDomainAnswer> {
    try {
      const mx = await resolver.resolveMx(domain).catch((error: NodeJS.ErrnoException) => {
        if (missing.has(error.code ?? "")) return [];
        throw error;
      });
      let answer: Exclude<MailDomainAnswer, "unknown">;
      if (mx.length > 0) answer = mx.every((record) => record.exchange === "" || record.exchange === ".") ? "cannot-receive" : "receives";
      else {
        const [a, aaaa] = await Promise.all([exists(() => resolver.resolve4(domain)), exists(() => resolver.resolve6(domain))]);
        answer = a || aaaa ? "receives" : "cannot-receive";
      }
      if (cache.size >= cacheSize) cache.delete(cache.keys().next().value!);
      cache.set(domain, { answer, until: now() + cacheMs });
      return answer;
    } catch {
      return "unknown";
    } finally {
      pending.delete(domain);
    }
  }

  return async (rawDomain) => {
    const domain = rawDomain.trim().toLowerCase().replace(/\.$/, "");
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
}
