import { randomUUID } from "node:crypto";
import type { Browser, BrowserContextOptions, Locator, Page } from "playwright-core";
import type { HeardFrom } from "~/storage/requests/attribution";
import type { PackageId } from "~/content/packages";
import type { Locale } from "~/i18n/locale";
import { formatReference, referenceDay } from "~/storage/requests/reference";
import { sessionCookie } from "~/access/passkeys.server";
import { audit } from "~/storage/operators/desk-audit-store.server";
import { createSession } from "~/storage/operators/desk-sessions-store.server";
import { findOperatorByEmail, sha256 } from "~/storage/operators/desk-store.server";
import { inviteOperator } from "~/storage/operators/desk-enrolment-store.server";
import { openDatabase, type Db } from "~/storage/platform/database.server";
import { openPage } from "./browser";
import { testDatabase, type Backend } from "./databases";
import { freePort, startServer, type RunningServer } from "./server";
import { run as runCli } from "../../cli/contacts";

/** Where a test server keeps its data: a SQLite DATA_DIR, or a PostgreSQL URL beside it. */
export interface DeskData {
  dataDir: string;
  databaseUrl?: string;
}

/** That data, and the origin the desk's server answers at (the enrolment links' origin). */
export type DeskWhere = DeskData & { deskOrigin: string };

/** The production server with the desk on a fresh database, as the desk's end-to-end tests run it. */
export interface DeskServer {
  server: RunningServer;
  /** The desk's origin, for the browser; Node's fetch goes to `server.url`, the address it listens on. */
  origin: string;
  where: DeskWhere;
  /** Stops the server, then drops its database. */
  stop: () => Promise<void>;
}

/**
 * Starts the production server on a fresh database of this backend, its desk at
 * http://localhost:PORT: WebAuthn needs a domain for its relying party, not 127.0.0.1.
 */
export async function startDesk(backend: Backend, env: Record<string, string> = {}): Promise<DeskServer> {
  const database = await testDatabase(backend);
  try {
    const { server, origin } = await startDeskServer(database, env);
    return {
      server,
      origin,
      where: { dataDir: database.dataDir, databaseUrl: database.databaseUrl, deskOrigin: origin },
      stop: async () => {
        await server.stop();
        await database.drop();
      },
    };
  } catch (error) {
    await database.drop();
    throw error;
  }
}

/** The production server on this data, its desk at http://localhost:PORT (see startDesk). */
export async function startDeskServer(
  data: DeskData,
  env: Record<string, string> = {},
): Promise<{ server: RunningServer; origin: string }> {
  // WebAuthn's origin names the port, so the port is picked before the start (startServer's "pick").
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const origin = `http://localhost:${port}`;
    try {
      const server = await startServer({
        PORT: String(port),
        DATA_DIR: data.dataDir,
        DESK_ORIGIN: origin,
        ...(data.databaseUrl ? { DATABASE_URL: data.databaseUrl } : {}),
        ...env,
      });
      return { server, origin };
    } catch (error) {
      // Another process took the port between the pick and the start: pick again.
      if (attempt === 5 || !String(error).includes(`PORT ${port} is already in use`)) throw error;
    }
  }
}

export async function withDb<T>(where: DeskData, work: (db: Db) => Promise<T>): Promise<T> {
  const db = await openDatabase({ dataDir: where.dataDir, databaseUrl: where.databaseUrl });
  try {
    return await work(db);
  } finally {
    await db.close();
  }
}

/**
 * `npm run contacts -- …` as an operator types it, against this data: the CLI's `run`, in this
 * process (a process of its own cost seconds each, compiling the CLI again; the process itself is
 * tested in tests/integration/contacts-cli.test.ts). The CLI keeps its output and exit code in
 * module state, so calls made at once (Promise.all) run one after the other.
 */
export async function contactsCli(where: DeskData & { deskOrigin?: string }, args: string[]) {
  const env: Record<string, string | undefined> = { ...process.env, DATA_DIR: where.dataDir, DATABASE_URL: where.databaseUrl };
  if (where.deskOrigin) env.DESK_ORIGIN = where.deskOrigin;
  let stdout = "";
  let stderr = "";
  const call = cliTurn.then(() =>
    runCli(args, {
      out: (text) => void (stdout += text),
      err: (text) => void (stderr += text),
      env,
      cwd: process.cwd(),
    }),
  );
  cliTurn = call.catch(() => undefined);
  const code = await call;
  return { code, stdout, stderr };
}

/** The end of the last contactsCli call: the next one starts after it. */
let cliTurn: Promise<unknown> = Promise.resolve();

/** The enrolment link `contacts invite` prints (`more`: further options, such as `--language fr`). */
export async function invite(where: DeskWhere, email: string, name?: string, more: string[] = []): Promise<string> {
  const result = await contactsCli(where, ["invite", "--email", email, ...(name ? ["--name", name] : []), ...more]);
  const link = result.stdout.trim().split("\n").at(-1) ?? "";
  if (result.code !== 0 || !link.includes("/desk/enrol/")) throw new Error(`invite failed: ${result.stderr}${result.stdout}`);
  return link;
}

