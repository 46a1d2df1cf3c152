import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  /** The server process's id (its CPU time, for a benchmark). */
  pid: number;
  /** Everything the server printed so far. */
  output: () => string;
  /** SIGTERM, then the exit code once the server has closed. */
  stop: () => Promise<number | null>;
}

/**
 * The environment a server child process inherits: the test process's, without its LOG_LEVEL (the
 * tests' own quiet default): a server logs as in production, into the output a test reads.
 */
function inherited(): NodeJS.ProcessEnv {
  const { LOG_LEVEL: _testsOwn, ...rest } = process.env;
  return rest;
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
 * Runs the production server to its exit (a server that should have refused to start, or to run
 * beside another), in production mode on 127.0.0.1 with a fresh DATA_DIR unless `env` names one:
 * its exit code and everything it printed. Killed after `timeoutMs` if it keeps running (code null).
 */
export function runServerToExit(
  env: Record<string, string>,
  /** `wrap`: a command the server runs under (`unshare --pid …`). */
  options: { uid?: number; gid?: number; timeoutMs?: number; wrap?: string[] } = {},
): Promise<{ code: number | null; output: string }> {
  // Long enough for a loaded machine: the refusal comes after the server bundle has loaded.
  const { timeoutMs = 120_000, wrap = [], ...user } = options;
  const [command, ...args] = [...wrap, ...serverCommand()];
  return new Promise((resolve) => {
    const child = spawn(command!, args, {
      env: { ...inherited(), NODE_ENV: "production", HOST: "127.0.0.1", DATA_DIR: mkdtempSync(join(tmpdir(), "server-")), ...env },
      stdio: ["ignore", "pipe", "pipe"],
      ...user,
    });
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

/**
 * Starts the production server (the built app, as `npm start` runs it) with a fresh DATA_DIR
 * unless one is given, and waits until it answers.
 */
export async function startServer(
  env: Record<string, string> = {},
  { command: commandLine = serverCommand() }: { command?: string[] } = {},
): Promise<RunningServer> {
  // A test that must know the port before start-up (an origin in the environment) passes PORT.
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), "site-data-"));
  let log = "";
  const [command, ...args] = commandLine;
  const child: ChildProcess = spawn(command!, args, {
    env: { ...inherited(), NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (d) => (log += d));
  child.stderr?.on("data", (d) => (log += d));
  const url = `http://127.0.0.1:${port}`;
  // Generous: on a loaded shared machine a cold start has taken 40 s.
  const deadline = Date.now() + 120_000;
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
    pid: child.pid!,
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
