/**
 * The content collections to and from files (`contacts content export|import`, see
 * content-files.server.ts). An import makes each collection it has a folder for hold exactly the
 * folder's entries, in one transaction: entries that differ get a revision ("import"), entries the
 * folder lacks are removed, unchanged ones are not touched (importing the same folder twice changes
 * nothing); one audit line; the version moves when what is published changed, so every running
 * server renders its pages again.
 */
import { randomUUID } from "node:crypto";
import type { Selectable, Transaction } from "kysely";
import * as v from "valibot";
import type { Db } from "../platform/database.server";
import { audit } from "../operators/desk-audit-store.server";
import type { Database } from "../platform/schema.server";
import { bumpVersion, collectionRows, keepRevision } from "./content-store.server";
import { fileCollections, type EntryFile, type FileCollection } from "./content-files.server";
import { storeImportedImage, type ImportedImage } from "./content-media-files.server";

/** Every collection's entries as their files hold them, in the collection's order. */
export async function exportEntries(db: Db): Promise<{ collection: FileCollection; entries: EntryFile[] }[]> {
  const out = [];
  for (const collection of fileCollections) {
    await collection.seed?.(db);
    const entries = (await collectionRows(db, collection.name)).map((r) => ({
      slug: r.slug,
      position: r.position,
      draft: v.parse(collection.draft, JSON.parse(r.draft)),
      published: v.parse(collection.published, JSON.parse(r.published)),
    }));
    out.push({ collection, entries });
  }
  return out;
}

export interface ImportCounts {
  created: number;
  changed: number;
  removed: number;
  unchanged: number;
  /** Images the database lacked, stored from the export's media/ folder. */
  images: number;
}

/** A folder's entries, read and checked: the collection and every entry of it. */
export interface ImportFolder {
  collection: FileCollection;
  entries: EntryFile[];
}

type Row = Selectable<Database["content_entries"]>;

/** The stored text of an entry's draft and published languages, as the desk writes them. */
function stored(entry: EntryFile) {
  return { draft: JSON.stringify(entry.draft), published: JSON.stringify(entry.published) };
}

async function importFolder(trx: Transaction<Database>, folder: ImportFolder, at: string, counts: ImportCounts): Promise<boolean> {
  const { collection } = folder;
  const rows = await trx.selectFrom("content_entries").selectAll().where("collection", "=", collection.name).execute();
  const bySlug = new Map(rows.map((r) => [r.slug, r]));
  let publishedMoved = false;
  for (const entry of folder.entries) {
    const next = stored(entry);
    const row: Row | undefined = bySlug.get(entry.slug);
    bySlug.delete(entry.slug);
    // Compared as the schemas write them, not as the row happened to be written.
    const was = row && {
      draft: JSON.stringify(v.parse(collection.draft, JSON.parse(row.draft))),
      published: JSON.stringify(v.parse(collection.published, JSON.parse(row.published))),
    };
    if (row && was && was.draft === next.draft && was.published === next.published && row.position === entry.position) {
      counts.unchanged++;
      continue;
    }
    const id = row?.id ?? (collection.slugOf ? randomUUID() : entry.slug);
    if (row) {
      await trx
        .updateTable("content_entries")
        .set({ ...next, position: entry.position, updated_at: at, updated_by: null })
        .where("id", "=", id)
        .execute();
      counts.changed++;
    } else {
      const values = { id, ...next, collection: collection.name, slug: entry.slug, position: entry.position };
      await trx
        .insertInto("content_entries")
        .values({ ...values, created_at: at, updated_at: at, updated_by: null })
        .execute();
      counts.created++;
    }
    await keepRevision(trx, { id, ...next }, null, "import", at);
    if ((was?.published ?? "{}") !== next.published) publishedMoved = true;
  }
  for (const gone of bySlug.values()) {
    await trx.deleteFrom("content_revisions").where("entry_id", "=", gone.id).execute();
    await trx.deleteFrom("content_entries").where("id", "=", gone.id).execute();
    counts.removed++;
    if (gone.published !== "{}") publishedMoved = true;
  }
  return publishedMoved;
}

/**
 * Makes each collection of `folders` hold exactly its folder's entries (already checked by the
 * schemas), with the images they name that the database lacked (`images`, read from the export's
 * media/ folder), in one transaction with one audit line. Each collection's seed is stored first if it
 * never was, so it cannot come back over what was imported.
 */
export async function importEntries(
  db: Db,
  folders: readonly ImportFolder[],
  now = new Date(),
  images: readonly ImportedImage[] = [],
): Promise<ImportCounts> {
  for (const folder of folders) await folder.collection.seed?.(db);
  return db.kysely.transaction().execute(async (trx) => {
    const counts: ImportCounts = { created: 0, changed: 0, removed: 0, unchanged: 0, images: 0 };
    const at = now.toISOString();
    for (const image of images) if (await storeImportedImage(trx, image, at)) counts.images++;
    let moved = false;
    for (const folder of folders) if (await importFolder(trx, folder, at, counts)) moved = true;
    if (counts.created + counts.changed + counts.removed + counts.images === 0) return counts;
    const imported = counts.images ? `, ${counts.images} image(s) stored` : "";
    const detail = `${folders.map((f) => f.collection.folder).join(", ")}: ${counts.created} created, ${counts.changed} changed, ${counts.removed} removed, ${counts.unchanged} unchanged${imported}`;
    await audit(trx, { operator: null, action: "content-import", detail }, now);
    if (moved) await bumpVersion(trx);
    return counts;
  });
}
