import { format } from "node:util";
import pino, { type Logger } from "pino";

export type { Logger };

/** Fields that could hold a visitor's personal data: never written, whatever a caller passes. */
const personal = ["email", "firstName", "first_name", "message", "ip", "clientIp", "name", "to", "replyTo"];

/**
 * The process's logger: one JSON object per line in production (for a log shipper), readable
 * lines otherwise (`npm run dev`). Level from LOG_LEVEL (default info).
 */
export function createLogger(env: Record<string, string | undefined> = process.env): Logger {
  const level = env.LOG_LEVEL?.trim() || "info";
  const pretty = env.NODE_ENV !== "production";
  return pino({
    level,
    base: { pid: process.pid },
    redact: { paths: [...personal, ...personal.map((key) => `*.${key}`)], censor: "[redacted]" },
    ...(pretty ? { transport: { target: "pino-pretty", options: { colorize: true, ignore: "pid,hostname" } } } : {}),
  });
}

/**
 * Sends the console's lines through the logger, so every module's log line (they use console)
 * becomes one JSON object with a level, a time and the process id, filtered by LOG_LEVEL.
 */
export function routeConsoleTo(logger: Logger): void {
  const line = (write: (message: string) => void) => (...args: unknown[]) => write(format(...args));
  console.debug = line((m) => logger.debug(m));
  console.log = console.info = line((m) => logger.info(m));
  console.warn = line((m) => logger.warn(m));
  console.error = line((m) => logger.error(m));
}
