/**
 * The operator CLI: `npm run contacts -- list | export | erase | purge | retry | backup | restore`
 * (see cli/args.ts). `run(argv, io)` is the whole CLI, callable in-process (the tests do);
 * cli/main.ts runs it as a process.
 */
import { activeChannels } from "../app/storage/requests/lead-status";
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { loadEnv, type Env } from "../app/platform/env.server";
import { openDatabase, sqliteFileName, type Db } from "../app/storage/platform/database.server";
import { parseCommand, UsageError, type Command } from "./args";
import { toCsv } from "../lib/csv";
import { audit } from "../app/storage/operators/desk-audit-store.server";
import { findOperatorByEmail, listOperators } from "../app/storage/operators/desk-store.server";
import { inviteOperator, removeOperator } from "../app/storage/operators/desk-enrolment-store.server";
import { listPasskeys, revokePasskey } from "../app/storage/operators/passkeys-store.server";
import { eraseContact, purgeOlderThan } from "../app/contact/erasure.server";
import { exportPerson } from "../app/contact/person-export.server";
import { restoreSqlite, RestoreRefused } from "../app/storage/platform/restore.server";
import { visitReport } from "../app/visits/report.server";
import { workingClock } from "../app/platform/working-time.server";
import { printReport } from "./report-text";
import { backupSqlite } from "../app/storage/requests/retention-store.server";
import { csvHeader, csvRow, listContacts, type ContactRecord } from "../app/storage/requests/records-store.server";
import { releaseSpam } from "../app/storage/requests/spam-review-store.server";
import { requeueFailed } from "../app/storage/conversation/outbox-store.server";
import { reasonWords } from "../app/contact/spam/reason-words";
import { exportContent, importContent } from "./content";

/** Where the CLI reads its configuration and writes: a process's, or a test's. */
export interface CliIo {
  /** Standard output: the listing or export only. */
  out(text: string): void;
  /** Standard error: status lines and refusals. */
  err(text: string): void;
  env: Record<string, string | undefined>;
  /** The directory relative paths are taken from when INIT_CWD does not say (npm run sets it). */
  cwd: string;
}

/** The process's own streams and environment. */
export const processIo: CliIo = {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
  env: process.env,
  cwd: process.cwd(),
};

/** The run in progress: its io and the exit code it will end with. */
let io: CliIo = processIo;
let exitCode = 0;
const say = (...parts: unknown[]) => io.out(`${parts.join(" ")}\n`);
const warn = (...parts: unknown[]) => io.err(`${parts.join(" ")}\n`);

/** Ends the run with this exit code (what process.exit was, without ending the caller's process). */
class Exit extends Error {
  constructor(readonly code: number) {
    super(`exit ${code}`);
  }
}
import { purgePageViewsBefore } from "../app/storage/visits/visit-store.server";
import { firstDayKept } from "../app/visits/report.server";

/**
 * Control characters (C0, DEL, C1 such as U+009B, which a terminal reads as an escape sequence)
 * and bidirectional controls, shown as \u{…} instead of reaching the terminal.
 */
// eslint-disable-next-line no-control-regex
const unprintable = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]/g;
function escapeControls(text: string): string {
  return text.replace(unprintable, (c) => `\\u{${c.codePointAt(0)!.toString(16).padStart(4, "0")}}`);
}

