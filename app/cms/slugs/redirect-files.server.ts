/**
 * The redirects in an export (`contacts content export|import`): `redirects.json` beside the
 * collections' folders when there is one, the old addresses and where each leads, sorted, two spaces, a final line
 * break (the same redirects give the same bytes). An import checks the file first (at most 64 KiB,
 * at most 1,000 redirects, each a path of this site) and stores them after the entries.
 */
import { readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import * as v from "valibot";
import type { Db } from "~/storage/platform/database.server";
import { importRedirects, listRedirects } from "./redirects-store.server";

export const redirectsFile = "redirects.json";

const path = v.pipe(v.string(), v.maxLength(200), v.regex(/^\/[a-z0-9/-]*$/));
const fileSchema = v.pipe(v.array(v.strictObject({ from: path, to: path })), v.maxLength(1000));

export async function exportRedirects(db: Db, dir: string): Promise<number> {
  const rows = (await listRedirects(db)).map((r) => ({ from: r.from, to: r.to })).sort((a, b) => a.from.localeCompare(b.from));
  // No old address: no file (one an earlier export wrote leaves).
  if (rows.length === 0) {
    await rm(join(dir, redirectsFile), { force: true });
    return 0;
  }
  await writeFile(join(dir, redirectsFile), `${JSON.stringify(rows, null, 2)}\n`);
  return rows.length;
}

/** The file's redirects, or what is wrong with it; none when the folder has no such file. */
export async function readRedirects(
  dir: string,
): Promise<{ ok: true; redirects: { from: string; to: string }[] } | { ok: false; message: string }> {
  let bytes: Buffer;
  try {
    bytes = await readFile(join(dir, redirectsFile));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return { ok: true, redirects: [] };
    throw error;
  }
  if (bytes.length > 64 * 1024) return { ok: false, message: `is ${bytes.length} bytes; at most 65536` };
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  } catch {
    return { ok: false, message: "is not JSON in UTF-8" };
  }
  const checked = v.safeParse(fileSchema, parsed);
  return checked.success
    ? { ok: true, redirects: checked.output }
    : { ok: false, message: "is not a list of { from, to } paths of this site" };
}

export async function storeRedirects(db: Db, redirects: { from: string; to: string }[]): Promise<number> {
  return importRedirects(db, redirects);
}
