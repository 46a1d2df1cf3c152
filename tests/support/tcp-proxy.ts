import { createServer, connect, type Server, type Socket } from "node:net";
import { listenOn } from "./loopback";
import { freePort } from "./server";

/**
 * A loopback TCP relay that can be switched off and on: a database that goes down and comes back.
 * It starts down, so its port is picked beforehand with freePort: the client is configured with an
 * address where nothing listens yet (connection refused, as from a stopped database), which is the
 * point of the test; a process that took the port in between fails `up()` loudly (EADDRINUSE).
 */
export async function tcpProxy(target: { host: string; port: number }) {
  const port = await freePort();
  let server: Server | undefined;
  const sockets = new Set<Socket>();
  return {
    port,
    async up() {
      server = createServer((client) => {
        const upstream = connect(target.port, target.host);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on("close", () => sockets.delete(s));
          s.on("error", () => {
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream).pipe(client);
      });
      await listenOn(server, port);
    },
    async down() {
      for (const s of sockets) s.destroy();
      const s = server;
      server = undefined;
      if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
    },
  };
}
