/** The lead desk's words in English: the Sending page (SPF, DKIM, DMARC), the delivery statuses and the errors. Its type is the one French and Dutch follow. */

export const sendingPart = {
  sending: {
    title: "Sending",
    intro: (domain: string) =>
      `Whether the mail this site sends from ${domain} reaches inboxes. Gmail and Outlook put mail without SPF, DKIM and a DMARC policy in spam. Checked when the server starts, then once a day.`,
    checkedAt: (at: string) => `Last checked ${at}.`,
    notYet: "Not checked yet.",
    noSmtp:
      "SMTP_URL is not set: mail is written to .eml files on the server and none leaves it, so there is nothing to check. Once SMTP_URL names your mail provider, this page checks the domain's SPF, DKIM and DMARC.",
    checkAgain: "Check again",
    ok: "OK",
    attention: "Needs attention",
    lookedUp: "Looked up",
    found: "Record found",
    nothingFound: "none",
    relay: (host: string) => `Mail goes out through ${host}.`,
    relayUnchecked: (host: string) =>
      `Mail goes out through ${host}, a server on this machine or its network: its public address is not known here, so SPF was checked for a usable record only.`,
    noRelay: "SMTP_URL is not set: mail is written to .eml files, so no mail server could be compared with SPF.",
    names: {
      spf: "SPF: the servers allowed to send for the domain",
      dkim: "DKIM: the signature on each mail",
      dmarc: "DMARC: the domain's policy",
    },
    lookupFailed: "The DNS did not answer this lookup. Nothing is wrong yet: try Check again in a moment.",
    spf: {
      ok: (domain: string, relay: string | null) =>
        relay
          ? `The SPF record of ${domain} lets ${relay} send for it.`
          : `${domain} has an SPF record that names the servers allowed to send.`,
      missing: (domain: string) =>
        `${domain} publishes no SPF record. Ask whoever manages its DNS to add one TXT record on ${domain} that names your mail provider, such as v=spf1 include:<your provider's SPF domain> ~all (your provider's help gives the exact include).`,
      several: (domain: string) =>
        `${domain} has more than one SPF record, and receivers then ignore them all. Merge them into a single TXT record that starts with v=spf1.`,
      "no-mechanism": () =>
        "The SPF record names no server (no include, ip4, ip6, a or mx), so nothing may send for the domain. Add your mail provider's include.",
      "relay-not-listed": (_domain: string, relay: string | null) =>
        `The SPF record does not name the mail server this site sends through (${relay ?? "SMTP_URL"}). Add its provider's include, or its address as ip4:…, to the record.`,
    } as Record<string, (domain: string, relay: string | null) => string>,
    dkim: {
      ok: (name: string, bits: number | null) => `Each mail is signed, and its ${bits ?? "?"}-bit public key is published at ${name}.`,
      "not-signing": () =>
        "Mail from this site is not signed. Make a 2048-bit DKIM key pair, publish its public key as a TXT record at <selector>._domainkey.<your domain>, then set DKIM_PRIVATE_KEY and DKIM_SELECTOR on the server.",
      missing: (name: string) =>
        `No DKIM key is published at ${name}. Publish the public key of DKIM_PRIVATE_KEY there as a TXT record: v=DKIM1; k=rsa; p=<the public key in base64>.`,
      revoked: (name: string) =>
        `The key at ${name} is empty (revoked), so receivers reject the signature. Publish the current public key there.`,
      invalid: (name: string) =>
        `The record at ${name} holds no readable public key. Publish it again as v=DKIM1; k=rsa; p=<the public key in base64>.`,
      weak: (_name: string, bits: number | null) =>
        `The published key has ${bits ?? "?"} bits; receivers want at least 1024, and 2048 is usual. Make a 2048-bit key, publish it and set it in DKIM_PRIVATE_KEY.`,
      "different-key": (name: string) =>
        `The key published at ${name} is not the one this server signs with, so receivers reject the signature. Publish the public key of DKIM_PRIVATE_KEY there, or set the matching private key.`,
    } as Record<string, (name: string, bits: number | null) => string>,
    dmarc: {
      ok: (policy: string) => `The domain's DMARC policy is "${policy}", and this site's mail passes it through SPF or DKIM.`,
      missing: (domain: string) =>
        `${domain} has no DMARC policy. Add a TXT record at _dmarc.${domain}: v=DMARC1; p=none; rua=mailto:<an address of yours> to start, then p=quarantine once the reports are clean.`,
      several: () => "There is more than one DMARC record, and receivers then ignore them. Keep one.",
      "no-policy": () => "The DMARC record has no valid policy. Give it one: p=none, p=quarantine or p=reject.",
      "not-aligned": () =>
        "The DMARC policy is in place, but neither SPF nor DKIM passes for this site's mail, so DMARC fails. Fix SPF or DKIM above.",
    } as Record<string, (value: string) => string>,
  },
  deliveryStatuses: { pending: "pending", sent: "sent", failed: "failed" } as Record<string, string>,
  errors: {
    forbidden: "Forbidden",
  },
};

export type SendingPart = typeof sendingPart;
