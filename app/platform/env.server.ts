import { createPrivateKey } from "node:crypto";
import { isIP } from "node:net";
import { z } from "zod";
import { site } from "~/site";
import { siteUrl } from "~/site-url";
import { webhookSecret, webhookUrl } from "./webhook-config";
import { defaultWorkingHours, holidaySets, parseWorkingHours } from "./working-time.server";

// A header value must never carry a line break: it would let a value start a new header.
const singleLine = z.string().refine((v) => !/[\r\n\0]/.test(v), "must be a single line");

/** An address, or `Name <address>`: a notification to a malformed address would fail forever. */
const mailbox = singleLine.refine(
  (v) => /^(?:[^<>@]*<[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+>|[^\s<>@,;]+@[^\s<>@,;]+\.[^\s<>@,;]+)$/.test(v.trim()),
  "must be an email address, or Name <address>",
);

/** 0 asks the system for a free port; the server logs the one it got. */
const port = z.coerce
  .number("must be a port number")
  .int("must be a port number")
  .min(0, "must be between 0 and 65535")
  .max(65535, "must be between 0 and 65535");

const boolish = z
  .string()
  .transform((v) => v.trim().toLowerCase())
  .pipe(z.enum(["1", "true", "yes", "on", "0", "false", "no", "off"], "must be one of 1, true, yes, 0, false, no"))
  .transform((v) => ["1", "true", "yes", "on"].includes(v));

/** IMAP_URL's parts, or undefined when it is not an imap(s):// URL with a user and a password. */
function imapSettings(value: string) {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  if ((url.protocol !== "imaps:" && url.protocol !== "imap:") || !url.hostname || !url.username || !url.password) return undefined;
  const secure = url.protocol === "imaps:";
  const mailbox = decodeURIComponent(url.pathname.replace(/^\/+|\/+$/g, "")) || "INBOX";
  return {
    host: url.hostname.replace(/^\[|\]$/g, ""),
    port: url.port ? Number(url.port) : secure ? 993 : 143,
    secure,
    user: decodeURIComponent(url.username),
    password: decodeURIComponent(url.password),
    mailbox,
  };
}

/** The variables as set (names and rules); `envSchema` turns them into the server's `Env`. */
const variables = z.object({
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
  IMAP_URL: z
    .string()
    .trim()
    .transform((v, ctx) => {
      const imap = imapSettings(v);
      if (imap) return imap;
      ctx.addIssue({
        code: "custom",
        message: "must be an imaps:// or imap:// URL with a user and a password, such as imaps://user:password@mail.example.be/INBOX",
      });
      return z.NEVER;
    })
    .optional(),
  DKIM_PRIVATE_KEY: z
    .string()
    .transform((v, ctx) => {
      // A PEM in one line of a .env file has its line breaks written as \n.
      const pem = v.replace(/\\n/g, "\n").trim();
      try {
        createPrivateKey(pem);
        return pem;
      } catch {
        ctx.addIssue({ code: "custom", message: "must be a private key in PEM (-----BEGIN PRIVATE KEY-----…)" });
        return z.NEVER;
      }
    })
    .optional(),
  DKIM_SELECTOR: z
    .string()
    .trim()
    .regex(
      /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/,
      "must be a DNS label such as mail2026",
    )
    .optional(),
  SENDING_CHECK_DNS: z
    .string()
    .trim()
    .transform((v, ctx) => {
      const servers = v.split(",").map((s) => s.trim());
      if (servers.every((s) => isIP(s) || isIP(/^\[?([^\]]+?)\]?:\d+$/.exec(s)?.[1] ?? ""))) return servers;
      ctx.addIssue({ code: "custom", message: "must be DNS server addresses separated by commas, such as 127.0.0.1:5353" });
      return z.NEVER;
    })
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
  DESK_ORIGIN: z
    .string()
    .trim()
    .refine((v) => {
      try {
        return /^https?:$/.test(new URL(v).protocol);
      } catch {
        return false;
      }
    }, "must be an origin such as https://www.example.be")
    .optional(),
  DESK_HELP: z.string().trim().min(1, "must name someone, or be left unset").max(200, "must be at most 200 characters").optional(),
  BOOKING_URL: z
    .string()
    .trim()
    .refine((v) => {
      try {
        const url = new URL(v);
        return url.protocol === "https:" && url.hostname !== "" && url.username === "" && url.password === "";
      } catch {
        return false;
      }
    }, "must be an https:// address such as https://cal.com/your-agency/30min")
    .optional(),
  WORKING_HOURS: z
    .string()
    .trim()
    .superRefine((v, ctx) => {
      try {
        parseWorkingHours(v);
      } catch (error) {
        ctx.addIssue({ code: "custom", message: (error as Error).message });
      }
    })
    .default(defaultWorkingHours),
  WORKING_HOLIDAYS: z.enum(holidaySets, 'must be "BE" (Belgium\'s national public holidays) or "none"').default("BE"),
  COUNT_VISITS: boolish.default(true),
  RECEIPT_MAIL: boolish.default(true),
  WEEKLY_REPORT: boolish.default(true),
  MAIL_DNS_CANARY: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, "must be a domain name such as gmail.com")
    .optional(),
  MAIL_DNS_SERVERS: z
    .string()
    .trim()
    .transform((v) => v.split(/[\s,]+/).filter(Boolean))
    .pipe(
      z
        .array(
          z
            .string()
            .regex(
              /^(?:\d{1,3}(?:\.\d{1,3}){3}(?::\d{1,5})?|\[[0-9a-f:]+\](?::\d{1,5})?|[0-9a-f:]+)$/i,
              "must list DNS servers as ip or ip:port, separated by commas",
            ),
        )
        .min(1),
    )
    .optional(),
  FORM_TOKEN_KEY: z.string().trim().min(32, "must be at least 32 characters (a random secret, the same on every instance)").optional(),
  VISIT_RETENTION_DAYS: z.coerce
    .number("must be a whole number of days")
    .int("must be a whole number of days")
    .min(1, "must be at least 1 day")
    .max(36_500, "must be at most 36500 days")
    .optional(),
  LOG_LEVEL: z
    .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"], "must be one of fatal, error, warn, info, debug, trace, silent")
    .default("info"),
});

