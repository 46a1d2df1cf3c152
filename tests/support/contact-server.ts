/**
 * The production server on one database with a real SMTP sink, posted to as a person's browser
 * behind the proxy posts (a fill-time token served `tokenAge` seconds before, the client's address
 * in X-Forwarded-For): the setup of the contact tests that read the stored rows and the mails
 * (receipts, their bounds, the filter's middle tier). Call it inside a `describe`: it registers
 * the `beforeAll` that starts everything and the `afterAll` that stops it, and the returned
 * object's fields are set once `beforeAll` ran.
 */
import { afterAll, beforeAll } from "vitest";
import { openDatabase, type Db } from "~/storage/platform/database.server";
import { testDatabase, type Backend, type TestDatabase } from "./databases";
import { tokenField } from "./form-token";
import { startServer, type RunningServer } from "./server";
import { smtpSink, type ReceivedMail, type SmtpSink } from "./smtp";

/**
 * The settings of a server that sends visitors' receipts: the agency's addresses, X-Forwarded-For
 * trusted, and DNS that nothing answers (the mail-domain and sending checks fail fast and harmlessly).
 */
export const receiptSettings = {
  MAIL_TO: "Northwave <hello@agency.test>",
  MAIL_FROM: "Northwave website <site@agency.test>",
  RECEIPT_MAIL: "true",
  TRUST_PROXY: "true",
  MAIL_DNS_SERVERS: "127.0.0.1:9",
  SENDING_CHECK_DNS: "127.0.0.1:9",
} as const;

/** A visitor's receipt, as the server marks it (RFC 3834). */
export const isReceipt = (m: ReceivedMail) => m.headers.get("auto-submitted") === "auto-replied";

export interface ContactServer {
  database: TestDatabase;
  smtp: SmtpSink;
  server: RunningServer;
  /** The server's database, opened by the test to read what was stored. */
  db: Db;
  /** Posts the contact form from `ip`, with a token served `tokenAge` seconds before (30 by default). */
  post(fields: Record<string, string>, ip: string, tokenAge?: number): Promise<Response>;
}

export function contactServerOn(backend: Backend, settings: Record<string, string>): ContactServer {
  const live = {
    post(fields: Record<string, string>, ip: string, tokenAge = 30) {
      return fetch(`${live.server.url}/contact`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: live.server.url, "X-Forwarded-For": ip },
        body: new URLSearchParams({ ...tokenField(live.server.dataDir, tokenAge), ...fields }),
      });
    },
  } as ContactServer;
  beforeAll(async () => {
    live.database = await testDatabase(backend);
    [live.smtp, live.db] = await Promise.all([smtpSink(), openDatabase(live.database)]);
    live.server = await startServer({
      DATA_DIR: live.database.dataDir,
      ...(live.database.databaseUrl ? { DATABASE_URL: live.database.databaseUrl } : {}),
      SMTP_URL: live.smtp.url,
      ...settings,
    });
  });
  afterAll(async () => {
    await live.server?.stop();
    await live.db?.close();
    await live.smtp?.stop();
    await live.database?.drop();
  });
  return live;
}
