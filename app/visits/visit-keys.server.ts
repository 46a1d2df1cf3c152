/**
 * A client's visit key (visits.server.ts): an HMAC of its address (IPv4, or IPv6 by /64) and user
 * agent under the day's key, the one the rate limits use, shared by every instance.
 */
import { clientKey, hashClient } from "~/contact/intake.server";
import type { Db } from "../storage/platform/database.server";
import { ipHashKey, ipKeyNames } from "../storage/platform/ip-keys-store.server";
import type { VisitClient } from "./page-view";

/**
 * The user agents one client (an IPv4 address, an IPv6 /64) may start visits with in a day, per
 * instance: past them, its views share one visit whatever they claim to be. One client sending
 * 30,000 views with a new user agent each kept 30,000 rows (about 23 MB) for 30 minutes.
 */
export const visitAgentsPerClient = 20;
/** Clients followed for that bound per day and instance (the longest unseen forgotten first). */
const followedClients = 50_000;
/** Address and user agent pairs whose key is remembered (per day and instance). */
const rememberedPairs = 50_000;

const dayMs = 86_400_000;

/** What one address and user agent pair was keyed to, and under which of the client's sets of agents. */
interface Remembered {
  /** The client's hash (its address under the day's key): its place among the followed clients. */
  id: string;
  /** The client's agents when the key was made: the key holds while this very set is followed. */
  seen: Set<string>;
  visitKey: string;
}

/**
 * A client's visit key: an HMAC under the day's key, fetched once per day and database (a key
 * never changes once made). A pair already keyed today is looked up, not hashed again: its user
 * agent is in its client's set (or the set was full), which only grows while it is followed, so
 * the key is the same as long as that set is; a client forgotten and seen again is hashed anew.
 */
export function createVisitKeys() {
  const keys = new Map<string, Promise<string | undefined>>();
  let keysOf: Db | undefined;
  let keyDay = { start: -1, name: "" };
  // Per client (its HMAC under the day's key, never the address): the user agents seen today.
  const agents = new Map<string, Set<string>>();
  const pairs = new Map<string, Remembered>();
  let agentsOf: string | undefined;
  /** The day's key for a time (ms): fetched once per day and database. */
  function dayKey(db: Db, ms: number): Promise<string | undefined> {
    if (db !== keysOf) keys.clear();
    keysOf = db;
    if (ms < keyDay.start || ms >= keyDay.start + dayMs) {
      const start = ms - (((ms % dayMs) + dayMs) % dayMs);
      keyDay = { start, name: ipKeyNames(new Date(start), 0)[0] };
    }
    const name = keyDay.name;
    let key = keys.get(name);
    if (!key) {
      keys.clear();
      key = ipHashKey(db, name, { create: true });
      keys.set(name, key);
      key.catch(() => keys.delete(name));
    }
    return key;
  }
  /** The client's place among the followed clients, taken as the most recently seen. */
  function follow(id: string): Set<string> {
    const seen = agents.get(id) ?? new Set<string>();
    agents.delete(id);
    agents.set(id, seen);
    if (agents.size > followedClients) agents.delete(agents.keys().next().value!);
    return seen;
  }
  function boundedAgent(seen: Set<string>, userAgent: string): string {
    if (seen.has(userAgent)) return userAgent;
    if (seen.size >= visitAgentsPerClient) return "(other user agents)";
    seen.add(userAgent);
    return userAgent;
  }
  /** A client's visit key under the day's key (`dayKey`'s answer), without waiting for anything. */
  function keyed(key: string, client: VisitClient): string {
    if (agentsOf !== key) {
      agents.clear();
      pairs.clear();
      agentsOf = key;
    }
    const pair = `${client.ip}\n${client.userAgent}`;
    const known = pairs.get(pair);
    if (known && agents.get(known.id) === known.seen) {
      follow(known.id);
      return known.visitKey;
    }
    const address = clientKey(client.ip);
    const id = hashClient(key, address);
    const seen = follow(id);
    const visitKey = hashClient(key, `${address}\n${boundedAgent(seen, client.userAgent)}`);
    if (pairs.size >= rememberedPairs) pairs.clear();
    pairs.set(pair, { id, seen, visitKey });
    return visitKey;
  }
  return {
    dayKey,
    keyed,
    async visitKey(db: Db, client: VisitClient, at: Date): Promise<string> {
      const key = await dayKey(db, at.getTime());
      if (key === undefined) throw new Error("no key to hash the client with");
      return keyed(key, client);
    },
  };
}
