import type { AddressInfo, Server } from "node:net";
import { pollUntil } from "./poll";

/** What the test peers (SMTP sink, webhook receiver, TCP relay) share: a loopback port, and waiting for arrivals. */

interface Listenable {
  listen(port: number, host: string, callback: () => void): Server | unknown;
  once(event: "error", listener: (error: Error) => void): unknown;
}

/**
 * Listens on 127.0.0.1:port and resolves with the port it got: port 0 (a first start) lets the
 * system pick a free one, which the peer then keeps for its restarts, so a client configured once
 * finds it again. `socket` is the net.Server that holds the port (SMTPServer keeps it in `.server`).
 */
export function listenOn(server: Listenable, port: number, socket: () => Server = () => server as Server): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve((socket().address() as AddressInfo).port));
  });
}

/** Resolves with `list` once it holds `count` items; rejects after `timeoutMs`, saying how many came. */
export function waitForCount<T>(list: T[], count: number, timeoutMs: number, what: string): Promise<T[]> {
  return pollUntil(() => (list.length >= count ? list : undefined), {
    timeoutMs,
    intervalMs: 25,
    failure: () => `expected ${count} ${what}, got ${list.length}`,
  });
}
