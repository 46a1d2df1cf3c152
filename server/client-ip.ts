import ipaddr from "ipaddr.js";

/**
 * The address in one X-Forwarded-For entry, with or without a port, as load balancers write it:
 * `1.2.3.5`, `1.2.3.5:4111`, `2001:db8::1`, `[2001:db8::1]:443`. Returned in one canonical form
 * (an IPv4-mapped IPv6 address as IPv4), so that each client has one key whatever its port or
 * spelling. Anything else (a name, garbage, an obfuscated IPv4 such as `0x7f.1`) is undefined.
 */
export function forwardedAddress(entry: string): string | undefined {
  let host = entry.trim();
  const bracketed = /^\[([^\]]+)\](?::(\d{1,5}))?$/.exec(host);
  if (bracketed) {
    if (!ipaddr.IPv6.isValid(bracketed[1]!)) return undefined; // brackets hold IPv6 only
    host = bracketed[1]!;
  } else if (/^[\d.]+:\d{1,5}$/.test(host)) host = host.slice(0, host.lastIndexOf(":"));
  // Zone ids (fe80::1%eth0) name an interface of the proxy's machine, not a client.
  if (host.includes("%")) return undefined;
  if (ipaddr.IPv4.isValidFourPartDecimal(host)) return ipaddr.IPv4.parse(host).toString();
  if (ipaddr.IPv6.isValid(host)) {
    const v6 = ipaddr.IPv6.parse(host);
    return v6.isIPv4MappedAddress() ? v6.toIPv4Address().toString() : v6.toNormalizedString();
  }
  return undefined;
}

/** The last X-Forwarded-For entry: the one the proxy in front of us appended. */
export function lastForwardedEntry(header: string | undefined): string | undefined {
  return header
    ?.split(",")
    .map((s) => s.trim())
    .filter(Boolean)
    .at(-1);
}
