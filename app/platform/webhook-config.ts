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

/** WEBHOOK_URL: https anywhere, plain http only to this machine (for tests and local relays). */
export const webhookUrl = z
  .string()
  .trim()
  .refine((value) => {
    try {
      const url = new URL(value);
      if (url.username || url.password) return false;
      return url.protocol === "https:" || (url.protocol === "http:" && isLoopbackHost(url.hostname));
    } catch {
      return false;
    }
  }, "must be an https:// URL (http:// only on loopback), without credentials");

/** WEBHOOK_SECRET: `whsec_` + base64 of at least 24 bytes. */
export const webhookSecret = z
  .string()
  .trim()
  .regex(/^whsec_[A-Za-z0-9+/]{32,}={0,2}$/, "must be whsec_ followed by base64 (at least 24 bytes), e.g. from `openssl rand -base64 32`");