/** The server's configuration, parsed once at start-up: its type is this schema's output. */
export const envSchema = variables
  .superRefine((e, ctx) => {
    if (Boolean(e.DKIM_PRIVATE_KEY) !== Boolean(e.DKIM_SELECTOR)) {
      const missing = e.DKIM_PRIVATE_KEY ? "DKIM_SELECTOR" : "DKIM_PRIVATE_KEY";
      ctx.addIssue({
        code: "custom",
        path: [missing],
        message: "must be set too (DKIM signing needs both DKIM_PRIVATE_KEY and DKIM_SELECTOR)",
      });
    }
    if (Boolean(e.WEBHOOK_URL) !== Boolean(e.WEBHOOK_SECRET)) {
      const missing = e.WEBHOOK_URL ? "WEBHOOK_SECRET" : "WEBHOOK_URL";
      ctx.addIssue({ code: "custom", path: [missing], message: "must be set too (webhooks need both WEBHOOK_URL and WEBHOOK_SECRET)" });
    }
  })
  .transform((e) => ({
    port: e.PORT,
    host: e.HOST,
    /** Public origin, no trailing slash. */
    siteUrl: e.SITE_URL,
    dataDir: e.DATA_DIR,
    /** Unset: SQLite in dataDir. */
    ...(e.DATABASE_URL ? { databaseUrl: e.DATABASE_URL } : {}),
    /** Unset: .eml files in dataDir/outbox/. */
    ...(e.SMTP_URL ? { smtpUrl: e.SMTP_URL } : {}),
    /** The agency's mailbox the leads' answers are read from; unset: they are not read. */
    ...(e.IMAP_URL ? { imap: e.IMAP_URL } : {}),
    /** Signs every mail with DKIM (d= MAIL_FROM's domain); unset: unsigned. */
    ...(e.DKIM_PRIVATE_KEY && e.DKIM_SELECTOR ? { dkim: { privateKey: e.DKIM_PRIVATE_KEY, selector: e.DKIM_SELECTOR } } : {}),
    /** For tests: the DNS servers the sending check asks; unset: the system's. */
    ...(e.SENDING_CHECK_DNS ? { sendingCheckDns: e.SENDING_CHECK_DNS } : {}),
    mailTo: e.MAIL_TO.trim(),
    mailFrom: e.MAIL_FROM.trim(),
    /** Accepted contact requests per hour per client IP and per email address. */
    contactRateLimit: e.CONTACT_RATE_LIMIT,
    /** Take the client IP from X-Forwarded-For. */
    trustProxy: e.TRUST_PROXY,
    /** Requests older than this many days are purged by the server (at start-up, then hourly). */
    retentionDays: e.CONTACT_RETENTION_DAYS,
    /** Each accepted request is also POSTed there, signed (Standard Webhooks); unset: mail only. */
    ...(e.WEBHOOK_URL && e.WEBHOOK_SECRET ? { webhook: { url: e.WEBHOOK_URL, secret: e.WEBHOOK_SECRET } } : {}),
    /** Signs the contact pages' fill-time tokens; unset: a key kept in DATA_DIR (one instance). */
    ...(e.FORM_TOKEN_KEY ? { formTokenKey: e.FORM_TOKEN_KEY } : {}),
    /**
     * A domain that must receive mail: while DNS says it cannot, no "no mail for this domain"
     * is believed. Default: MAIL_TO's domain.
     */
    mailDnsCanary: e.MAIL_DNS_CANARY ?? (/<([^>]+)>/.exec(e.MAIL_TO)?.[1] ?? e.MAIL_TO).trim().split("@").pop()!.toLowerCase(),
    /** The DNS servers the mail-domain check asks; unset: the system's. */
    ...(e.MAIL_DNS_SERVERS ? { mailDnsServers: e.MAIL_DNS_SERVERS } : {}),
    /** Prometheus /metrics on its own listener; unset: off. */
    ...(e.METRICS_PORT !== undefined ? { metrics: { port: e.METRICS_PORT, host: e.METRICS_HOST } } : {}),
    /** Count page views on the server (no cookie, no address); on unless COUNT_VISITS is false. */
    /** The lead desk's origin (its passkeys' relying party); default: the origin of SITE_URL. */
    deskOrigin: new URL(e.DESK_ORIGIN ?? e.SITE_URL).origin,
    /** Who the desk's sign-in page tells an operator with a lost device to ask; default: MAIL_TO's address. */
    deskHelp: e.DESK_HELP ?? (/<([^>]+)>/.exec(e.MAIL_TO)?.[1] ?? e.MAIL_TO).trim(),
    countVisits: e.COUNT_VISITS,
    /** When the reply clock runs (Europe/Brussels, Belgian public holidays off): "overdue", reminders, first-reply figures. */
    workingHours: e.WORKING_HOURS,
    /** "BE": Belgium's ten national public holidays are closed days; "none": no day is. */
    workingHolidays: e.WORKING_HOLIDAYS,
    /** The visitor's receipt of an accepted request (at most one per address a day); on unless RECEIPT_MAIL is false. */
    receiptMail: e.RECEIPT_MAIL,
    /** The owner's week in one mail to MAIL_TO, on the first working day of each week at opening; on unless WEEKLY_REPORT is false. */
    weeklyReport: e.WEEKLY_REPORT,
    /** Daily page-view counts older than this many days are deleted: never longer than the requests are kept. */
    visitRetentionDays: Math.min(e.VISIT_RETENTION_DAYS ?? e.CONTACT_RETENTION_DAYS, e.CONTACT_RETENTION_DAYS),
    /** The scheduling page 'Book a 30-minute call' opens (Cal.com or similar); null: no link. */
    bookingUrl: e.BOOKING_URL ? new URL(e.BOOKING_URL).href : null,
    logLevel: e.LOG_LEVEL,
  }));

export type Env = z.output<typeof envSchema>;

/**
 * Parses the environment. An empty variable counts as unset (as `.env` files often leave them).
 * A bad value throws an Error whose message names the variable.
 */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const input: Record<string, string | undefined> = {};
  for (const key of Object.keys(variables.shape)) {
    const value = source[key];
    input[key] = value === undefined || value.trim() === "" ? undefined : value;
  }
  const parsed = envSchema.safeParse(input);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${String(issue.path[0] ?? "environment")} ${issue.message}`);
    throw new Error(`Invalid environment: ${problems.join("; ")}`);
  }
  return parsed.data;
}
