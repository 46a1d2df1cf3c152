/** The operator CLI: `npm run contacts -- list | export | erase | purge | backup` (see cli/args.ts). */
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { loadEnv } from "../app/services/env.server";
import { openDatabase, sqliteFileName } from "../app/services/storage/database.server";
import { parseCommand, UsageError, type Command } from "./args";
import { toCsv } from "./csv";
import { eraseContact, purgeOlderThan } from "../app/services/erasure.server";
import {
  backupSqlite,
  csvHeader,
  csvRow,
  listContacts,
  requeueFailed,
  type ContactRecord,
} from "../app/services/storage/contact-store.server";

/**
 * A path as the operator typed it, from the directory they typed it in: `npm run` moves to the
 * project root and says where the caller was in INIT_CWD.
 */
function callerPath(path: string): string {
  return resolve(process.env.INIT_CWD || process.cwd(), path);
}

function oneLine(text: string, max: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

function printTable(records: ContactRecord[]) {
  if (records.length === 0) {
    console.log("No contact requests.");
    return;
  }
  for (const r of records) {
    const mail = r.notifications.length ? r.notifications.map((n) => `${n.channel} ${n.status}`).join(", ") : "not notified";
    console.log(
      `${r.createdAt}  ${r.status.padEnd(9)}  ${mail.padEnd(12)}  ${r.language}  ${(r.package ?? "-").padEnd(12)}  ${oneLine(r.firstName, 24)} <${r.email}>  ${oneLine(r.message, 60)}`,
    );
  }
  console.log(`${records.length} request(s).`);
}

async function run(command: Command) {
  const env = loadEnv();
  const file = join(env.dataDir, sqliteFileName);
  if (!env.databaseUrl && !existsSync(file)) {
    // Opening would create an empty database and report success on nothing.
    console.error(`contacts: no database at ${file}: check DATA_DIR (or set DATABASE_URL); the server creates it at its first start.`);
    process.exit(1);
  }
  const db = await openDatabase({ dataDir: env.dataDir, databaseUrl: env.databaseUrl });
  try {
    switch (command.command) {
      case "list": {
        const records = await listContacts(db);
        if (command.json) console.log(JSON.stringify(records, null, 2));
        else printTable(records);
        break;
      }
      case "export": {
        const records = await listContacts(db);
        process.stdout.write(
          command.format === "json" ? `${JSON.stringify(records, null, 2)}\n` : toCsv(csvHeader, records.map(csvRow)),
        );
        break;
      }
      case "erase": {
        const d = await eraseContact(db, env.dataDir, command.email);
        console.log(`Erased ${d.requests} request(s), ${d.notifications} notification(s) and ${d.mailFiles} mail file(s) for ${command.email}.`);
        break;
      }
      case "retry": {
        const n = await requeueFailed(db, "requestId" in command ? { requestId: command.requestId } : "all-failed");
        console.log(`Queued ${n} failed deliver${n === 1 ? "y" : "ies"} again; the running server sends ${n === 1 ? "it" : "them"} within seconds.`);
        break;
      }
      case "backup": {
        if (db.dialect !== "sqlite") {
          console.error("contacts: backup copies the SQLite database; for PostgreSQL use pg_dump (see the README).");
          process.exitCode = 2;
          break;
        }
        const to = callerPath(command.to);
        if (existsSync(to)) {
          console.error(`contacts: ${to} exists already; choose a new file.`);
          process.exitCode = 2;
          break;
        }
        // VACUUM INTO writes a consistent, compact copy while the server keeps writing.
        await backupSqlite(db, to);
        console.log(`Backed up the database to ${to}. Restore: npm run contacts -- restore --from ${to}`);
        break;
      }
      case "purge": {
        const d = await purgeOlderThan(db, env.dataDir, command.olderThanDays);
        console.log(
          `Purged ${d.requests} request(s), ${d.notifications} notification(s) and ${d.mailFiles} mail file(s) older than ${command.olderThanDays} day(s).`,
        );
        break;
      }
    }
  } finally {
    await db.close();
  }
}

// Standard output carries the listing or export only; status lines go to standard error.
console.info = (...args: unknown[]) => console.error(...args);

let command: Command;
try {
  command = parseCommand(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof UsageError ? error.message : String(error));
  process.exit(/^(help|--help|-h)$/.test(process.argv[2] ?? "") ? 0 : 2);
}
try {
  await run(command);
} catch (error) {
  console.error(`contacts: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
