import { createRequire } from "node:module";
import pino, { type DestinationStream, type Logger, type LevelWithSilent } from "pino";

export type { Logger };

/**
 * Fields that could hold a visitor's personal data: censored wherever a caller puts them (at the
 * top of a line or one level down), on top of the rule that modules never log them.
 */
const personal = ["email", "firstName", "first_name", "message", "ip", "clientIp", "client_ip", "name", "to", "replyTo", "reply_to"];
export const redactPaths = [...personal, ...personal.map((key) => `*.${key}`)];

export interface LoggerOptions {
  level: LevelWithSilent;
  /** Readable lines instead of JSON; default: when the output is a terminal. */
  pretty?: boolean;
  /** Where lines go; default standard output. */
  destination?: DestinationStream;
}

/**
 * The process's logger. Under a process manager or a log shipper (output not a terminal): one
 * JSON object per line. On a terminal (`npm run dev`, `npm start` in a shell): readable lines.
 * Modules get a child (`logger.child({ module: "mail" })`) and log structured fields.
 */
export function createLogger({ level, pretty: readable = Boolean(process.stdout.isTTY), destination }: LoggerOptions): Logger {
  const options = { level, base: { pid: process.pid }, redact: { paths: redactPaths, censor: "[redacted]" } };
  if (readable) {
    // Loaded only for a terminal: a server under a process manager logs JSON and never holds it.
    const pretty = createRequire(import.meta.url)("pino-pretty") as typeof import("pino-pretty");
    return pino(options, pretty({ colorize: true, ignore: "pid,hostname", sync: true, destination: destination ?? 1 }));
  }
  return pino(options, destination ?? pino.destination({ sync: true }));
}

const levels: readonly string[] = ["fatal", "error", "warn", "info", "debug", "trace", "silent"];

let fallback: Logger | undefined;
/** The logger of a module whose caller passed none (tests, scripts): at LOG_LEVEL (default info), on stdout. */
export function defaultLogger(): Logger {
  const level = process.env.LOG_LEVEL?.trim() ?? "";
  fallback ??= createLogger({ level: levels.includes(level) ? (level as LevelWithSilent) : "info" });
  return fallback;
}

/** An error as a log field: its message, never its stack (a stack can quote data). */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
