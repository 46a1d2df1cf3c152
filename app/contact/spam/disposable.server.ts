import { disposableEmailBlocklistSet } from "disposable-email-domains-js";

// The community-kept list of throwaway-address domains (disposable-email-domains), about 9,000
// names, loaded once into a set.
let domains: Set<string> | undefined;

/** Whether an address's domain, or a domain it belongs to (mx.yopmail.com → yopmail.com), hands out throwaway addresses. */
export function disposableDomain(email: string): string | undefined {
  domains ??= disposableEmailBlocklistSet();
  const host = email
    .slice(email.lastIndexOf("@") + 1)
    .trim()
    .toLowerCase()
    .replace(/\.$/, "");
  const labels = host.split(".");
  for (let i = 0; i < labels.length - 1; i++) {
    const candidate = labels.slice(i).join(".");
    if (domains.has(candidate)) return candidate;
  }
  return undefined;
}
