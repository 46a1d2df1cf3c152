/**
 * A DNS server on loopback (UDP) for tests that must not depend on the machine's resolver: each
 * question is answered by `zone`, which gives the records of a name, "nxdomain" (no such domain),
 * or "silent" (no answer at all, as a dead resolver). Packets are read and written by dns-packet.
 * The server's address (`127.0.0.1:port`) goes to `Resolver#setServers` or MAIL_DNS_SERVERS.
 */
import { createSocket } from "node:dgram";
import type { AddressInfo } from "node:net";
import * as dnsPacket from "dns-packet";

export type DnsRecord = { type: "MX"; exchange: string } | { type: "A"; address: string };
export type DnsAnswer = DnsRecord[] | "nxdomain" | "silent";
export type Zone = (name: string, type: string) => DnsAnswer;

export interface TestDnsServer {
  /** ip:port */
  server: string;
  /** Every question asked so far, as "name TYPE". */
  queries: string[];
  /** Changes the answers from now on. */
  serve(zone: Zone): void;
  close(): Promise<void>;
}

const nxdomain = 3;

/** A resolver for which no name exists: a broken resolv.conf, a filtering resolver, an outage. */
export const noSuchDomainAnywhere: Zone = () => "nxdomain";

export async function testDnsServer(zone: Zone): Promise<TestDnsServer> {
  const socket = createSocket("udp4");
  const queries: string[] = [];
  let current = zone;
  socket.on("message", (message, peer) => {
    let query: dnsPacket.DecodedPacket;
    try {
      query = dnsPacket.decode(message);
    } catch {
      return;
    }
    const question = query.questions?.[0];
    if (!question) return;
    queries.push(`${question.name} ${question.type}`);
    const answer = current(question.name.toLowerCase(), question.type);
    if (answer === "silent") return;
    const records = answer === "nxdomain" ? [] : answer.filter((record) => record.type === question.type);
    const response = dnsPacket.encode({
      type: "response",
      id: query.id,
      flags: dnsPacket.RECURSION_DESIRED | dnsPacket.RECURSION_AVAILABLE | (answer === "nxdomain" ? nxdomain : 0),
      questions: [question],
      answers: records.map((record) =>
        record.type === "MX"
          ? { type: "MX" as const, name: question.name, ttl: 300, data: { preference: 10, exchange: record.exchange } }
          : { type: "A" as const, name: question.name, ttl: 300, data: record.address },
      ),
    });
    socket.send(response, peer.port, peer.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, "127.0.0.1", resolve));
  return {
    server: `127.0.0.1:${(socket.address() as AddressInfo).port}`,
    queries,
    serve(next) {
      current = next;
    },
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
