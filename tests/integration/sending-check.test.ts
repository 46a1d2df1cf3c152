/**
 * The sending check (issue 35) against a DNS server of the test's own (tests/support/dns-server.ts),
 * asked through node's Resolver as the server asks the real DNS: SPF, DKIM and DMARC of the sending
 * domain, each with and without its record, and the wrong records an agency meets in practice.
 */
import { generateKeyPairSync } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkSending, type SendingCheckConfig } from "~/delivery/mail/sending-check.server";
import { deskWords } from "~/desk/words";
import { sendingVerdict } from "~/desk/sending-verdict";
import { testDnsServer, type TestDnsServer } from "../support/dns-server";

function rsaKeys(bits: number) {
  const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: bits });
  return {
    privateKey: privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
    published: `v=DKIM1; k=rsa; p=${publicKey.export({ type: "spki", format: "der" }).toString("base64")}`,
  };
}

describe("the sending domain's SPF, DKIM and DMARC", () => {
  let dns: TestDnsServer;
  const key = rsaKeys(2048);
  const config = (more: Partial<SendingCheckConfig> = {}): SendingCheckConfig => ({
    domain: "northwave.test",
    relayHost: "smtp.mailer.test",
    dkim: { selector: "nw2026", privateKey: key.privateKey },
    dnsServers: [dns.address],
    ...more,
  });

  beforeAll(async () => {
    dns = await testDnsServer({
      // The relay and its provider's SPF, as a mail provider publishes them.
      "smtp.mailer.test": { A: ["198.51.100.25"] },
      "spf.mailer-dns.test": { TXT: ["v=spf1 ip4:198.51.100.0/24 ip6:2001:db8::/32 -all"] },
      "_spf.mailer.test": { TXT: ["v=spf1 include:spf.mailer-dns.test -all"] },
      "mx.northwave.test": { A: ["203.0.113.9"] },
    });
  });
  afterAll(async () => {
    await dns?.stop();
  });

  it("without any record: three warnings, each saying what to publish", async () => {
    const report = await checkSending(config());
    expect([report.spf.problem, report.dkim.problem, report.dmarc.problem]).toEqual(["missing", "missing", "missing"]);
    expect([report.spf.ok, report.dkim.ok, report.dmarc.ok]).toEqual([false, false, false]);
    const t = deskWords("en").sending;
    expect(sendingVerdict(t, report, "spf")).toMatch(/^northwave\.test publishes no SPF record\./);
    expect(sendingVerdict(t, report, "dkim")).toBe(
      "No DKIM key is published at nw2026._domainkey.northwave.test. Publish the public key of DKIM_PRIVATE_KEY there as a TXT record: v=DKIM1; k=rsa; p=<the public key in base64>.",
    );
    expect(sendingVerdict(deskWords("fr").sending, report, "dmarc")).toMatch(/^northwave\.test n’a pas de politique DMARC\./);
    // Not signing at all is its own warning.
    expect((await checkSending(config({ dkim: null }))).dkim.problem).toBe("not-signing");
  });

  it("with SPF naming the relay's provider, the signing key published and a DMARC policy: all pass", async () => {
    dns.records.set("northwave.test", { TXT: ["google-site-verification=abc", "v=spf1 mx include:_spf.mailer.test ~all"] });
    dns.records.set("nw2026._domainkey.northwave.test", { TXT: [key.published] });
    dns.records.set("_dmarc.northwave.test", { TXT: ["v=DMARC1; p=quarantine; rua=mailto:dmarc@northwave.test"] });
    const report = await checkSending(config());
    expect(report).toMatchObject({
      relayChecked: true,
      spf: { ok: true, problem: null, record: "v=spf1 mx include:_spf.mailer.test ~all" },
      dkim: { ok: true, problem: null, bits: 2048 },
      dmarc: { ok: true, problem: null, policy: "quarantine" },
    });
    expect(sendingVerdict(deskWords("en").sending, report, "spf")).toBe(
      "The SPF record of northwave.test lets smtp.mailer.test send for it.",
    );
    // Through the includes to the provider's addresses, for a relay named by another domain.
    dns.records.set("relay.other.test", { A: ["198.51.100.44"] });
    expect((await checkSending(config({ relayHost: "relay.other.test" }))).spf.ok).toBe(true);
    dns.records.set("relay.other.test", { A: ["192.0.2.44"] });
    expect((await checkSending(config({ relayHost: "relay.other.test" }))).spf.problem).toBe("relay-not-listed");
    // The relay named by its address, inside an ip4 range of the domain's own record.
    dns.records.set("northwave.test", { TXT: ["v=spf1 ip4:198.51.100.0/28 -all"] });
    expect((await checkSending(config({ relayHost: "198.51.100.7" }))).spf.ok).toBe(true);
    // The relay is the domain's MX host (mx mechanism).
    dns.records.set("northwave.test", { TXT: ["v=spf1 mx -all"], MX: [{ exchange: "mx.northwave.test", priority: 10 }] });
    expect((await checkSending(config({ relayHost: "203.0.113.9" }))).spf.ok).toBe(true);
    // A subdomain sender without its own DMARC record is covered by its organisation's (sp=).
    dns.records.set("_dmarc.northwave.test", { TXT: ["v=DMARC1; p=reject; sp=quarantine"] });
    dns.records.set("mail.northwave.test", { TXT: ["v=spf1 include:_spf.mailer.test -all"] });
    const sub = await checkSending(config({ domain: "mail.northwave.test", dkim: null }));
    expect(sub.dmarc).toMatchObject({ ok: true, name: "_dmarc.northwave.test", policy: "quarantine" });
  });

  it("wrong records: the relay not listed, two SPF records, a key too short, another key, a revoked key; DMARC then fails alignment", async () => {
    dns.records.set("northwave.test", { TXT: ["v=spf1 ip4:192.0.2.1 -all"] });
    const weak = rsaKeys(512);
    dns.records.set("nw2026._domainkey.northwave.test", { TXT: [weak.published] });
    dns.records.set("_dmarc.northwave.test", { TXT: ["v=DMARC1; p=none"] });
    let report = await checkSending(config({ dkim: { selector: "nw2026", privateKey: weak.privateKey } }));
    expect([report.spf.problem, report.dkim.problem, report.dkim.bits, report.dmarc.problem]).toEqual([
      "relay-not-listed",
      "weak",
      512,
      "not-aligned",
    ]);
    expect(sendingVerdict(deskWords("en").sending, report, "spf")).toContain("(smtp.mailer.test)");
    dns.records.set("nw2026._domainkey.northwave.test", { TXT: [rsaKeys(2048).published] });
    report = await checkSending(config());
    expect(report.dkim.problem).toBe("different-key");
    dns.records.set("nw2026._domainkey.northwave.test", { TXT: ["v=DKIM1; k=rsa; p="] });
    dns.records.set("northwave.test", { TXT: ["v=spf1 include:_spf.mailer.test -all", "v=spf1 -all"] });
    report = await checkSending(config());
    expect([report.spf.problem, report.dkim.problem]).toEqual(["several", "revoked"]);
    // A relay on this machine cannot be compared: a usable record is enough, and the page says why.
    dns.records.set("northwave.test", { TXT: ["v=spf1 include:_spf.mailer.test -all"] });
    report = await checkSending(config({ relayHost: "127.0.0.1" }));
    expect([report.spf.ok, report.relayChecked]).toEqual([true, false]);
  });

  it("a DNS that does not answer is a lookup failure, never an error", async () => {
    const report = await checkSending(config({ dnsServers: ["127.0.0.1:9"] }));
    expect([report.spf.problem, report.dkim.problem, report.dmarc.problem]).toEqual(["lookup-failed", "lookup-failed", "lookup-failed"]);
    expect(sendingVerdict(deskWords("en").sending, report, "spf")).toMatch(/^The DNS did not answer/);
  });
});
