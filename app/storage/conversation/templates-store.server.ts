/** Saved reply texts per language, managed by operators at /desk/templates. */
import { randomUUID } from "node:crypto";
import { locales, type Locale } from "~/i18n/locale";
import type { Db } from "../platform/database.server";
import { onceInDatabase } from "../platform/once-in-database.server";
import { auditIn, type AuditOf } from "../operators/desk-audit-store.server";

export interface ReplyTemplate {
  id: string;
  language: Locale;
  name: string;
  body: string;
  updatedAt: string;
}

export interface TemplateInput {
  language: Locale;
  name: string;
  body: string;
}

function toTemplate(r: { id: string; language: string; name: string; body: string; updated_at: string }): ReplyTemplate {
  return {
    id: r.id,
    language: (locales as readonly string[]).includes(r.language) ? (r.language as Locale) : "en",
    name: r.name,
    body: r.body,
    updatedAt: r.updated_at,
  };
}

/**
 * Stores the default templates of each language once (remembered in app_settings, so templates an
 * operator deleted do not come back, and a language added later gets its own). The flag and the
 * templates are written in one transaction; of several instances starting together one wins.
 */
export async function seedTemplates(
  db: Db,
  defaults: Record<Locale, readonly { name: string; body: string }[]>,
  now = new Date(),
): Promise<void> {
  for (const language of locales) {
    await onceInDatabase(db, `reply_templates_seeded:${language}`, now, async (trx) => {
      for (const [i, t] of defaults[language].entries()) {
        // One millisecond apart, so the defaults list in the order they were written.
        const at = new Date(now.getTime() + i).toISOString();
        await trx
          .insertInto("reply_templates")
          .values({ id: randomUUID(), language, name: t.name, body: t.body, created_at: at, updated_at: at })
          .execute();
      }
    });
  }
}

/** Every template (of one language, when given), by language then name. */
export async function listTemplates(db: Db, language?: Locale): Promise<ReplyTemplate[]> {
  let query = db.kysely.selectFrom("reply_templates").select(["id", "language", "name", "body", "updated_at"]);
  if (language) query = query.where("language", "=", language);
  const rows = await query.orderBy("language").orderBy("created_at").orderBy("id").execute();
  return rows.map(toTemplate);
}

export async function findTemplate(db: Db, id: string): Promise<ReplyTemplate | undefined> {
  const row = await db.kysely
    .selectFrom("reply_templates")
    .select(["id", "language", "name", "body", "updated_at"])
    .where("id", "=", id)
    .executeTakeFirst();
  return row && toTemplate(row);
}

/** `audited`, in each change below: the desk's audit line, written in the change's transaction. */
export async function createTemplate(db: Db, input: TemplateInput, now = new Date(), audited?: AuditOf<string>): Promise<string> {
  const id = randomUUID();
  const at = now.toISOString();
  await db.kysely.transaction().execute(async (trx) => {
    await trx
      .insertInto("reply_templates")
      .values({ id, ...input, created_at: at, updated_at: at })
      .execute();
    await auditIn(trx, audited, id, now);
  });
  return id;
}

/** False when no template has this id (deleted meanwhile). */
export async function updateTemplate(
  db: Db,
  id: string,
  input: TemplateInput,
  now = new Date(),
  audited?: AuditOf<string>,
): Promise<boolean> {
  return db.kysely.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable("reply_templates")
      .set({ ...input, updated_at: now.toISOString() })
      .where("id", "=", id)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    await auditIn(trx, audited, id, now);
    return true;
  });
}

export async function deleteTemplate(db: Db, id: string, audited?: AuditOf<string>): Promise<boolean> {
  return db.kysely.transaction().execute(async (trx) => {
    const result = await trx.deleteFrom("reply_templates").where("id", "=", id).executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) return false;
    await auditIn(trx, audited, id);
    return true;
  });
}
