/** A lead's history (lead_events): its one writer, and the version two operators must not work over each other. */
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { queries, type Db } from "../platform/database.server";
import type { Database } from "../platform/schema.server";
import { audit, type AuditLine } from "../operators/desk-audit-store.server";

export interface LeadEvent {
  at: string;
  operator: string;
  kind: string;
  detail: string;
}

/**
 * One line in a lead's history, in the caller's transaction when it passes one: every line of
 * lead_events is written here. `id` when something shares it (the assignment mail names its line).
 */
export async function addEvent(
  db: Db | Kysely<Database>,
  requestId: string,
  operator: string,
  kind: string,
  detail: string,
  now: Date | string = new Date(),
  id: string = randomUUID(),
): Promise<void> {
  const at = typeof now === "string" ? now : now.toISOString();
  await queries(db).insertInto("lead_events").values({ id, request_id: requestId, at, operator, kind, detail }).execute();
}

/**
 * A line in the lead's history and the desk's audit line that records it (same operator, same
 * lead), in one transaction (a note, a release, a retry): both are kept, or neither.
 */
export async function addAuditedEvent(
  db: Db,
  line: { requestId: string; operator: string; kind: string; detail: string },
  audited: Pick<AuditLine, "action" | "detail">,
  now = new Date(),
): Promise<void> {
  await db.kysely.transaction().execute(async (trx) => {
    await addEvent(trx, line.requestId, line.operator, line.kind, line.detail, now);
    await audit(trx, { ...audited, operator: line.operator, requestId: line.requestId }, now);
  });
}

/** The kinds of history line that make a lead's version: what two operators must not do over each other. */
const versionKinds = ["reply", "status"] as const;

/**
 * The version of a lead a page is rendered from (and its forms carry): how many replies and status
 * changes its history holds. A count, not a time: two lines in one millisecond, or two instances'
 * clocks apart, cannot hide a change from it.
 */
export function leadVersion(history: readonly Pick<LeadEvent, "kind">[]): number {
  return history.filter((e) => (versionKinds as readonly string[]).includes(e.kind)).length;
}

/** Another operator's reply or status change, as the held form says it. */
export interface LeadChange {
  kind: (typeof versionKinds)[number];
  operator: string;
  at: string;
  /** A reply's subject; a status change's "from → to". */
  detail: string;
}

/**
 * The last reply or status change another operator made after version `seen` of the lead (the
 * newest lines past the first `seen`), or undefined. An operator is a name in desk_operators: the
 * status line a lead's own answer writes ("replied → new", in the lead's name) is not one. A
 * reply and its "new → replied" share their time: the reply is the one told.
 */
export async function changeSince(
  trx: Kysely<Database>,
  requestId: string,
  seen: number,
  operator: string,
): Promise<LeadChange | undefined> {
  const lines = await trx
    .selectFrom("lead_events")
    .select(["at", "operator", "kind", "detail"])
    .where("request_id", "=", requestId)
    .where("kind", "in", versionKinds)
    .orderBy("at", "desc")
    .orderBy("id", "desc")
    .execute();
  const others = lines.slice(0, Math.max(0, lines.length - seen)).filter((e) => e.operator !== operator);
  if (others.length === 0) return undefined;
  const names = await trx
    .selectFrom("desk_operators")
    .select("name")
    .where("name", "in", [...new Set(others.map((e) => e.operator))])
    .execute();
  const theirs = others.filter((e) => names.some((n) => n.name === e.operator));
  const last = theirs[0];
  if (!last) return undefined;
  const told = theirs.find((e) => e.at === last.at && e.kind === "reply") ?? last;
  return { kind: told.kind === "reply" ? "reply" : "status", operator: told.operator, at: told.at, detail: told.detail };
}

/** changeSince outside a transaction: a check before a step that cannot wait for one (a release from spam). */
export async function leadChangeSince(db: Db, requestId: string, seen: number, operator: string): Promise<LeadChange | undefined> {
  return changeSince(db.kysely, requestId, seen, operator);
}
