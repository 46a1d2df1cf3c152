import { createServer, connect, type Server, type Socket } from "node:net";
import { freePort } from "./server";

/** A loopback TCP relay that can be switched off and on: a database that goes down and comes back. */
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
      await new Promise<void>((resolve) => server!.listen(port, "127.0.0.1", () => resolve()));
    },
    async down() {
      for (const s of sockets) s.destroy();
      const s = server;
      server = undefined;
      if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
    },
  };
}
