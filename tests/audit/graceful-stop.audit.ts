import { existsSync } from "node:fs";
import { connect, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { npmStartCommand, startServer } from "../support/server";
import { storedRows } from "../support/stored-rows";
import { smtpSink, type SmtpSink } from "../support/smtp";

if (!existsSync("build/server/index.js")) throw new Error("Run `npm run build` before these tests.");

/**
 * Sends one raw HTTP/1.1 request on its own connection and collects whatever comes back. `sent`:
 * the connection is made and the whole request handed to the kernel (the server's machine has it,
 * whether or not the busy server process has read it yet); `answering`: the first bytes of the answer.
 */
function rawRequest(
  port: number,
  request: string,
): { socket: Socket; sent: Promise<void>; answering: Promise<void>; answer: Promise<string> } {
  const socket = connect(port, "127.0.0.1");
  const sent = new Promise<void>((resolve, reject) => {
    socket.write(request, (error) => (error ? reject(error) : resolve()));
  });
  const answering = new Promise<void>((resolve) => socket.once("data", () => resolve()));
  const answer = new Promise<string>((resolve) => {
    let data = "";
    socket.on("data", (chunk) => (data += chunk));
    socket.on("error", (error: NodeJS.ErrnoException) => resolve(`${data}<${error.code ?? error.message}>`));
    socket.on("close", () => resolve(data));
  });
  return { socket, sent, answering, answer };
}

describe("graceful stop under load (production server)", () => {
  let smtp: SmtpSink;
  beforeAll(async () => {
    smtp = await smtpSink();
  });
  afterAll(async () => {
    await smtp?.stop();
  });

  it("SIGTERM: requests already received are answered, new connections refused, exit 0", async () => {
    const server = await startServer({ SMTP_URL: smtp.url, CONTACT_RATE_LIMIT: "1000" });
    const origin = server.url;
    const posts = Array.from({ length: 40 }, (_, i) => {
      const body = new URLSearchParams({
        firstName: `Visitor ${i}`,
        email: `stop${i}@example.com`,
        message: "A request that arrives just before the server stops.",
      }).toString();
      return rawRequest(
        server.port,
        `POST /contact HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nOrigin: ${origin}\r\n` +
          `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
      );
    });
    // Idle keep-alive connections too: they must be closed, not left to hold the stop.
    const idle = rawRequest(server.port, `GET /robots.txt HTTP/1.1\r\nHost: x\r\n\r\n`);
    // The stop comes once every request has reached the server's machine and the keep-alive
    // connection has had its answer (it is idle from then on).
    await Promise.all([...posts.map((p) => p.sent), idle.answering]);

    const exit = server.stop();
    const answers = await Promise.all(posts.map((p) => p.answer));
    const code = await exit;

    expect(answers.map((a) => a.slice(0, 15))).toEqual(answers.map(() => "HTTP/1.1 200 OK"));
    expect(await idle.answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(code).toBe(0);
    const refused = await new Promise<string>((resolve) => {
      const socket = connect(server.port, "127.0.0.1");
      socket.on("connect", () => resolve("connected"));
      socket.on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? "error"));
    });
    expect(refused).toBe("ECONNREFUSED");
    // Nothing answered 200 was lost: every request is stored (its mail is sent now or at the next start).
    expect((await storedRows(server.dataDir)).requests).toHaveLength(40);
  });

  // Seen failing before `exec` in the start script: npm exited by the signal (code null) and the
  // orphaned `node server.js` still accepted connections on the port.
  it("`npm start` forwards SIGTERM: the request in flight is answered, npm exits 0, the port is released", async () => {
    const server = await startServer({ SMTP_URL: smtp.url }, { command: npmStartCommand() });
    const body = new URLSearchParams({ firstName: "Late", email: "late@example.com", message: "Sent as the container stops." }).toString();
    const post = rawRequest(
      server.port,
      `POST /contact HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nOrigin: ${server.url}\r\n` +
        `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
    await post.sent; // the request has reached the server's machine: the stop comes after it
    const code = await server.stop();
    expect((await post.answer).slice(0, 15)).toBe("HTTP/1.1 200 OK");
    expect(code).toBe(0);
    expect(server.output()).toContain("SIGTERM");
    const refused = await new Promise<string>((resolve) => {
      const socket = connect(server.port, "127.0.0.1");
      socket.on("connect", () => {
        socket.destroy();
        resolve("connected");
      });
      socket.on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? "error"));
    });
    expect(refused).toBe("ECONNREFUSED");
    expect((await storedRows(server.dataDir)).requests.map((row) => row.email)).toEqual(["late@example.com"]);
  });
});
