/**
 * The desk's production server on a fresh SQLite database, its mails at an SMTP sink of the test's
 * own: the setup of the desk's reply and composer flows (desk-reply.e2e.ts, desk-composer.e2e.ts).
 * Apart from desk.ts because it registers Vitest hooks, and the benches import desk.ts outside Vitest.
 */
import { afterAll, beforeAll } from "vitest";
import { testDatabase, type TestDatabase } from "./databases";
import { startDeskServer, type DeskData, type DeskWhere } from "./desk";
import type { RunningServer } from "./server";
import { smtpSink, type SmtpSink } from "./smtp";

export interface DeskWithMail {
  database: TestDatabase;
  sink: SmtpSink;
  server: RunningServer;
  origin: string;
  where: DeskWhere;
}

/**
 * Call it inside a `describe`: it registers the `beforeAll` (`seed` runs on the database before the
 * server starts, so the server's first housekeeping round finds what was seeded) and the `afterAll`;
 * the fields are set once `beforeAll` ran. The agency's address is `mailTo`.
 */
export function deskWithMail(
  mailTo: string,
  settings: Record<string, string> = {},
  seed: (data: DeskData) => Promise<void> = async () => {},
): DeskWithMail {
  const live = {} as DeskWithMail;
  beforeAll(async () => {
    [live.sink, live.database] = await Promise.all([smtpSink(), testDatabase("sqlite")]);
    await seed(live.database);
    ({ server: live.server, origin: live.origin } = await startDeskServer(live.database, {
      SMTP_URL: live.sink.url,
      MAIL_TO: mailTo,
      MAIL_FROM: "Website <site@agency.example>",
      ...settings,
    }));
    live.where = { dataDir: live.database.dataDir, databaseUrl: live.database.databaseUrl, deskOrigin: live.origin };
  });
  afterAll(async () => {
    await live.server?.stop();
    await live.database?.drop();
    await live.sink?.stop();
  });
  return live;
}
