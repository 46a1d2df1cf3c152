import { parseArgs } from "node:util";
import { z } from "zod";
import { locales, type Locale } from "../app/i18n/locale";
import { LEAD_STATUSES, type LeadStatus } from "../app/storage/requests/lead-status";

export type Command =
  | { command: "list"; json: boolean; status?: LeadStatus }
  | { command: "release"; requestId: string }
  | { command: "export"; format: "csv" | "json" }
  | { command: "export"; email: string }
  | { command: "erase"; email: string }
  | { command: "purge"; olderThanDays: number }
  | { command: "backup"; to: string }
  | { command: "restore"; from: string }
  | { command: "retry"; requestId: string }
  | { command: "retry"; allFailed: true }
  | { command: "invite"; email: string; name?: string; language?: Locale }
  | { command: "operators"; action: "list" }
  | { command: "operators"; action: "remove"; email: string }
  | { command: "operators"; action: "passkeys"; email: string }
  | { command: "operators"; action: "revoke"; email: string; passkey: string }
  | { command: "report"; days: number; json: boolean }
  | { command: "content"; action: "export"; to: string }
  | { command: "content"; action: "import"; from: string };

export const usage = `Usage: npm run contacts -- <command>

  list [--json] [--status S]    contact requests, newest first (S: ${LEAD_STATUSES.join(", ")})
  release --id REQUEST_ID       not spam: a request a spam trap caught becomes a new lead, notified
  export --format csv|json      every request, to standard output
  export --email ADDRESS        everything held about one person, as one JSON document, to standard
                                output (right of access); written to the audit
  erase --email ADDRESS         erase one person's requests and notifications (right to erasure)
  purge --older-than DAYS       delete requests older than DAYS days (retention)
  retry --id REQUEST_ID         queue a request's failed deliveries again
  retry --all-failed            queue every failed delivery again
  backup --to FILE              a consistent copy of the SQLite database, taken while the server runs
  invite --email ADDRESS [--name NAME] [--language en|fr|nl]
                                a one-time lead desk enrolment link (24 h) for this operator, its page
                                and their desk and mails in this language (default: the browser's for
                                the page, English for a new operator's desk); their earlier unused links stop working
  operators list                the lead desk's operators
  operators remove --email ADDRESS
                                remove an operator and end their sessions at once
  operators passkeys --email ADDRESS
                                an operator's passkeys: id, device, created, last used
  operators revoke --email ADDRESS --passkey ID
                                remove one passkey (a lost device) and end the sessions it opened
  restore --from FILE           replace the SQLite database with a backup (stop the server first)
  report [--days N] [--json]    visits and leads by source and by landing page, conversion rates (default 30 days)
  content export --to DIR       the content (case studies, articles, team, quotes), a JSON file per entry, into DIR
  content import --from DIR     checks every file of an export, then makes the content what DIR holds

Uses the server's environment: DATA_DIR (SQLite) or DATABASE_URL (PostgreSQL).`;

export class UsageError extends Error {}

const emailOption = z
  .string("--email is required")
  .trim()
  .min(3, "--email must be an email address")
  .regex(/^[^\s@]+@[^\s@]+$/, "--email must be an email address");

const schemas = {
  invite: z
    .object({
      email: emailOption,
      name: z.string().trim().min(1, "--name must not be empty").max(100).optional(),
      language: z.enum(locales, "--language must be en, fr or nl").optional(),
    })
    .transform((o) => ({
      command: "invite" as const,
      email: o.email,
      ...(o.name ? { name: o.name } : {}),
      ...(o.language ? { language: o.language } : {}),
    })),
  "operators list": z.object({}).transform(() => ({ command: "operators" as const, action: "list" as const })),
  "operators remove": z
    .object({ email: emailOption })
    .transform((o) => ({ command: "operators" as const, action: "remove" as const, email: o.email })),
  "operators passkeys": z
    .object({ email: emailOption })
    .transform((o) => ({ command: "operators" as const, action: "passkeys" as const, email: o.email })),
  "operators revoke": z
    .object({
      email: emailOption,
      passkey: z.string("--passkey is required").trim().min(4, "--passkey must name a passkey (its id, as operators passkeys lists it)"),
    })
    .transform((o) => ({ command: "operators" as const, action: "revoke" as const, email: o.email, passkey: o.passkey })),
  list: z
    .object({
      json: z.boolean().default(false),
      status: z.enum(LEAD_STATUSES, `--status must be one of ${LEAD_STATUSES.join(", ")}`).optional(),
    })
    .transform((o) => ({ command: "list" as const, ...o })),
  release: z
    .object({ id: z.string("--id is required").trim().min(1, "--id must name a request") })
    .transform((o) => ({ command: "release" as const, requestId: o.id })),
  export: z
    .object({ format: z.enum(["csv", "json"], "--format must be csv or json").optional(), email: emailOption.optional() })
    .refine((o) => (o.format === undefined) !== (o.email === undefined), "export takes --format csv|json, or --email ADDRESS")
    .transform((o) =>
      o.email !== undefined ? { command: "export" as const, email: o.email } : { command: "export" as const, format: o.format ?? "csv" },
    ),
  erase: z
    .object({
      email: z
        .string("--email is required")
        .trim()
        .min(3, "--email must be an email address")
        .regex(/^[^\s@]+@[^\s@]+$/, "--email must be an email address"),
    })
    .transform((o) => ({ command: "erase" as const, email: o.email })),
  purge: z
    .object({
      // Digits only: "" or "1.5" or "-3" must never be read as 0 days, which would purge everything.
      "older-than": z
        .string("--older-than is required")
        .trim()
        .regex(/^\d+$/, "--older-than must be a whole number of days")
        .transform(Number)
        .pipe(z.number().max(36_500, "--older-than must be at most 36500 days")),
    })
    .transform((o) => ({ command: "purge" as const, olderThanDays: o["older-than"] })),
  retry: z
    .object({ id: z.string().trim().min(1).optional(), "all-failed": z.boolean().default(false) })
    .refine((o) => Boolean(o.id) !== o["all-failed"], "retry takes --id REQUEST_ID or --all-failed")
    .transform((o) => (o.id ? { command: "retry" as const, requestId: o.id } : { command: "retry" as const, allFailed: true as const })),
  report: z
    .object({
      days: z
        .string()
        .trim()
        .regex(/^\d+$/, "--days must be a whole number of days")
        .transform(Number)
        .pipe(z.number().min(1, "--days must be at least 1").max(3660, "--days must be at most 3660"))
        .default(30),
      json: z.boolean().default(false),
    })
    .transform((o) => ({ command: "report" as const, ...o })),
  backup: z
    .object({ to: z.string("--to is required").trim().min(1, "--to must name a file") })
    .transform((o) => ({ command: "backup" as const, to: o.to })),
  restore: z
    .object({ from: z.string("--from is required").trim().min(1, "--from must name a file") })
    .transform((o) => ({ command: "restore" as const, from: o.from })),
  "content export": z
    .object({ to: z.string("--to is required").trim().min(1, "--to must name a directory") })
    .transform((o) => ({ command: "content" as const, action: "export" as const, to: o.to })),
  "content import": z
    .object({ from: z.string("--from is required").trim().min(1, "--from must name a directory") })
    .transform((o) => ({ command: "content" as const, action: "import" as const, from: o.from })),
};

