import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  /** Everything the server printed so far. */
  output: () => string;
  /** SIGTERM, then the exit code once the server has closed. */
  stop: () => Promise<number | null>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      srv.close(() => (typeof address === "object" && address ? resolve(address.port) : reject()));
    });
  });
}

/** The production server's command line, as `npm start` runs it. */
export function serverCommand(): string[] {
  return [process.execPath, "server.js"];
}

/** `npm start` itself (its build check, then the server), as an operator or a container runs it. */
export function npmStartCommand(): string[] {
  return ["npm", "start", "--silent"];
}

/**
 * Starts the production server (the built app, as `npm start` runs it) with a fresh DATA_DIR
 * unless one is given, and waits until it answers.
 */
export async function startServer(
  env: Record<string, string> = {},
  { command: commandLine = serverCommand() }: { command?: string[] } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), "site-data-"));
  let log = "";
  const [command, ...args] = commandLine;
  const child: ChildProcess = spawn(command!, args, {
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (d) => (log += d));
  child.stderr?.on("data", (d) => (log += d));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${log}`);
    try {
      await fetch(`${url}/robots.txt`);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`server did not start:\n${log}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    url,
    port,
    dataDir,
    output: () => log,
    stop: () =>
      new Promise<number | null>((resolve) => {
        if (child.exitCode !== null) return resolve(child.exitCode);
        child.once("exit", (code) => resolve(code));
        child.kill("SIGTERM");
      }),
  };
}

/**
 * The operator CLI's command line, as `npm run contacts` runs it: the JavaScript compiled with the
 * server by `npm run build` (build/server/contacts.js).
 */
export function contactsCommand(): string[] {
  return [process.execPath, "build/server/contacts.js"];
}
