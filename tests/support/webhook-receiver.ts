import { createServer, type IncomingMessage, type Server } from "node:http";
import { freePort } from "./server";
import { listenOn, waitForCount } from "./loopback";

export interface ReceivedWebhook {
  headers: IncomingMessage["headers"];
  body: string;
}

export interface WebhookReceiver {
  /** Its port: the system's pick at its first start (or beforehand for a receiver created stopped), kept for restarts. */
  readonly port: number;
  readonly url: string;
  received: ReceivedWebhook[];
  /**
   * How the next requests are answered: a status (and headers); "hang" never answers; "reset"
   * sends 200 and part of a body, then resets the connection; "stall" sends 200 and part of a
   * body, then nothing more.
   */
  answer: (request: ReceivedWebhook) => { status: number; headers?: Record<string, string> } | "hang" | "reset" | "stall";
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedWebhook[]>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A real HTTP receiver on loopback that records what it is sent; it can stop and start again on its
 * port. Started at once, it listens on a port the system picks. Created stopped (a receiver that is
 * down), its port is picked beforehand with freePort: the sender must be given an address where
 * nothing listens yet, which is the point of the test.
 */
export async function webhookReceiver(options: { start?: boolean } = {}): Promise<WebhookReceiver> {
  let port = options.start === false ? await freePort() : 0;
  let server: Server | undefined;
  const receiver: WebhookReceiver = {
    get port() {
      return port;
    },
    get url() {
      return `http://127.0.0.1:${port}/hooks/contact`;
    },
    received: [],
    answer: () => ({ status: 204 }),
    waitFor: (count, timeoutMs = 20_000) => waitForCount(receiver.received, count, timeoutMs, "webhooks"),
    async start() {
      server = createServer((req, res) => {
        const chunks: Buffer[] = [];
        req.on("data", (c: Buffer) => chunks.push(c));
        req.on("end", () => {
          const hook = { headers: req.headers, body: Buffer.concat(chunks).toString("utf8") };
          receiver.received.push(hook);
          const answer = receiver.answer(hook);
          if (answer === "hang") return;
          if (answer === "reset" || answer === "stall") {
            res.writeHead(200, { "Content-Length": "1000" });
            res.write("partial answer", () => {
              if (answer === "reset") res.socket?.resetAndDestroy();
            });
            return;
          }
          res.writeHead(answer.status, answer.headers).end("receiver says: not for your logs");
        });
      });
      port = await listenOn(server, port);
    },
    async stop() {
      const s = server;
      server = undefined;
      if (!s) return;
      s.closeAllConnections();
      await new Promise<void>((resolve) => s.close(() => resolve()));
    },
  };
  if (options.start !== false) await receiver.start();
  return receiver;
}
