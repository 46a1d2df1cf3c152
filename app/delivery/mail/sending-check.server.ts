/**
 * Whether the sending domain (MAIL_FROM's) lets this server's mail through (issue 35): its SPF
 * authorises the relay (SMTP_URL's host), its DKIM key is published for DKIM_SELECTOR and is the
 * one the server signs with (at least 1024 bits), and its DMARC policy exists and is met by an
 * aligned SPF or DKIM. Gmail and Outlook (2024 sender rules) send mail without them to spam. Each
 * missing or wrong record is a warning for the desk's Sending page and /metrics, never a stop.
 */
import { createPublicKey } from "node:crypto";
import { Resolver } from "node:dns/promises";
import { isIP } from "node:net";
import ipaddr from "ipaddr.js";

export type SendingCheckName = "spf" | "dkim" | "dmarc";

/** Why a check needs attention; the desk says each in the operator's words (app/desk/words/). */
export type SendingProblem =
  | "missing"
  | "several"
  | "lookup-failed"
  | "relay-not-listed"
  | "no-mechanism"
  | "not-signing"
  | "revoked"
  | "invalid"
  | "weak"
  | "different-key"
  | "no-policy"
  | "not-aligned";

export interface SendingCheck {
  ok: boolean;
  problem: SendingProblem | null;
  /** The DNS name looked up, and the record found there (null: none). */
  name: string;
  record: string | null;
}

export interface SendingReport {
  domain: string;
  checkedAt: string;
  /** SMTP_URL's host; null when mail is written to .eml files. */
  relay: string | null;
  /** False when the relay's addresses could not be compared (a local relay, or none): SPF was checked for a usable record only. */
  relayChecked: boolean;
  spf: SendingCheck;
  dkim: SendingCheck & { selector: string | null; bits: number | null };
  dmarc: SendingCheck & { policy: string | null };
}

export interface SendingCheckConfig {
  /** The sending domain: MAIL_FROM's. */
  domain: string;
  /** SMTP_URL's host name or address, when mail goes through a relay. */
  relayHost?: string | null;
  /** The DKIM selector and the private key (PEM) mail is signed with, when it is. */
  dkim?: { selector: string; privateKey: string } | null;
  /** The DNS servers to ask (tests); default: the system's. */
  dnsServers?: readonly string[];
}

type Lookup = { records: string[] } | { failed: true };

/** TXT records at `name`, each one's strings joined; none when the name or the type does not exist. */
async function txt(resolver: Resolver, name: string): Promise<Lookup> {
  try {
    return { records: (await resolver.resolveTxt(name)).map((chunks) => chunks.join("")) };
  } catch (error) {
    const code = (error as { code?: string }).code;
    return code === "ENOTFOUND" || code === "ENODATA" ? { records: [] } : { failed: true };
  }
}

/** A host's IPv4 and IPv6 addresses (none when it has none or the lookup failed). */
async function addressesOf(resolver: Resolver, host: string): Promise<string[]> {
  if (isIP(host)) return [host];
  const [v4, v6] = await Promise.all([resolver.resolve4(host).catch(() => []), resolver.resolve6(host).catch(() => [])]);
  return [...v4, ...v6];
}

/** Whether `ip` is within `network` (an address, or address/prefix). */
function within(ip: string, network: string, defaultPrefix?: number): boolean {
  try {
    const address = ipaddr.parse(ip);
    const [base = "", prefix] = network.split("/");
    const net = ipaddr.parse(base);
    const bits = prefix !== undefined ? Number(prefix) : (defaultPrefix ?? (net.kind() === "ipv4" ? 32 : 128));
    const a =
      address.kind() === "ipv6" && (address as ipaddr.IPv6).isIPv4MappedAddress() ? (address as ipaddr.IPv6).toIPv4Address() : address;
    return a.kind() === net.kind() && a.match(net, bits);
  } catch {
    return false;
  }
}

/** Whether the relay can be compared with SPF: not a loopback, private or link-local address (a local relay sends from another). */
function comparable(ip: string): boolean {
  try {
    return !["loopback", "private", "linkLocal", "uniqueLocal", "unspecified", "carrierGradeNat"].includes(ipaddr.process(ip).range());
  } catch {
    return false;
  }
}

/**
 * The registrable domain of a host ("smtp.eu.mailgun.org" → "mailgun.org"), by the public suffix
 * list (tldts: about 10 MB of memory, loaded with the first check rather than with the server).
 */
async function registrable(host: string): Promise<string | null> {
  const { getDomain } = await import("tldts");
  return getDomain(host) ?? null;
}

async function sameOrganisation(a: string, b: string): Promise<boolean> {
  const own = await registrable(a);
  return own !== null && own === (await registrable(b));
}

