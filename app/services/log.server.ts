import pino, { type Logger } from "pino";

export type { Logger };

/** Fields that could hold a visitor's personal data: never written, whatever a caller passes. */
const personal = ["email", "firstName", "first_name", "message", "ip", "clientIp", "name", "to", "replyTo"];

/**
 * The process's logger: one JSON object per line in production (for a log shipper), readable
 * lines under `npm run dev`. Level from LOG_LEVEL (default info; silent in tests unless set).
 */
export function createLogger(env: Record<string, string | undefined> = process.env): Logger {
  const level = env.LOG_LEVEL?.trim() || (env.VITEST ? "silent" : "info");
  const pretty = env.NODE_ENV !== "production" && !env.VITEST && env.LOG_FORMAT !== "json";
  return pino({
    level,
    base: { pid: process.pid },
    redact: { paths: [...personal, ...personal.map((key) => `*.${key}`)], censor: "[redacted]" },
    ...(pretty ? { transport: { target: "pino-pretty", options: { colorize: true, ignore: "pid,hostname" } } } : {}),
  });
}

export const log = createLogger();
