/**
 * A small authoritative DNS server on loopback (UDP) for tests: dns-packet encodes the answers, the
 * records are a map a test changes as it goes. A name it holds without the asked type answers
 * NOERROR with no answer (Node: ENODATA); a name it does not hold, NXDOMAIN (Node: ENOTFOUND).
 */
import { createSocket, type Socket } from "node:dgram";
import dnsPacket, { type Answer, type Packet } from "dns-packet";

export interface DnsRecords {
  TXT?: string[];
  A?: string[];
  AAAA?: string[];
  MX?: { exchange: string; priority: number }[];
}

export interface DnsServer {
  /** `127.0.0.1:port`: for SENDING_CHECK_DNS, or a Resolver's setServers. */
  address: string;
  /** The zone, by lower-case name: set, change or delete entries between lookups. */
  records: Map<string, DnsRecords>;
  stop(): Promise<void>;
}

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

export async function startDnsServer(initial: Record<string, DnsRecords> = {}): Promise<DnsServer> {
  const records = new Map(Object.entries(initial).map(([name, r]) => [name.toLowerCase(), r]));
  const socket: Socket = createSocket("udp4");
  socket.on("message", (message, remote) => {
    let query: Packet;
    try {
      query = dnsPacket.decode(message);
    } catch {
      return;
    }
    const question = query.questions?.[0];
    if (!question) return;
    const held = records.get(question.name.toLowerCase().replace(/\.$/, ""));
    const response = dnsPacket.encode({
      id: query.id,
      type: "response",
      // Authoritative answer, recursion asked and "available"; NXDOMAIN (rcode 3) for a name not held.
      flags: dnsPacket.AUTHORITATIVE_ANSWER | dnsPacket.RECURSION_DESIRED | dnsPacket.RECURSION_AVAILABLE | (held ? 0 : 3),
      questions: [question],
      answers: held ? answersFor(question.name, question.type, held) : [],
    });
    socket.send(response, remote.port, remote.address);
  });
  await new Promise<void>((resolve, reject) => {
    socket.once("error", reject);
    socket.bind(0, "127.0.0.1", () => resolve());
  });
  const { port } = socket.address();
  return {
    address: `127.0.0.1:${port}`,
    records,
    stop: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