export interface SeedLead {
  firstName: string;
  email: string;
  message: string;
  language?: Locale;
  package?: PackageId | null;
  createdAt?: Date;
  leadStatus?: "new" | "later" | "replied" | "won" | "lost" | "spam";
  /** Its first reply: when, and the operator (by name) who sent it. None: never answered. */
  firstReply?: { at: Date; by: string };
  /** A webhook delivery that failed for good (for the Retry button). */
  failedWebhook?: boolean;
  /** Its number of the day: the short reference (`NW-DDMM-NNN`) the form would have given it. None: no reference. */
  referenceNumber?: number;
  /** Where the lead came from (the columns the contact form fills when it knows). */
  attribution?: Partial<
    Record<"utm_source" | "utm_medium" | "utm_campaign" | "utm_term" | "utm_content" | "referrer_host" | "landing_path", string>
  > & {
    heard_from?: HeardFrom;
  };
}

/** Leads stored as the contact form stores them (with a sent mail delivery). */
export async function seedLeads(where: DeskData, leads: SeedLead[]): Promise<string[]> {
  return withDb(where, async (db) => {
    const ids: string[] = [];
    for (const lead of leads) {
      const id = randomUUID();
      const at = (lead.createdAt ?? new Date()).toISOString();
      await db.kysely
        .insertInto("contact_requests")
        .values({
          id,
          first_name: lead.firstName,
          email: lead.email,
          email_key: lead.email.toLowerCase(),
          message: lead.message,
          language: lead.language ?? "en",
          package: lead.package ?? null,
          status: "accepted",
          lead_status: lead.leadStatus ?? "new",
          ip_hash: "test",
          created_at: at,
          ...(lead.firstReply ? { first_reply_at: lead.firstReply.at.toISOString(), first_reply_by: lead.firstReply.by } : {}),
          ...lead.attribution,
          ...(lead.referenceNumber
            ? {
                reference: formatReference(referenceDay(new Date(at)), lead.referenceNumber),
                reference_day: referenceDay(new Date(at)),
                reference_number: lead.referenceNumber,
              }
            : {}),
        })
        .execute();
      await db.kysely
        .insertInto("contact_notifications")
        .values({
          id: randomUUID(),
          request_id: id,
          channel: "mail",
          status: "sent",
          attempts: 1,
          next_attempt_at: at,
          locked_until: null,
          last_error: null,
          created_at: at,
          sent_at: at,
        })
        .execute();
      if (lead.failedWebhook) {
        await db.kysely
          .insertInto("contact_notifications")
          .values({
            id: randomUUID(),
            request_id: id,
            channel: "webhook",
            status: "failed",
            attempts: 3,
            next_attempt_at: at,
            locked_until: null,
            last_error: "HTTP 404",
            created_at: at,
            sent_at: null,
          })
          .execute();
      }
      ids.push(id);
    }
    return ids;
  });
}

/**
 * Moves a desk session's stored clock back, as if it had been made `createdAgoMs` ago and last
 * used `lastSeenAgoMs` ago. `cookieValue` is the session cookie's value (only its hash is stored).
 */
export async function ageSession(
  where: DeskData,
  cookieValue: string,
  ages: { createdAgoMs: number; lastSeenAgoMs: number },
): Promise<void> {
  const now = Date.now();
  const updated = await withDb(where, (db) =>
    db.kysely
      .updateTable("desk_sessions")
      .set({ created_at: new Date(now - ages.createdAgoMs).toISOString(), last_seen_at: new Date(now - ages.lastSeenAgoMs).toISOString() })
      .where("id_hash", "=", sha256(cookieValue))
      .executeTakeFirst(),
  );
  if (Number(updated.numUpdatedRows) !== 1) throw new Error("no such desk session");
}

/** Whether the desk session behind this cookie value is still stored. */
export async function sessionStored(where: DeskData, cookieValue: string): Promise<boolean> {
  const row = await withDb(where, (db) =>
    db.kysely.selectFrom("desk_sessions").select("id_hash").where("id_hash", "=", sha256(cookieValue)).executeTakeFirst(),
  );
  return Boolean(row);
}