/** JSON for a terminal: what JSON.stringify leaves raw (C1, bidi, separators) as \uXXXX escapes, still valid JSON. */
// JSON.stringify escapes C0 itself; the line breaks left are the layout's.
const unprintableInJson = /[\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]/g;
function safeJson(value: unknown): string {
  return JSON.stringify(value, null, 2).replace(unprintableInJson, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/**
 * A path as the operator typed it, from the directory they typed it in: `npm run` moves to the
 * project root and says where the caller was in INIT_CWD.
 */
function callerPath(path: string): string {
  return resolve(io.env.INIT_CWD || io.cwd, path);
}

function oneLine(text: string, max: number): string {
  const flat = escapeControls(text.replace(/\s+/g, " ").trim());
  const chars = Array.from(flat);
  return chars.length > max ? `${chars.slice(0, max - 1).join("")}…` : flat;
}

function printTable(records: ContactRecord[]) {
  if (records.length === 0) {
    say("No contact requests.");
    return;
  }
  for (const r of records) {
    const mail = r.notifications.length ? r.notifications.map((n) => `${n.channel} ${n.status}`).join(", ") : "not notified";
    say(
      `${r.id}  ${r.createdAt}  ${r.status.padEnd(9)}  ${r.leadStatus.padEnd(7)}  ${mail.padEnd(12)}  ${r.language}  ${(r.package ?? "-").padEnd(12)}  ${oneLine(r.firstName, 24)} <${escapeControls(r.email)}>  ${oneLine(r.message, 60)}`,
    );
    // A caught request's reasons, in words, on the line below it.
    if (r.spamReasons.length) say(`    caught: ${r.spamReasons.map((reason) => escapeControls(reasonWords(reason, "en"))).join("; ")}`);
  }
  say(`${records.length} request(s).`);
}

async function restore(env: ReturnType<typeof loadEnv>, from: string) {
  if (env.databaseUrl) {
    warn("contacts: restore replaces the SQLite database; for PostgreSQL use pg_restore (see docs/operations.md).");
    throw new Exit(2);
  }
  try {
    const done = await restoreSqlite(env.dataDir, callerPath(from));
    say(
      `Restored ${done.requests} request(s) from ${callerPath(from)} into ${done.file}.` +
        (done.replacedCopy
          ? ` The database it replaced is kept as ${done.replacedCopy} (erase and purge cover it; delete it once you no longer need it).`
          : "") +
        " Start the server.",
    );
  } catch (error) {
    if (!(error instanceof RestoreRefused)) throw error;
    warn(`contacts: ${error.message}`);
    throw new Exit(error.code);
  }
}

async function listCommand(db: Db, env: Env, command: Extract<Command, { command: "list" }>) {
  const records = await listContacts(db, { leadStatus: command.status });
  if (command.json) say(safeJson(records));
  else printTable(records);
}

async function releaseCommand(db: Db, env: Env, command: Extract<Command, { command: "release" }>) {
  // The running server's outbox worker sends what this queues (it polls the outbox).
  const result = await releaseSpam(db, command.requestId, activeChannels(Boolean(env.webhook)), new Date(), { receipt: env.receiptMail });
  if (result === "released") {
    say(`Released ${command.requestId}: it is a new lead now and its notification is queued; the running server sends it within seconds.`);
  } else {
    warn(
      result === "not-found"
        ? `contacts: no request ${escapeControls(command.requestId)}.`
        : `contacts: request ${escapeControls(command.requestId)} is not marked as spam; nothing queued.`,
    );
    exitCode = 1;
  }
}

async function exportCommand(db: Db, env: Env, command: Extract<Command, { command: "export" }>) {
  if ("email" in command) {
    // The right of access: one person's data, one JSON document; the audit says it was exported.
    const document = await exportPerson(db, env.dataDir, command.email, { operator: null });
    io.out(`${safeJson(document)}\n`);
    warn(`Exported ${document.requests.length} request(s) held for ${escapeControls(document.address)}; the audit records it.`);
    return;
  }
  const records = await listContacts(db);
  io.out(command.format === "json" ? `${safeJson(records)}\n` : toCsv(csvHeader, records.map(csvRow)));
}

async function reportCommand(db: Db, env: Env, command: Extract<Command, { command: "report" }>) {
  const report = await visitReport(db, command.days, new Date(), workingClock(env.workingHours, env.workingHolidays));
  if (command.json) say(JSON.stringify(report, null, 2));
  else printReport(report, say, oneLine);
}

async function eraseCommand(db: Db, env: Env, command: Extract<Command, { command: "erase" }>) {
  const d = await eraseContact(db, env.dataDir, command.email);
  say(`Erased ${d.requests} request(s), ${d.notifications} notification(s) and ${d.mailFiles} mail file(s) for ${command.email}.`);
}

async function retryCommand(db: Db, env: Env, command: Extract<Command, { command: "retry" }>) {
  const n = await requeueFailed(db, "requestId" in command ? { requestId: command.requestId } : "all-failed");
  say(`Queued ${n} failed deliver${n === 1 ? "y" : "ies"} again; the running server sends ${n === 1 ? "it" : "them"} within seconds.`);
}

async function backupCommand(db: Db, env: Env, command: Extract<Command, { command: "backup" }>) {
  if (db.dialect !== "sqlite") {
    warn("contacts: backup copies the SQLite database; for PostgreSQL use pg_dump (see docs/operations.md).");
    exitCode = 2;
    return;
  }
  const to = callerPath(command.to);
  if (existsSync(to)) {
    warn(`contacts: ${to} exists already; choose a new file.`);
    exitCode = 2;
    return;
  }
  // VACUUM INTO writes a consistent, compact copy while the server keeps writing.
  await backupSqlite(db, to);
  say(`Backed up the database to ${to}. Restore: npm run contacts -- restore --from ${to}`);
}

async function inviteCommand(db: Db, env: Env, command: Extract<Command, { command: "invite" }>) {
  const { operator, token, expiresAt, created, revoked } = await inviteOperator(db, {
    email: command.email,
    name: command.name,
    language: command.language,
  });
  warn(`${created ? "Invited" : "New enrolment link for"} ${operator.name} <${operator.email}>; the link works once, until ${expiresAt}:`);
  if (revoked) warn(`Their ${revoked} earlier unused link${revoked === 1 ? " no longer works" : "s no longer work"}.`);
  say(`${env.deskOrigin}/desk/enrol/${token}`);
}

async function operatorsCommand(db: Db, env: Env, command: Extract<Command, { command: "operators" }>) {
  if (command.action === "list") {
    const operators = await listOperators(db);
    if (operators.length === 0) say("No operators. Invite one: npm run contacts -- invite --email ADDRESS");
    for (const o of operators) {
      say(`${o.email}  ${o.name}  ${o.language}  passkeys: ${o.passkeys}  sessions: ${o.sessions}  since ${o.createdAt}`);
    }
  } else if (command.action === "passkeys" || command.action === "revoke") {
    const operator = await findOperatorByEmail(db, command.email);
    if (!operator) {
      warn(`contacts: no operator with the address ${command.email}.`);
      exitCode = 2;
      return;
    }
    const passkeys = await listPasskeys(db, operator.id);
    if (command.action === "passkeys") {
      if (passkeys.length === 0) say(`${operator.name} has no passkey. A new link: npm run contacts -- invite --email ${operator.email}`);
      for (const p of passkeys) {
        say(
          `${p.id}  ${oneLine(p.device ?? "device not named", 30).padEnd(30)}  created ${p.createdAt}  last used ${p.lastUsedAt ?? "never"}`,
        );
      }
      return;
    }
    // The whole id, or enough of its start to name one passkey.
    const matches = passkeys.filter((p) => p.id === command.passkey || (command.passkey.length >= 8 && p.id.startsWith(command.passkey)));
    if (matches.length !== 1) {
      warn(
        matches.length === 0
          ? `contacts: ${operator.name} has no passkey ${escapeControls(command.passkey)}; list them with: npm run contacts -- operators passkeys --email ${operator.email}`
          : `contacts: ${escapeControls(command.passkey)} names ${matches.length} passkeys of ${operator.name}; give more of the id.`,
      );
      exitCode = 2;
      return;
    }
    const passkey = matches[0]!;
    const revoked = await revokePasskey(db, operator.id, passkey.id);
    if (!revoked) {
      warn(`contacts: the passkey ${passkey.id} was removed meanwhile.`);
      exitCode = 2;
      return;
    }
    await audit(db, {
      operator: null,
      action: "passkey removed",
      detail: `${operator.name}: ${passkey.device ?? "unnamed device"}; ${revoked.sessions} session(s) ended`,
    });
    say(
      `Revoked ${operator.name}'s passkey ${passkey.id} (${passkey.device ?? "device not named"}): it no longer signs in, and ${revoked.sessions} session(s) it opened have ended.`,
    );
  } else {
    const removed = await removeOperator(db, command.email);
    if (!removed) {
      warn(`contacts: no operator with the address ${command.email}.`);
      exitCode = 2;
    } else say(`Removed ${removed.name} <${removed.email}>: their passkeys, links and sessions are gone.`);
  }
}

async function purgeCommand(db: Db, env: Env, command: Extract<Command, { command: "purge" }>) {
  const d = await purgeOlderThan(db, env.dataDir, command.olderThanDays);
  const views = await purgePageViewsBefore(db, firstDayKept(new Date(), command.olderThanDays));
  say(
    `Purged ${d.requests} request(s), ${d.notifications} notification(s), ${d.mailFiles} mail file(s) and ${views} daily page-view count(s) older than ${command.olderThanDays} day(s).`,
  );
}

async function execute(command: Command) {
  const env = loadEnv(io.env);
  if (command.command === "restore") return restore(env, command.from);
  const file = join(env.dataDir, sqliteFileName);
  if (!env.databaseUrl && !existsSync(file)) {
    // Opening would create an empty database and report success on nothing.
    warn(`contacts: no database at ${file}: check DATA_DIR (or set DATABASE_URL); the server creates it at its first start.`);
    throw new Exit(1);
  }
  const db = await openDatabase({ dataDir: env.dataDir, databaseUrl: env.databaseUrl });
  try {
    switch (command.command) {
      case "list":
        return await listCommand(db, env, command);
      case "release":
        return await releaseCommand(db, env, command);
      case "export":
        return await exportCommand(db, env, command);
      case "report":
        return await reportCommand(db, env, command);
      case "erase":
        return await eraseCommand(db, env, command);
      case "retry":
        return await retryCommand(db, env, command);
      case "backup":
        return await backupCommand(db, env, command);
      case "invite":
        return await inviteCommand(db, env, command);
      case "operators":
        return await operatorsCommand(db, env, command);
      case "purge":
        return await purgeCommand(db, env, command);
      case "content":
        exitCode = await (command.action === "export" ? exportContent : importContent)(
          db,
          callerPath(command.action === "export" ? command.to : command.from),
          { say, warn },
        );
        return;
    }
  } finally {
    await db.close();
  }
}

/**
 * The CLI on `argv` (the words after `contacts`): its exit code. Standard output carries the
 * listing or export only; status lines go to standard error.
 */
export async function run(argv: string[], using: CliIo = processIo): Promise<number> {
  io = using;
  exitCode = 0;
  let command: Command;
  try {
    command = parseCommand(argv);
  } catch (error) {
    warn(error instanceof UsageError ? error.message : String(error));
    return /^(help|--help|-h)$/.test(argv[0] ?? "") ? 0 : 2;
  }
  try {
    await execute(command);
    return exitCode;
  } catch (error) {
    if (error instanceof Exit) return error.code;
    warn(`contacts: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}
