/**
 * A DNS server on loopback (UDP) for tests that must not depend on the machine's resolver, packets
 * read and written by dns-packet. The zone is either a map of records by name, which a test edits
 * as it goes (`records`), or a function of the name and type (`serve`). A name held without the
 * asked type answers NOERROR with no answer (Node: ENODATA); "nxdomain", or a name the map does not
 * hold, answers NXDOMAIN (Node: ENOTFOUND); "silent" answers nothing at all, as a dead resolver.
 * The server's address (`127.0.0.1:port`) goes to `Resolver#setServers`, MAIL_DNS_SERVERS or
 * SENDING_CHECK_DNS.
 */
import { createSocket } from "node:dgram";
import type { AddressInfo } from "node:net";
import dnsPacket, { type Answer, type Packet } from "dns-packet";

export interface DnsRecords {
  TXT?: string[];
  A?: string[];
  AAAA?: string[];
  MX?: { exchange: string; priority: number }[];
}
export type DnsAnswer = DnsRecords | "nxdomain" | "silent";
/** The answer to a lower-case name without its trailing dot, and a type ("MX", "TXT"…). */
export type Zone = (name: string, type: string) => DnsAnswer;

export interface TestDnsServer {
  /** `127.0.0.1:port` */
  address: string;
  /** Every question asked so far, as "name TYPE". */
  queries: string[];
  /** The zone by lower-case name, while no `serve(zone)` replaced it: set, change or delete entries. */
  records: Map<string, DnsRecords>;
  /** Answers with `zone` from now on. */
  serve(zone: Zone): void;
  stop(): Promise<void>;
}

/** A resolver for which no name exists: a broken resolv.conf, a filtering resolver, an outage. */
export const noSuchDomainAnywhere: Zone = () => "nxdomain";

/** A TXT value as DNS carries it: strings of at most 255 bytes (a 2048-bit DKIM key needs two). */
function chunks(text: string): string[] {
  const parts: string[] = [];
  for (let i = 0; i < text.length; i += 255) parts.push(text.slice(i, i + 255));
  return parts.length ? parts : [""];
}

function answersFor(name: string, type: string, records: DnsRecords): Answer[] {
  const base = { name, ttl: 60, class: "IN" as const };
  switch (type) {
    case "TXT":
      return (records.TXT ?? []).map((text) => ({ ...base, type: "TXT" as const, data: chunks(text) }));
    case "A":
      return (records.A ?? []).map((data) => ({ ...base, type: "A" as const, data }));
    case "AAAA":
      return (records.AAAA ?? []).map((data) => ({ ...base, type: "AAAA" as const, data }));
    case "MX":
      return (records.MX ?? []).map((mx) => ({ ...base, type: "MX" as const, data: { exchange: mx.exchange, preference: mx.priority } }));
    default:
      return [];
  }
}

function response(query: Packet, answer: Exclude<DnsAnswer, "silent">): Buffer {
  const question = query.questions![0]!;
  const nxdomain = answer === "nxdomain";
  return dnsPacket.encode({
    id: query.id,
    type: "response",
    // Authoritative answer, recursion asked and "available"; NXDOMAIN is rcode 3.
    flags: dnsPacket.AUTHORITATIVE_ANSWER | dnsPacket.RECURSION_DESIRED | dnsPacket.RECURSION_AVAILABLE | (nxdomain ? 3 : 0),
    questions: [question],
    answers: nxdomain ? [] : answersFor(question.name, question.type, answer),
  });
}

/** Starts the server with a zone function, or with records by name (any other name: NXDOMAIN). */
export async function testDnsServer(zone: Zone | Record<string, DnsRecords> = {}): Promise<TestDnsServer> {
  const records = new Map(typeof zone === "function" ? [] : Object.entries(zone).map(([name, r]) => [name.toLowerCase(), r]));
  let current: Zone = typeof zone === "function" ? zone : (name) => records.get(name) ?? "nxdomain";
  const queries: string[] = [];
  const socket = createSocket("udp4");
  socket.on("message", (message, peer) => {
    let query: Packet;
    try {
      query = dnsPacket.decode(message);
    } catch {
      return;
    }
    const question = query.questions?.[0];
    if (!question) return;
    queries.push(`${question.name} ${question.type}`);
    const answer = current(question.name.toLowerCase().replace(/\.$/, ""), question.type);
    if (answer !== "silent") socket.send(response(query, answer), peer.port, peer.address);
  });
  await new Promise<void>((resolve, reject) => {
    socket.once("error", reject);
    socket.bind(0, "127.0.0.1", () => resolve());
  });
  return {
    address: `127.0.0.1:${(socket.address() as AddressInfo).port}`,
    queries,
    records,
    serve(next) {
      current = next;
    },
    stop: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
