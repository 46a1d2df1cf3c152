import { createHmac, randomUUID } from "node:crypto";
import { sql } from "kysely";
import type { ContactInput } from "~/contact/schema";
import type { Locale } from "~/i18n/locale";
import type { Db, Storage } from "./storage/database.server";
import { emailKey } from "./storage/migrations.server";
import type { NotificationChannel } from "./storage/schema.server";
import type { SubmissionOutcome } from "./metrics.server";
import { ipHashSalt } from "./storage/settings.server";

export interface SubmissionMeta {
  language: Locale;
  /** The client address as the server sees it; only its salted hash is kept. */
  clientIp: string;
}

export type SubmitOutcome =
  /** Stored and queued for notification. */
  | { kind: "stored"; id: string }
  /** Over the rate limit: stored, marked throttled, not notified. */
  | { kind: "throttled"; id: string }
  /** Far over the rate limit: neither stored nor notified. */
  | { kind: "dropped" }
  /** The database could not be reached or failed: nothing was written. */
  | { kind: "unavailable" };

export interface ContactService {
  /** Takes input already validated by the shared schema. Never throws. */
  submit(input: ContactInput, meta: SubmissionMeta): Promise<SubmitOutcome>;
  /** Counts an outcome decided before storage (invalid, spam, forbidden). */
  record(outcome: SubmissionOutcome): void;
}

export interface ContactServiceOptions {
  storage: Storage;
  /** Accepted requests per hour, per client IP and per email address. */
  rateLimit: number;
  /** How many times the limit may be exceeded (stored as throttled) before requests are dropped. */
  dropFactor?: number;
  /** Told after a notification was queued, so the worker sends it at once. */
  onQueued?: () => void;
  /** Where each accepted request is delivered (default: mail only). */
  channels?: readonly NotificationChannel[];
  /** Told every outcome, for the metrics. */
  onOutcome?: (outcome: SubmissionOutcome) => void;
  now?: () => Date;
}

const hourMs = 60 * 60 * 1000;

export function createContactService(options: ContactServiceOptions): ContactService {
  const { storage, rateLimit, onQueued } = options;
  const record = (outcome: SubmissionOutcome) => options.onOutcome?.(outcome);
  const channels = options.channels ?? ["mail"];
  const dropAt = rateLimit * (options.dropFactor ?? 10);
  const now = options.now ?? (() => new Date());
  let salt: Promise<string> | undefined;

  async function hashIp(db: Db, ip: string): Promise<string> {
    salt ??= ipHashSalt(db.kysely).catch((error: unknown) => {
      salt = undefined;
      throw error;
    });
    return createHmac("sha256", await salt).update(ip || "unknown").digest("base64url").slice(0, 32);
  }

  return {
    record,
    async submit(input, meta) {
      try {
        const db = await storage.get();
        const ipHash = await hashIp(db, meta.clientIp);
        const at = now();
        const createdAt = at.toISOString();
        const since = new Date(at.getTime() - hourMs).toISOString();
        const key = emailKey(input.email);

        const outcome = await db.kysely.transaction().execute(async (trx): Promise<SubmitOutcome> => {
          if (db.dialect === "postgres") {
            // Serialise submissions from one IP or one address, so that concurrent requests
            // cannot all pass the count below. Sorted keys: two transactions never wait on each
            // other in a cycle.
            const keys = [`ip:${ipHash}`, `email:${key}`].sort();
            for (const key of keys) {
              await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
            }
          }
          const counts = (column: "ip" | "email") =>
            trx
              .selectFrom("contact_requests")
              .select([
                (eb) => eb.fn.countAll<number | string>().as("total"),
                (eb) =>
                  eb.fn
                    .sum<number | string | null>(eb.case().when("status", "=", "accepted").then(1).else(0).end())
                    .as("accepted"),
              ])
              .where("created_at", ">=", since)
              .where(column === "ip" ? "ip_hash" : "email_key", "=", column === "ip" ? ipHash : key)
              .executeTakeFirstOrThrow();
          const [byIp, byEmail] = [await counts("ip"), await counts("email")];
          const total = Math.max(Number(byIp.total), Number(byEmail.total));
          const accepted = Math.max(Number(byIp.accepted ?? 0), Number(byEmail.accepted ?? 0));
          if (total >= dropAt) return { kind: "dropped" };

          const id = randomUUID();
          const status = accepted >= rateLimit ? "throttled" : "accepted";
          await trx
            .insertInto("contact_requests")
            .values({
              id,
              first_name: input.firstName,
              email: input.email,
              email_key: key,
              message: input.message,
              language: meta.language,
              status,
              ip_hash: ipHash,
              created_at: createdAt,
            })
            .execute();
          if (status === "throttled") return { kind: "throttled", id };
          // One outbox row per channel: each is delivered, retried and failed on its own.
          await trx
            .insertInto("contact_notifications")
            .values(
              channels.map((channel) => ({
                id: randomUUID(),
                request_id: id,
                channel,
                status: "pending" as const,
                next_attempt_at: createdAt,
                locked_until: null,
                last_error: null,
                created_at: createdAt,
                sent_at: null,
              })),
            )
            .execute();
          return { kind: "stored", id };
        });
        record(outcome.kind);
        if (outcome.kind === "stored") onQueued?.();
        else if (outcome.kind !== "unavailable") console.warn(`[contact] rate limit: request ${outcome.kind}`);
        return outcome;
      } catch (error) {
        console.error(`[contact] could not store a contact request: ${error instanceof Error ? error.message : String(error)}`);
        record("unavailable");
        return { kind: "unavailable" };
      }
    },
  };
}
