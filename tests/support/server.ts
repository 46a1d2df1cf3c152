import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { testFormTokenKey } from "./form-token";

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

/**
 * The production server's command line, as `npm start` runs it: node with the flags package.json's
 * start script gives it (in `dir`'s checkout), then server.js.
 */
export function serverCommand(dir = "."): string[] {
  const { scripts } = JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) as { scripts: { start: string } };
  const flags = /\bnode((?:\s+--[\w-]+(?:=\S+)?)*)\s+server\.js\b/.exec(scripts.start);
  if (!flags) throw new Error(`package.json's start script does not run node server.js: ${scripts.start}`);
  return [process.execPath, ...flags[1]!.split(/\s+/).filter(Boolean), "server.js"];
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

/** The address the server logged as it started listening ("Site ready on http://…"), once it has. */
function readyPort(log: string): number | undefined {
  const m = /Site ready on http:\/\/[^:\s"]+:(\d+)/.exec(log);
  return m ? Number(m[1]) : undefined;
}

/** The port of `/metrics` the server logged, when METRICS_PORT was set. */
export function metricsPortOf(server: RunningServer): number | undefined {
  const m = /Prometheus metrics on http:\/\/[^:\s"]+:(\d+)\/metrics/.exec(server.output());
  return m ? Number(m[1]) : undefined;
}

/** The levels at which the server logs its "Site ready" line. */
const readyLineLevels = new Set(["trace", "debug", "info"]);

/**
 * Starts the production server (the built app, as `npm start` runs it) with a fresh DATA_DIR
 * unless one is given, and waits until it answers. It listens on PORT=0 unless told otherwise: the
 * system gives it a free port and the test reads it from the server's "Site ready" line (picking a
 * free port first and starting the server on it was a race another process could win). A server
 * told a LOG_LEVEL that hides that line gets a port picked here, and a new one when another process
 * took it in between (the server then stops with "PORT … is already in use"). A test that passes
 * PORT (it must know the port before the start) handles that itself, as startDeskServer does.
 */
export async function startServer(
  env: Record<string, string> = {},
  { command = serverCommand() }: { command?: string[] } = {},
): Promise<RunningServer> {
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), "site-data-"));
  const logsReady = readyLineLevels.has(env.LOG_LEVEL ?? "info");
  if (env.PORT || logsReady) return spawnServer(command, { PORT: "0", ...env, DATA_DIR: dataDir });
  for (let attempt = 1; ; attempt++) {
    const picked = String(await freePort());
    try {
      return await spawnServer(command, { ...env, PORT: picked, DATA_DIR: dataDir });
    } catch (error) {
      if (attempt === 5 || !String(error).includes(`PORT ${picked} is already in use`)) throw error;
    }
  }
}

/** A server on PostgreSQL refuses to start without FORM_TOKEN_KEY: the tests' own, unless one is given. */
function sharedTokenKey(env: Record<string, string>): Record<string, string> {
  return env.DATABASE_URL && !env.FORM_TOKEN_KEY ? { FORM_TOKEN_KEY: testFormTokenKey } : {};
}

/** A server process on these settings, once it answers: by its "Site ready" line, or by a first answer. */
async function spawnServer(commandLine: string[], env: Record<string, string>): Promise<RunningServer> {
  let log = "";
  const [command, ...args] = commandLine;
  const child: ChildProcess = spawn(command!, args, {
    // No visitor's receipt unless a test asks for one (RECEIPT_MAIL): the tests that count the
    // agency's mails were written before receipts; the receipt's own tests turn it on.
    env: {
      ...inherited(),
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      RECEIPT_MAIL: "false",
      WEEKLY_REPORT: "false",
      ...sharedTokenKey(env),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const fixed = env.PORT === "0" ? undefined : Number(env.PORT);
  const ready = new Promise<number>((resolve, reject) => {
    const look = () => {
      const port = readyPort(log);
      if (port) resolve(port);
    };
    child.stdout?.on("data", (d) => ((log += d), look()));
    child.stderr?.on("data", (d) => ((log += d), look()));
    child.once("exit", (code) => reject(new Error(`server exited (${code}):\n${log}`)));
    if (fixed) void answering(`http://127.0.0.1:${fixed}`, child).then(() => resolve(fixed), reject);
  });
  // Generous: on a loaded shared machine a cold start has taken 40 s.
  let timer: NodeJS.Timeout | undefined;
  const port = await Promise.race([
    ready,
    new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`server did not start:\n${log}`)), 120_000))),
  ]).finally(() => clearTimeout(timer));
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    dataDir: env.DATA_DIR!,
    pid: child.pid!,
    output: () => log,
    stop: () =>
      new Promise<number | null>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve(child.exitCode);
        child.once("exit", (code) => resolve(code));
        child.kill("SIGTERM");
      }),
  };
}

/** Resolves once the server on `url` answers (a server that logs no "Site ready" line). */
async function answering(url: string, child: ChildProcess): Promise<void> {
  while (child.exitCode === null && child.signalCode === null) {
    try {
      await fetch(`${url}/robots.txt`);
      return;
    } catch {
      // Not listening yet: poll again (the only signal a quiet server gives).
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

/**
 * The operator CLI's command line, as `npm run contacts` runs it: the JavaScript compiled with the
 * server by `npm run build` (build/server/contacts.js).
 */
export function contactsCommand(): string[] {
  return [process.execPath, "build/server/contacts.js"];
}