interface SpfWalk {
  resolver: Resolver;
  ips: string[];
  relayHost: string | null;
  /** DNS-querying mechanisms left (RFC 7208's limit of 10). */
  budget: { left: number };
}

/** The mechanisms of a record that authorise senders (+ qualifier): `a:host/24` → { name a, value host, prefix 24 }. */
function mechanisms(record: string): { name: string; value: string; prefix?: number }[] {
  return record
    .split(/\s+/)
    .slice(1)
    .filter((term) => !/^[-~?]/.test(term))
    .flatMap((term) => {
      const m = /^\+?([a-z0-9]+)(?:[:=]([^/]*))?(?:\/(\d+))?(?:\/\/\d+)?$/i.exec(term);
      return m ? [{ name: m[1]!.toLowerCase(), value: m[2] ?? "", ...(m[3] ? { prefix: Number(m[3]) } : {}) }] : [];
    });
}

/**
 * Whether an SPF record (of `domain`) lets the relay send: one of its addresses is in an ip4/ip6
 * range, is an a or mx host's address, or an include (or redirect) does so, or names the relay's own
 * provider (an include on the relay's registrable domain, as providers publish).
 */
async function spfAuthorises(walk: SpfWalk, domain: string, record: string): Promise<boolean> {
  const terms = mechanisms(record);
  for (const { name, value, prefix } of terms) {
    if (name === "ip4" || name === "ip6") {
      if (walk.ips.some((ip) => within(ip, prefix === undefined ? value : `${value}/${prefix}`))) return true;
      continue;
    }
    if (!["a", "mx", "include", "redirect"].includes(name) || walk.budget.left-- <= 0) continue;
    const host = value || domain;
    if (name === "a" || name === "mx") {
      const hosts = name === "a" ? [host] : (await walk.resolver.resolveMx(host).catch(() => [])).map((m) => m.exchange).slice(0, 10);
      for (const h of hosts) {
        const found = await addressesOf(walk.resolver, h);
        if (walk.ips.some((ip) => found.some((f) => within(ip, f, prefix)))) return true;
      }
      continue;
    }
    if (walk.relayHost && (await sameOrganisation(host, walk.relayHost))) return true;
    const inner = await txt(walk.resolver, host);
    const spf = "records" in inner ? inner.records.filter((r) => /^v=spf1(\s|$)/i.test(r)) : [];
    if (spf.length === 1 && (await spfAuthorises(walk, host, spf[0]!))) return true;
  }
  return false;
}

async function checkSpf(resolver: Resolver, config: SendingCheckConfig, relayIps: string[]): Promise<SendingCheck> {
  const name = config.domain;
  const found = await txt(resolver, name);
  if ("failed" in found) return { ok: false, problem: "lookup-failed", name, record: null };
  const spf = found.records.filter((r) => /^v=spf1(\s|$)/i.test(r));
  if (spf.length === 0) return { ok: false, problem: "missing", name, record: null };
  if (spf.length > 1) return { ok: false, problem: "several", name, record: spf.join("\n") };
  const record = spf[0]!;
  const authorising = mechanisms(record).some((m) => ["a", "mx", "ip4", "ip6", "include", "redirect"].includes(m.name));
  if (!authorising) return { ok: false, problem: "no-mechanism", name, record };
  if (relayIps.length === 0) return { ok: true, problem: null, name, record };
  const walk: SpfWalk = { resolver, ips: relayIps, relayHost: config.relayHost ?? null, budget: { left: 10 } };
  const listed = await spfAuthorises(walk, name, record);
  return { ok: listed, problem: listed ? null : "relay-not-listed", name, record };
}

/** A DKIM or DMARC record's tags: `v=DKIM1; k=rsa; p=…` → { v, k, p }. */
function tags(record: string): Record<string, string> {
  return Object.fromEntries(
    record
      .split(";")
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const eq = part.indexOf("=");
        return eq < 0 ? [part.toLowerCase(), ""] : [part.slice(0, eq).trim().toLowerCase(), part.slice(eq + 1).replace(/\s+/g, "")];
      }),
  );
}

