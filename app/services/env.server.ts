import { z } from "zod";
import { site } from "~/site";
import { siteUrl } from "~/site-url";
import { webhookSecret, webhookUrl, type WebhookTarget } from "./webhook/webhook.server";

/** The server's configuration, parsed once at start-up. */
export interface Env {
  port: number;
  host: string;
  /** Public origin, no trailing slash. */
  siteUrl: string;
  dataDir: string;
  /** Unset: SQLite in dataDir. */
  databaseUrl?: string;
  /** Unset: .eml files in dataDir/outbox/. */
  smtpUrl?: string;
  mailTo: string;
  mailFrom: string;
  /** Accepted contact requests per hour per client IP and per email address. */
  contactRateLimit: number;
  /** Take the client IP from X-Forwarded-For. */
  trustProxy: boolean;
  /** Requests older than this many days are purged by the server (at start-up, then daily). */
  retentionDays: number;
  /** Each accepted request is also POSTed there, signed (Standard Webhooks); unset: mail only. */
  webhook?: WebhookTarget;
  /** Prometheus /metrics on its own listener; unset: off. */
  metrics?: { port: number; host: string };
  /** Count page views on the server (no cookie, no address); on unless COUNT_VISITS is false. */
  countVisits: boolean;
}

// A header value must never carry a line break: it would let a value start a new header.
const singleLine = z.string().refine((v) => !/[\r\n\0]/.test(v), "must be a single line");

/** An address, or `Name <address>`: a notification to a malformed address would fail forever. */
const mailbox = singleLine.refine(
  (v) => /^(?:[^<>@]*<[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+>|[^\s<>@,;]+@[^\s<>@,;]+\.[^\s<>@,;]+)$/.test(v.trim()),
  "must be an email address, or Name <address>",
);

const port = z.coerce
  .number("must be a port number")
  .int("must be a port number")
  .min(1, "must be between 1 and 65535")
  .max(65535, "must be between 1 and 65535");

const boolish = z
  .string()
  .transform((v) => v.trim().toLowerCase())
  .pipe(z.enum(["1", "true", "yes", "on", "0", "false", "no", "off"], "must be one of 1, true, yes, 0, false, no"))
  .transform((v) => ["1", "true", "yes", "on"].includes(v));

const schema = z.object({
  PORT: port.default(3000),
  HOST: z.string().trim().min(1).default("127.0.0.1"),
  SITE_URL: z
    .string()
    .optional()
    .transform((v, ctx) => {
      try {
        return siteUrl(v);
      } catch {
        ctx.addIssue({ code: "custom", message: "must be an absolute URL such as https://example.com" });
        return z.NEVER;
      }
    }),
  DATA_DIR: z.string().trim().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .trim()
    .regex(/^postgres(ql)?:\/\/\S+$/, "must be a postgres:// or postgresql:// URL (leave unset for SQLite)")
    .optional(),
  SMTP_URL: z
    .string()
    .trim()
    .regex(/^smtps?:\/\/\S+$/, "must be an smtp:// or smtps:// URL (leave unset to write .eml files)")
    .optional(),
  MAIL_TO: mailbox.default(site.email),
  MAIL_FROM: mailbox.default(`${site.brand} website <${site.email}>`),
  CONTACT_RATE_LIMIT: z.coerce
    .number("must be a positive integer")
    .int("must be a positive integer")
    .positive("must be a positive integer")
    .default(5),
  TRUST_PROXY: boolish.default(false),
  CONTACT_RETENTION_DAYS: z.coerce
    .number("must be a whole number of days")
    .int("must be a whole number of days")
    .min(1, "must be at least 1 day")
    .max(36_500, "must be at most 36500 days")
    .default(site.retentionDays),
  WEBHOOK_URL: webhookUrl.optional(),
  WEBHOOK_SECRET: webhookSecret.optional(),
  METRICS_PORT: port.optional(),
  METRICS_HOST: z.string().trim().min(1).default("127.0.0.1"),
  COUNT_VISITS: boolish.default(true),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"], "must be one of fatal, error, warn, info, debug, trace, silent").optional(),
});

/**
 * Parses the environment. An empty variable counts as unset (as `.env` files often leave them).
 * A bad value throws an Error whose message names the variable.
 */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const input: Record<string, string | undefined> = {};
  for (const key of Object.keys(schema.shape)) {
    const value = source[key];
    input[key] = value === undefined || value.trim() === "" ? undefined : value;
  }
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${String(issue.path[0] ?? "environment")} ${issue.message}`);
    throw new Error(`Invalid environment: ${problems.join("; ")}`);
  }
  const e = parsed.data;
  if (Boolean(e.WEBHOOK_URL) !== Boolean(e.WEBHOOK_SECRET)) {
    const missing = e.WEBHOOK_URL ? "WEBHOOK_SECRET" : "WEBHOOK_URL";
    throw new Error(`Invalid environment: ${missing} must be set too (webhooks need both WEBHOOK_URL and WEBHOOK_SECRET)`);
  }
  return {
    port: e.PORT,
    host: e.HOST,
    siteUrl: e.SITE_URL,
    dataDir: e.DATA_DIR,
    ...(e.DATABASE_URL ? { databaseUrl: e.DATABASE_URL } : {}),
    ...(e.SMTP_URL ? { smtpUrl: e.SMTP_URL } : {}),
    mailTo: e.MAIL_TO.trim(),
    mailFrom: e.MAIL_FROM.trim(),
    contactRateLimit: e.CONTACT_RATE_LIMIT,
    trustProxy: e.TRUST_PROXY,
    retentionDays: e.CONTACT_RETENTION_DAYS,
    ...(e.WEBHOOK_URL && e.WEBHOOK_SECRET ? { webhook: { url: e.WEBHOOK_URL, secret: e.WEBHOOK_SECRET } } : {}),
    ...(e.METRICS_PORT ? { metrics: { port: e.METRICS_PORT, host: e.METRICS_HOST } } : {}),
    countVisits: e.COUNT_VISITS,
  };
}
