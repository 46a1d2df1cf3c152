import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";

/** A fresh, empty database: a SQLite DATA_DIR, or a new PostgreSQL database beside TEST_DATABASE_URL. */
export interface TestDatabase {
  dataDir: string;
  databaseUrl?: string;
  drop(): Promise<void>;
}

/**
 * Whether the PostgreSQL cases run: with TEST_DATABASE_URL, and always under CI (CI=true), where a
 * missing TEST_DATABASE_URL then fails each case ("TEST_DATABASE_URL is not set") instead of
 * skipping it in silence.
 */
export const postgresEnabled = Boolean(process.env.TEST_DATABASE_URL) || isCi();

function isCi(): boolean {
  const ci = process.env.CI?.toLowerCase();
  return ci !== undefined && ci !== "" && ci !== "false" && ci !== "0";
}

export const backends = [
  { name: "sqlite", enabled: true },
  { name: "postgres", enabled: postgresEnabled },
] as const;

export type Backend = (typeof backends)[number]["name"];

export async function testDatabase(backend: Backend): Promise<TestDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), "contact-it-"));
  if (backend === "sqlite") return { dataDir, drop: async () => {} };
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set: the PostgreSQL cases need it under CI (.ci/run sets it)");
  const name = `contact_it_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    dataDir,
    databaseUrl: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists "${name}" with (force)`);
      await c.end();
    },
  };
}
