/**
 * `npm run bench:contact`: accepted contact submissions per second and p50/p99 latency of the
 * service layer (validation, rate-limit count, request + outbox rows in one transaction), on
 * SQLite and, when TEST_DATABASE_URL is set, on PostgreSQL. The outbox worker runs meanwhile and
 * writes .eml files, as `npm start` does with nothing configured. Figures, not a test.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { en } from "../../app/contact/copy/en";
import { validateContact } from "../../app/contact/schema";
import { loadEnv } from "../../app/platform/env.server";
import { startServices } from "../../server/services";
import { percentile } from "../support/bench-report";
import { startServer } from "../support/server";
import { tokenField } from "../support/form-token";

const total = Number(process.env.BENCH_SUBMISSIONS ?? 2000);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 16);

/** One run's line: what was sent, how many were accepted and how fast, latency percentiles. */
function report(name: string, what: string, accepted: number, seconds: number, latencies: number[]): void {
  latencies.sort((a, b) => a - b);
  console.log(
    `${name.padEnd(10)} ${total} ${what}, concurrency ${concurrency}: ${accepted} accepted, ` +
      `${(accepted / seconds).toFixed(0)} accepted/s, p50 ${percentile(latencies, 50).toFixed(2)} ms, ` +
      `p99 ${percentile(latencies, 99).toFixed(2)} ms`,
  );
}

async function bench(name: string, env: Record<string, string | undefined>) {
  const services = await startServices(loadEnv({ ...env, CONTACT_RATE_LIMIT: String(total * 2) }));
  const latencies: number[] = [];
  let accepted = 0;
  let next = 0;
  // Warm-up: connect and migrate.
  await services.contact.submit(
    { firstName: "Warm", email: "warm@example.com", message: "Warming up the pipeline." },
    { language: "en", clientIp: "127.0.0.1" },
  );
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        const i = next++;
        const t0 = performance.now();
        const v = validateContact(en.errors, {
          firstName: `Visitor ${i}`,
          email: `visitor${i}@example.com`,
          message: `Benchmark message number ${i}, long enough to be valid.`,
        });
        if (!v.success) throw new Error("invalid benchmark input");
        const outcome = await services.contact.submit(v.data, { language: "en", clientIp: `10.1.${i % 250}.${i % 200}` });
        latencies.push(performance.now() - t0);
        if (outcome.kind === "stored") accepted++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  await services.close();
  report(name, "submissions", accepted, seconds, latencies);
}

/**
 * The same through the production server over loopback HTTP: the form post as a browser without
 * JavaScript sends it (Origin check, body limit, React Router action, server-rendered answer).
 * Needs a build. Every post comes from 127.0.0.1, so the per-IP limit is raised for the run.
 */
async function benchHttp(name: string, env: Record<string, string>) {
  const server = await startServer({ ...env, CONTACT_RATE_LIMIT: String(total * 2) });
  const latencies: number[] = [];
  let accepted = 0;
  let next = 0;
  const post = (i: number) =>
    fetch(`${server.url}/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
      body: new URLSearchParams({
        firstName: `Visitor ${i}`,
        email: `http${i}@example.com`,
        message: `Benchmark message number ${i}, long enough to be valid.`,
        ...tokenField(server.dataDir),
      }),
    });
  try {
    await (await post(-1)).arrayBuffer();
    const started = performance.now();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < total) {
          const i = next++;
          const t0 = performance.now();
          const res = await post(i);
          await res.arrayBuffer();
          latencies.push(performance.now() - t0);
          if (res.status === 200) accepted++;
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    report(name, "HTTP posts", accepted, seconds, latencies);
  } finally {
    await server.stop();
  }
}

async function main() {
  console.log(`Node ${process.version}, ${availableParallelism()} CPUs`);
  const quiet = console.info;
  console.info = () => {};
  const dir = mkdtempSync(join(tmpdir(), "bench-contact-"));
  try {
    await bench("SQLite", { DATA_DIR: join(dir, "sqlite") });
    await benchHttp("SQLite", { DATA_DIR: join(dir, "sqlite-http") });
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (adminUrl) {
      const name = `bench_contact_${process.pid}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`create database "${name}"`);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      try {
        await bench("PostgreSQL", { DATA_DIR: join(dir, "pg"), DATABASE_URL: url.toString() });
        await benchHttp("PostgreSQL", { DATA_DIR: join(dir, "pg-http"), DATABASE_URL: url.toString() });
      } finally {
        await admin.query(`drop database if exists "${name}" with (force)`);
        await admin.end();
      }
    } else {
      console.log("PostgreSQL: skipped (set TEST_DATABASE_URL)");
    }
  } finally {
    console.info = quiet;
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