const options = {
  invite: { email: { type: "string" }, name: { type: "string" }, language: { type: "string" } },
  "operators list": {},
  "operators remove": { email: { type: "string" } },
  "operators passkeys": { email: { type: "string" } },
  "operators revoke": { email: { type: "string" }, passkey: { type: "string" } },
  list: { json: { type: "boolean" }, status: { type: "string" } },
  release: { id: { type: "string" } },
  export: { format: { type: "string" }, email: { type: "string" } },
  erase: { email: { type: "string" } },
  purge: { "older-than": { type: "string" } },
  backup: { to: { type: "string" } },
  restore: { from: { type: "string" } },
  report: { days: { type: "string" }, json: { type: "boolean" } },
  retry: { id: { type: "string" }, "all-failed": { type: "boolean" } },
  "content export": { to: { type: "string" } },
  "content import": { from: { type: "string" } },
} as const;

/** The commands that take a sub-command, and their sub-commands. */
const subCommands: Record<string, readonly string[]> = {
  operators: ["list", "remove", "passkeys", "revoke"],
  content: ["export", "import"],
};

/**
 * `--passkey -Xy…` as `--passkey=-Xy…`: a value may begin with a dash (a passkey's id is base64url,
 * one in 64 begins with "-"), which parseArgs would otherwise refuse as "ambiguous". A value that is
 * one of the command's own options (`--passkey --email …`) is left to be refused as missing.
 */
function valuesJoined(args: readonly string[], known: Record<string, { type: string }>): string[] {
  const joined: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const name = args[i]!.startsWith("--") ? args[i]!.slice(2) : undefined;
    const next = args[i + 1];
    const isOption = (arg: string) => arg.startsWith("--") && Object.hasOwn(known, arg.slice(2).split("=")[0]!);
    if (name && known[name]?.type === "string" && next !== undefined && next.startsWith("-") && !isOption(next)) {
      joined.push(`${args[i]}=${next}`);
      i++;
    } else joined.push(args[i]!);
  }
  return joined;
}

/** Parses the CLI's arguments; throws UsageError with a clear message when they are wrong. */
export function parseCommand(argv: readonly string[]): Command {
  const [first, ...others] = argv;
  // `operators` and `content` take a sub-command: `operators list`, `content export --to …`.
  const subs = first && Object.hasOwn(subCommands, first) ? subCommands[first] : undefined;
  const [name, rest] = subs ? [`${first} ${others[0] ?? ""}`, others.slice(1)] : [first, others];
  if (subs && !subs.includes(others[0] ?? "")) {
    throw new UsageError(`${first} takes ${subs.slice(0, -1).join(", ")} or ${subs.at(-1)}.\n\n${usage}`);
  }
  if (!name || name === "help" || name === "--help" || name === "-h") throw new UsageError(usage);
  if (!Object.hasOwn(schemas, name)) throw new UsageError(`Unknown command '${name}'.\n\n${usage}`);
  const command = name as keyof typeof schemas;
  let values: Record<string, unknown>;
  try {
    ({ values } = parseArgs({
      args: valuesJoined(rest, options[command]),
      options: options[command],
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n\n${usage}`);
  }
  const parsed = schemas[command].safeParse(values);
  if (!parsed.success) {
    throw new UsageError(`${parsed.error.issues.map((i) => i.message).join("; ")}\n\n${usage}`);
  }
  return parsed.data;
}
