/** What the test peers (SMTP sink, webhook receiver) share: a fixed loopback port, and waiting for arrivals. */

interface Listenable {
  listen(port: number, host: string, callback: () => void): unknown;
  once(event: "error", listener: (error: Error) => void): unknown;
}

/** Listens on 127.0.0.1:port (the same port at every restart, so a client configured once finds it). */
export function listenOn(server: Listenable, port: number): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
}

/** Resolves with `list` once it holds `count` items; rejects after `timeoutMs`, saying how many came. */
export async function waitForCount<T>(list: T[], count: number, timeoutMs: number, what: string): Promise<T[]> {
  const deadline = Date.now() + timeoutMs;
  while (list.length < count) {
    if (Date.now() > deadline) throw new Error(`expected ${count} ${what}, got ${list.length}`);
    await new Promise((r) => setTimeout(r, 25));
  }
  return list;
}