async function checkDkim(resolver: Resolver, config: SendingCheckConfig): Promise<SendingReport["dkim"]> {
  const selector = config.dkim?.selector ?? null;
  const name = `${selector ?? "<selector>"}._domainkey.${config.domain}`;
  const none = { selector, bits: null };
  if (!config.dkim) return { ok: false, problem: "not-signing", name, record: null, ...none };
  const found = await txt(resolver, name);
  if ("failed" in found) return { ok: false, problem: "lookup-failed", name, record: null, ...none };
  const keys = found.records.filter((r) => /(^|;)\s*p=/i.test(r));
  if (keys.length === 0) return { ok: false, problem: "missing", name, record: null, ...none };
  const record = keys[0]!;
  const published = tags(record).p ?? "";
  if (!published) return { ok: false, problem: "revoked", name, record, ...none };
  let der: Buffer;
  let bits: number | null;
  try {
    const key = createPublicKey({ key: Buffer.from(published, "base64"), format: "der", type: "spki" });
    der = key.export({ format: "der", type: "spki" });
    bits = key.asymmetricKeyDetails?.modulusLength ?? null;
  } catch {
    return { ok: false, problem: "invalid", name, record, ...none };
  }
  if (bits !== null && bits < 1024) return { ok: false, problem: "weak", name, record, selector, bits };
  const ours = createPublicKey(config.dkim.privateKey).export({ format: "der", type: "spki" });
  if (!ours.equals(der)) return { ok: false, problem: "different-key", name, record, selector, bits };
  return { ok: true, problem: null, name, record, selector, bits };
}

async function checkDmarc(resolver: Resolver, domain: string, aligned: boolean): Promise<SendingReport["dmarc"]> {
  // A subdomain without its own record is covered by its organisation's (its sp=, else its p=).
  const organisation = (await registrable(domain)) ?? domain;
  const names = organisation === domain ? [domain] : [domain, organisation];
  for (const at of names) {
    const name = `_dmarc.${at}`;
    const found = await txt(resolver, name);
    if ("failed" in found) return { ok: false, problem: "lookup-failed", name, record: null, policy: null };
    const dmarc = found.records.filter((r) => /^v=DMARC1\s*(;|$)/i.test(r));
    if (dmarc.length === 0) continue;
    if (dmarc.length > 1) return { ok: false, problem: "several", name, record: dmarc.join("\n"), policy: null };
    const record = dmarc[0]!;
    const t = tags(record);
    const policy = ((at !== domain && t.sp) || t.p || "").toLowerCase();
    if (!["none", "quarantine", "reject"].includes(policy)) return { ok: false, problem: "no-policy", name, record, policy: null };
    return { ok: aligned, problem: aligned ? null : "not-aligned", name, record, policy };
  }
  return { ok: false, problem: "missing", name: `_dmarc.${domain}`, record: null, policy: null };
}

/** A resolver for one check: the system's servers, or the configured ones (tests). */
function resolverFor(config: SendingCheckConfig): Resolver {
  const resolver = new Resolver({ timeout: 3_000, tries: 2 });
  if (config.dnsServers?.length) resolver.setServers([...config.dnsServers]);
  return resolver;
}

/** Looks the three records up once (`resolver`: the one to ask, so that a caller can cancel its lookups). */
export async function checkSending(config: SendingCheckConfig, now = new Date(), resolver = resolverFor(config)): Promise<SendingReport> {
  const relay = config.relayHost ?? null;
  const relayIps = relay ? (await addressesOf(resolver, relay)).filter(comparable) : [];
  const [spf, dkim] = await Promise.all([checkSpf(resolver, config, relayIps), checkDkim(resolver, config)]);
  // Mail from MAIL_FROM is signed with d= its domain and sent with it as the envelope sender: an
  // SPF or DKIM pass is aligned with the From domain, strict or relaxed.
  const dmarc = await checkDmarc(resolver, config.domain, spf.ok || dkim.ok);
  return { domain: config.domain, checkedAt: now.toISOString(), relay, relayChecked: relayIps.length > 0, spf, dkim, dmarc };
}

export interface SendingWatch {
  /** The last report; undefined until the first check ends. */
  latest(): SendingReport | undefined;
  /** Checks now (the desk's "Check again"); a check already running is shared. */
  checkNow(): Promise<SendingReport>;
  stop(): void;
}

export interface SendingWatchOptions extends SendingCheckConfig {
  /** Each report as it comes (the /metrics gauges, the log). */
  onReport?: (report: SendingReport) => void;
  /** Default: a day. */
  intervalMs?: number;
}

/** Checks at start, then once a day (each instance by itself: three DNS lookups, nothing stored). */
export function watchSending(options: SendingWatchOptions): SendingWatch {
  let last: SendingReport | undefined;
  let running: Promise<SendingReport> | undefined;
  let resolver: Resolver | undefined;
  const checkNow = () => {
    if (!running) {
      resolver = resolverFor(options);
      running = checkSending(options, new Date(), resolver)
        .then((report) => {
          last = report;
          options.onReport?.(report);
          return report;
        })
        .finally(() => {
          running = undefined;
        });
    }
    return running;
  };
  void checkNow().catch(() => undefined);
  const timer = setInterval(() => void checkNow().catch(() => undefined), options.intervalMs ?? 24 * 3600 * 1000);
  timer.unref();
  return {
    latest: () => last,
    checkNow,
    stop() {
      clearInterval(timer);
      // Lookups in flight would hold the process until their timeout: a stopping server ends them.
      resolver?.cancel();
    },
  };
}