/** A passkey authenticator in this page's browser (the DevTools WebAuthn domain). */
export async function addVirtualAuthenticator(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

/**
 * Enrols with an invitation link (`invite`) in a phone-sized page of its own that has a passkey
 * authenticator: the page, signed in on the inbox.
 */
export async function enrolWithPasskey(browser: Browser, link: string): Promise<Page> {
  const page = await openPage(browser, { viewport: { width: 390, height: 844 } });
  await addVirtualAuthenticator(page);
  await page.goto(link);
  await page.getByRole("button", { name: "Create a passkey" }).click();
  await page.waitForURL(`${new URL(link).origin}/desk`);
  return page;
}

/** Signs out with the desk's button, and waits for the sign-in page. */
export async function signOut(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Sign out" }).click();
  await page.waitForURL(`${new URL(page.url()).origin}/desk/sign-in`);
}

/** Signs in with the page's passkey, from the sign-in page, and waits for the inbox. */
export async function signIn(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await page.waitForURL(`${new URL(page.url()).origin}/desk`);
}

/** A desk session made directly in the database: the cookie's value, its header, and the session's form token. */
export interface DeskSession {
  token: string;
  /** `Cookie:` as the operator's browser sends it, for Node's fetch. */
  cookie: string;
  csrf: string;
}

/**
 * Signs an operator in without the passkey ceremony, as the Epic Stack's login fixture does: the
 * operator as `contacts invite` makes them (when new), then a session row and a "sign-in" line in
 * the audit, as a passkey sign-in leaves them (app/access/passkeys.server.ts). For every test that is
 * not about the ceremony; the ceremony itself is tested in desk-sign-in, desk-passkeys and
 * desk-access, and once on PostgreSQL in desk-answers.
 */
export async function deskSession(where: DeskData, email: string, name?: string): Promise<DeskSession> {
  return withDb(where, async (db) => {
    const operator = (await findOperatorByEmail(db, email)) ?? (await inviteOperator(db, { email, name })).operator;
    const token = await createSession(db, operator.id, null);
    await audit(db, { operator: operator.name, action: "sign-in" });
    const { csrf } = await db.kysely
      .selectFrom("desk_sessions")
      .select("csrf")
      .where("id_hash", "=", sha256(token))
      .executeTakeFirstOrThrow();
    return { token, cookie: sessionCookie(token).split(";")[0]!, csrf };
  });
}

/** A form posted as the operator's browser posts it (their cookie, the form token, the desk's origin); redirects not followed. */
export function deskPost(server: { url: string }, origin: string, session: DeskSession) {
  return (path: string, fields: Record<string, string>) =>
    fetch(`${server.url}${path}`, {
      method: "POST",
      headers: { cookie: session.cookie, origin, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ csrf: session.csrf, ...fields }).toString(),
      redirect: "manual",
    });
}

/**
 * The session cookie as the desk's own Set-Cookie makes it (`sessionCookie`: `__Host-`, Secure,
 * HttpOnly, SameSite=Strict, Path=/, no Domain), for a browser context at the desk's origin. Chromium
 * keeps a Secure cookie for http://localhost (a secure context), as it does the one the sign-in sets.
 */
export function browserCookie(origin: string, token: string) {
  const [pair, ...attributes] = sessionCookie(token).split("; ");
  const [name, value] = pair!.split("=") as [string, string];
  const flags = new Map(attributes.map((a) => a.split("=") as [string, string?]).map(([k, v]) => [k.toLowerCase(), v]));
  if (!flags.has("secure") || !flags.has("httponly") || flags.get("path") !== "/" || flags.has("domain"))
    throw new Error(`the desk's session cookie changed its attributes: ${sessionCookie(token)}`);
  return {
    name,
    value,
    // A host-only cookie (no leading dot), as `__Host-` requires.
    domain: new URL(origin).hostname,
    path: "/",
    httpOnly: true,
    secure: true,
    sameSite: "Strict" as const,
    expires: Math.floor(Date.now() / 1000) + Number(flags.get("max-age")),
  };
}

/**
 * A phone-sized page of its own (or as `options` say) signed in as this operator by a session made
 * directly (deskSession), on the inbox.
 */
export async function signedInPage(
  browser: Browser,
  desk: { origin: string; where: DeskData },
  email: string,
  name?: string,
  options: BrowserContextOptions = {},
): Promise<Page> {
  const session = await deskSession(desk.where, email, name);
  const page = await openPage(browser, { viewport: { width: 390, height: 844 }, ...options });
  await page.context().addCookies([browserCookie(desk.origin, session.token)]);
  await page.goto(`${desk.origin}/desk`);
  if (new URL(page.url()).pathname !== "/desk") throw new Error(`the made session did not sign in: ${page.url()}`);
  return page;
}

/**
 * Tabs through the page until this element has the focus, asserts that its focus ring is drawn
 * (`:focus-visible` and an outline), then presses the key on it: what an operator without a mouse does.
 */
export async function pressFromKeyboard(target: Locator, key: "Enter" | "Space"): Promise<void> {
  const page = target.page();
  for (let i = 0; i < 80 && !(await target.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Tab");
  const focused = await target.evaluate(
    (el) => el === document.activeElement && el.matches(":focus-visible") && getComputedStyle(el).outlineStyle !== "none",
  );
  if (!focused) throw new Error("not reached from the keyboard with a visible focus ring");
  await page.keyboard.press(key);
}
