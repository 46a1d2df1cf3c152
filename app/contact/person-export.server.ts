/**
 * The right of access (GDPR Article 15): everything the agency holds about one address, as one
 * JSON document. It finds the person by erasure's own rules (app/storage/requests/person-store.server.ts):
 * every request whose address key matches, in the database and in each copy the server kept
 * beside a SQLite database, what hangs on those requests, the address in visits' campaign values,
 * and the `.eml` files of their notifications. Nothing of another lead; of the operators, only the
 * names the history and the audit give. Each export is an audit line: who, when, for which address
 * (erasure keeps the line and empties the address).
 */
import { basename } from "node:path";
import { mailFilesOf } from "~/storage/conversation/mail-files.server";
import { site } from "~/site";
import type { Db } from "~/storage/platform/database.server";
import { audit } from "~/storage/operators/desk-audit-store.server";
import { personExportAction, personKey, readPerson, visitsNaming, type PersonRows } from "~/storage/requests/person-store.server";
import { inEachCopy } from "~/storage/platform/sqlite-copies.server";
import { attributionOf } from "~/storage/requests/attribution-columns.server";
import { parseSpamReasons } from "../storage/requests/spam-reasons";

/** The version of the document's shape: a reader can tell a later one. */
export const personExportFormat = "personal-data-export/1";

/** The outbox channels addressed to the person: their errors are about the person's mailbox, not an operator's. */
const toThePerson = new Set(["reply", "receipt"]);

type Row<K extends keyof PersonRows> = PersonRows[K] extends Map<unknown, unknown> ? never : PersonRows[K] extends (infer R)[] ? R : never;

function attachmentsOf(stored: string | null): { name: string; size: number }[] {
  if (!stored) return [];
  try {
    const list: unknown = JSON.parse(stored);
    return Array.isArray(list)
      ? list.flatMap((a: { name?: unknown; size?: unknown }) =>
          typeof a?.name === "string" && typeof a.size === "number" ? [{ name: a.name, size: a.size }] : [],
        )
      : [];
  } catch {
    return [];
  }
}

function answerOf(a: Row<"answers">, key: string) {
  // A message in the lead's thread from another sender (a colleague) keeps its text, not the sender's name or address.
  const own = a.from_address !== null && personKey(a.from_address) === key;
  return {
    kind: a.kind ?? "answer",
    receivedAt: a.created_at,
    sentAt: a.sent_at,
    from: own ? { name: a.from_name, address: a.from_address } : null,
    fromAnotherSender: !own,
    subject: a.subject,
    body: a.body,
    attachments: attachmentsOf(a.attachments),
  };
}

function deliveryOf(n: Row<"notifications">) {
  return {
    channel: n.channel,
    status: n.status,
    attempts: Number(n.attempts),
    queuedAt: n.created_at,
    sentAt: n.sent_at,
    ...(toThePerson.has(n.channel) ? { lastError: n.last_error } : {}),
  };
}

function requestOf(r: Row<"requests">, rows: PersonRows, key: string, dataDir: string) {
  const mine = <T extends { request_id: string | null }>(list: T[]) => list.filter((x) => x.request_id === r.id);
  const notifications = mine(rows.notifications);
  const events = mine(rows.events);
  return {
    id: r.id,
    reference: r.reference,
    receivedAt: r.created_at,
    firstName: r.first_name,
    email: r.email,
    message: r.message,
    language: r.language,
    package: r.package,
    status: r.status,
    leadStatus: r.lead_status,
    firstReplyAt: r.first_reply_at,
    answeredAt: r.lead_answered_at ?? null,
    wroteAgainAt: r.lead_wrote_again_at ?? null,
    receiptQueuedAt: r.receipt_at ?? null,
    reminderQueuedAt: r.reminded_at,
    emailUndeliverable: r.email_undeliverable ?? null,
    spamReasons: parseSpamReasons(r.spam_reasons),
    possiblySpam: Number(r.spam_check ?? 0) === 1,
    assignee: r.assignee_id ? (rows.operators.get(r.assignee_id) ?? null) : null,
    clientAddressHash: r.ip_hash,
    attribution: attributionOf(r),
    replies: mine(rows.replies).map((p) => ({
      sentAt: p.created_at,
      operator: p.operator,
      subject: p.subject,
      body: p.body,
      messageId: p.message_id,
      inReplyTo: p.in_reply_to,
    })),
    answers: mine(rows.answers).map((a) => answerOf(a, key)),
    notes: events.filter((e) => e.kind === "note").map((e) => ({ at: e.at, operator: e.operator, text: e.detail })),
    history: events.filter((e) => e.kind !== "note").map((e) => ({ at: e.at, operator: e.operator, kind: e.kind, detail: e.detail })),
    deliveries: notifications.map(deliveryOf),
    mailFiles: mailFilesOf(
      dataDir,
      notifications.map((n) => n.id),
    ),
  };
}

/** One database's rows about the person, as the document gives them. */
async function fromDatabase(db: Db, key: string, dataDir: string) {
  const rows = await readPerson(db, key);
  return {
    requests: rows.requests.map((r) => requestOf(r, rows, key, dataDir)),
    audit: rows.audit.map((a) => ({ at: a.at, operator: a.operator, action: a.action, requestId: a.request_id, detail: a.detail })),
    heldMail: rows.held.map((m) => ({
      requestId: m.request_id,
      state: m.state,
      reason: m.reason,
      fromAddress: m.from_address,
      subject: m.subject,
      size: Number(m.size),
      receivedAt: m.created_at,
    })),
  };
}

export type PersonExport = Awaited<ReturnType<typeof exportPerson>>;

/**
 * The person's data, and the audit line saying it was exported: by `operator` (null: the CLI),
 * from the lead `requestId` when the desk's button made it.
 */
export async function exportPerson(
  db: Db,
  dataDir: string,
  email: string,
  by: { operator: string | null; requestId?: string | null },
  now = new Date(),
) {
  const key = personKey(email);
  const held = await fromDatabase(db, key, dataDir);
  const copies = (await inEachCopy(db, dataDir, (copy) => fromDatabase(copy, key, dataDir)))
    .filter(({ result }) => result.requests.length > 0 || result.audit.length > 0 || result.heldMail.length > 0)
    .map(({ file, result }) => ({ file: basename(file), ...result }));
  const { visits, dailyCounts } = await visitsNaming(db, key);
  await audit(db, { operator: by.operator, action: personExportAction, requestId: by.requestId ?? null, detail: key }, now);
  return {
    format: personExportFormat,
    address: key,
    exportedAt: now.toISOString(),
    exportedBy: by.operator ?? "contacts CLI",
    controller: { name: site.legalName, email: site.email },
    ...held,
    visits,
    dailyCounts,
    copies,
  };
}
