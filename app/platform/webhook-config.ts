/** How WEBHOOK_URL and WEBHOOK_SECRET are parsed at start-up (the environment schema uses these). */
import ipaddr from "ipaddr.js";
import { z } from "zod";

/**
 * A literal loopback address (127.0.0.0/8, ::1) or `localhost`: a name that merely starts with
 * "127." is resolved by whoever owns it. The URL parser has already normalised IPv4 (127.1 →
 * 127.0.0.1) and put IPv6 in brackets.
 */
function isLoopbackHost(hostname: string): boolean {
  if (hostname === "localhost") return true;
  const literal = hostname.startsWith("[") && hostname.endsWith("]") ? hostname.slice(1, -1) : hostname;
  if (ipaddr.IPv4.isValidFourPartDecimal(literal)) return ipaddr.IPv4.parse(literal).range() === "loopback";
  if (literal !== hostname && ipaddr.IPv6.isValid(literal)) return ipaddr.IPv6.parse(literal).range() === "loopback";
  return false;
}

/**
 * The ports the platform's fetch refuses to reach (the Fetch standard's "bad port" list, as Node's
 * fetch has it; a unit test asks the fetch itself about each): a webhook on one would fail on
 * every delivery, so it is refused at start-up instead.
 */
export const fetchBlockedPorts: ReadonlySet<number> = new Set([
  1, 7, 9, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 37, 42, 43, 53, 69, 77, 79, 87, 95, 101, 102, 103, 104, 109, 110, 111, 113, 115, 117,
  119, 123, 135, 137, 139, 143, 161, 179, 389, 427, 465, 512, 513, 514, 515, 526, 530, 531, 532, 540, 548, 554, 556, 563, 587, 601, 636,
  989, 990, 993, 995, 1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080,
]);

function parsedUrl(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

/** WEBHOOK_URL: https anywhere, plain http only to this machine (for tests and local relays). */
export const webhookUrl = z
  .string()
  .trim()
  .refine((value) => {
    const url = parsedUrl(value);
    if (!url || url.username || url.password) return false;
    return url.protocol === "https:" || (url.protocol === "http:" && isLoopbackHost(url.hostname));
  }, "must be an https:// URL (http:// only on loopback), without credentials")
  .refine((value) => {
    const port = parsedUrl(value)?.port;
    return !port || !fetchBlockedPorts.has(Number(port));
  }, 'uses a port that fetch refuses to connect to (a blocked "bad port" such as 4190): choose another port');

/** WEBHOOK_SECRET: `whsec_` + base64 of at least 24 bytes. */
export const webhookSecret = z
  .string()
  .trim()
  .regex(/^whsec_[A-Za-z0-9+/]{32,}={0,2}$/, "must be whsec_ followed by base64 (at least 24 bytes), e.g. from `openssl rand -base64 32`");
