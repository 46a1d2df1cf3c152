import { loadEnv, type Env } from "~/platform/env.server";

/**
 * The configuration of services a test runs in its own process: `vars` as the server would parse
 * them, at the tests' log level (silent unless `LOG_LEVEL` is set for the run; vitest.config.ts),
 * with no visitor's receipt unless `RECEIPT_MAIL` is given, and no weekly mail to the owner unless
 * `WEEKLY_REPORT` is (a run on a Monday morning would add one to the mails a test counts), as the
 * test servers (support/server.ts).
 */
export function testEnv(vars: Record<string, string | undefined>): Env {
  return loadEnv({ LOG_LEVEL: process.env.LOG_LEVEL, RECEIPT_MAIL: "false", WEEKLY_REPORT: "false", ...vars });
}
