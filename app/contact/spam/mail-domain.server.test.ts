import { afterEach, describe, expect, it } from "vitest";
import { noSuchDomainAnywhere, testDnsServer, type TestDnsServer, type Zone } from "../../../tests/support/dns-server";
import { createMailDomainCheck } from "./mail-domain.server";

/** MX for mail.test-domains.be and the canary, NXDOMAIN for every other name. */
const honest: Zone = (name) =>
  name === "mail.test-domains.be" || name === "canary.test-domains.be" ? { MX: [{ exchange: `mx.${name}`, priority: 10 }] } : "nxdomain";

const servers: TestDnsServer[] = [];
async function dns(zone: Zone | "silent"): Promise<TestDnsServer> {
  const server = await testDnsServer(zone === "silent" ? () => "silent" : zone);
  servers.push(server);
  return server;
}
afterEach(async () => {
  for (const server of servers.splice(0)) await server.stop();
});

describe("the mail-domain check", () => {
  it("says a domain with a mail server receives mail, and one that does not exist cannot; answers are cached", async () => {
    const server = await dns(honest);
    const check = createMailDomainCheck({ servers: [server.address], timeoutMs: 2_000, canary: "canary.test-domains.be" });
    expect(await check("mail.test-domains.be")).toBe("receives");
    expect(await check("no-such-domain-here.be")).toBe("cannot-receive");
    const asked = server.queries.length;
    expect(await check("MAIL.test-domains.be")).toBe("receives");
    expect(await check("no-such-domain-here.be")).toBe("cannot-receive");
    expect(server.queries.length).toBe(asked);
  });

  it("gives up on a DNS server that never answers within its budget, and asks nothing about reserved names", async () => {
    const server = await dns("silent");
    const check = createMailDomainCheck({ servers: [server.address], timeoutMs: 300 });
    // Within its budget: the answers come before a timer of three budgets set at the same moment.
    // Timers fire in the order they fall due, however late a busy machine runs them, so this holds
    // under any load (a measured "under 1 s" did not).
    const answers = await Promise.race([
      Promise.all([check("slow.example-mail.be"), check("slow.example-mail.be"), check("other.be")]),
      new Promise<"late">((resolve) => setTimeout(() => resolve("late"), 900)),
    ]);
    expect(answers).toEqual(["unknown", "unknown", "unknown"]);
    // Both posts for one domain shared one lookup.
    expect(server.queries.filter((q) => q.startsWith("slow.example-mail.be")).length).toBe(1);
    expect(await check("example.com")).toBe("unknown");
    expect(server.queries.some((q) => q.startsWith("example.com"))).toBe(false);
    // RFC 6761: .invalid never exists; DNS is not asked.
    expect(await check("shop.invalid")).toBe("cannot-receive");
    expect(server.queries.some((q) => q.includes("invalid"))).toBe(false);
  });

  it("believes no 'no such domain' while the canary does not resolve, asks the canary at most once a minute, and says so once", async () => {
    const server = await dns(noSuchDomainAnywhere);
    let clock = Date.UTC(2026, 10, 26, 9);
    const verdicts: boolean[] = [];
    const check = createMailDomainCheck({
      servers: [server.address],
      timeoutMs: 2_000,
      canary: "canary.test-domains.be",
      now: () => clock,
      onTrust: (trusted) => verdicts.push(trusted),
    });
    // Real people's providers, denied by a resolver that denies everything.
    expect(await check("telenet.be")).toBe("unknown");
    expect(await check("skynet.be")).toBe("unknown");
    expect(await check("proximus.be")).toBe("unknown");
    expect(await check.trusted()).toBe(false);
    expect(server.queries.filter((q) => q.startsWith("canary.")).length).toBeLessThanOrEqual(3); // MX, then A and AAAA, once
    expect(verdicts).toEqual([false]);
    // Not kept: the same domain is asked again, and judged again.
    expect(await check("telenet.be")).toBe("unknown");

    // DNS is repaired; within the minute the canary is not asked again, after it it is.
    server.serve(honest);
    clock += 30_000;
    expect(await check("no-such-domain-here.be")).toBe("unknown");
    clock += 31_000;
    expect(await check("no-such-domain-here.be")).toBe("cannot-receive");
    expect(await check.trusted()).toBe(true);
    expect(verdicts).toEqual([false, true]);
  });
});
