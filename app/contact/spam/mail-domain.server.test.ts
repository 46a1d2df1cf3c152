import { createSocket, type Socket } from "node:dgram";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createMailDomainCheck } from "./mail-domain.server";

/**
 * A DNS server on loopback: answers MX queries for `mail.test-domains.be` with one mail server,
 * NXDOMAIN for everything else, or nothing at all (`silent`). Counts the queries it gets.
 */
async function dnsServer(mode: "answer" | "silent"): Promise<{ server: string; queries: string[]; socket: Socket }> {
  const socket = createSocket("udp4");
  const queries: string[] = [];
  socket.on("message", (query, peer) => {
    // Question name: labels from byte 12.
    const labels: string[] = [];
    let at = 12;
    while (query[at]! > 0) {
      labels.push(query.subarray(at + 1, at + 1 + query[at]!).toString());
      at += query[at]! + 1;
    }
    const type = query.readUInt16BE(at + 1);
    const question = query.subarray(12, at + 5);
    const name = labels.join(".");
    queries.push(`${name} ${type}`);
    if (mode === "silent") return;
    const found = name === "mail.test-domains.be" && type === 15;
    const header = Buffer.alloc(12);
    query.copy(header, 0, 0, 2);
    header.writeUInt16BE(found ? 0x8180 : 0x8183, 2); // response, recursion; NXDOMAIN when not found
    header.writeUInt16BE(1, 4);
    header.writeUInt16BE(found ? 1 : 0, 6);
    const exchange = Buffer.from([2, ...Buffer.from("mx"), 0xc0, 0x0c]);
    const answer = Buffer.concat([
      Buffer.from([0xc0, 0x0c, 0, 15, 0, 1, 0, 0, 0x0e, 0x10]),
      Buffer.from([0, exchange.length + 2, 0, 10]),
      exchange,
    ]);
    socket.send(Buffer.concat([header, question, ...(found ? [answer] : [])]), peer.port, peer.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, "127.0.0.1", resolve));
  return { server: `127.0.0.1:${(socket.address() as AddressInfo).port}`, queries, socket };
}

const sockets: Socket[] = [];
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});

describe("the mail-domain check", () => {
  it("says a domain with a mail server receives mail, and one that does not exist cannot; answers are cached", async () => {
    const dns = await dnsServer("answer");
    sockets.push(dns.socket);
    const check = createMailDomainCheck({ servers: [dns.server], timeoutMs: 2_000 });
    expect(await check("mail.test-domains.be")).toBe("receives");
    expect(await check("no-such-domain-here.be")).toBe("cannot-receive");
    const asked = dns.queries.length;
    expect(await check("MAIL.test-domains.be")).toBe("receives");
    expect(await check("no-such-domain-here.be")).toBe("cannot-receive");
    expect(dns.queries.length).toBe(asked);
  });

  it("gives up on a DNS server that never answers within its budget, and asks nothing about reserved names", async () => {
    const dns = await dnsServer("silent");
    sockets.push(dns.socket);
    const check = createMailDomainCheck({ servers: [dns.server], timeoutMs: 300 });
    const started = performance.now();
    const answers = await Promise.all([check("slow.example-mail.be"), check("slow.example-mail.be"), check("other.be")]);
    const took = performance.now() - started;
    expect(answers).toEqual(["unknown", "unknown", "unknown"]);
    expect(took).toBeLessThan(1_000);
    // Both posts for one domain shared one lookup.
    expect(dns.queries.filter((q) => q.startsWith("slow.example-mail.be")).length).toBe(1);
    expect(await check("someone@example.com".split("@")[1]!)).toBe("unknown");
    expect(dns.queries.some((q) => q.startsWith("example.com"))).toBe(false);
  });
});
