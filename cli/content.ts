/**
 * `contacts content export --to DIR` and `contacts content import --from DIR`: the content
 * collections as a folder of JSON files (app/storage/content-files.server.ts). An import reads and
 * checks every file before it writes anything: one bad file, and it names the file and the field
 * and imports nothing.
 */
import { lstat, mkdir, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { Db } from "../app/storage/platform/database.server";
import { entryFileText, fileCollections, parseEntryFile, type FileCollection } from "../app/storage/content/content-files.server";
import { exportEntries, importEntries, type ImportFolder } from "../app/storage/content/content-import-store.server";
import { mediaFolder } from "../app/storage/content/content-media-files.server";
import { en as cmsEn } from "../app/cms/words/en";
import { exportMedia, readMedia, type FileProblem } from "./content-media";
import { exportRedirects, readRedirects, redirectsFile, storeRedirects } from "../app/cms/slugs/redirect-files.server";

export interface ContentIo {
  say(text: string): void;
  warn(text: string): void;
}

/** A name as the terminal may show it: control characters escaped. */
const shown = (name: string) => JSON.stringify(name).slice(1, -1);

async function isDirectory(path: string): Promise<boolean | undefined> {
  try {
    return (await stat(path)).isDirectory();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}

/** Writes every entry's file; files of entries that are gone leave the folder. Exit code. */
export async function exportContent(db: Db, dir: string, io: ContentIo): Promise<number> {
  if ((await isDirectory(dir)) === false) {
    io.warn(`contacts: ${dir} is not a directory; choose a directory (it is created if it does not exist).`);
    return 2;
  }
  const all = await exportEntries(db);
  const said: string[] = [];
  for (const { collection, entries } of all) {
    const folder = join(dir, collection.folder);
    await mkdir(folder, { recursive: true });
    const written = new Set<string>();
    for (const entry of entries) {
      const name = `${entry.slug}.json`;
      await writeFile(join(folder, name), entryFileText(entry));
      written.add(name);
    }
    for (const name of await readdir(folder)) {
      if (name.endsWith(".json") && !written.has(name)) await rm(join(folder, name));
    }
    said.push(`${entries.length} in ${collection.folder}/`);
  }
  const images = await exportMedia(
    db,
    dir,
    all.flatMap((c) => c.entries),
  );
  said.push(`${images} image(s) in ${mediaFolder}/`, `${await exportRedirects(db, dir)} old address(es) in ${redirectsFile}`);
  io.say(`Exported the content to ${dir}: ${said.join(", ")}. Import: npm run contacts -- content import --from ${dir}`);
  return 0;
}

/** The schemas' issue keys in words, as the desk says them in English. */
const issueWords: Record<string, string> = { ...cmsEn.article.issues, ...cmsEn.content.issues };

/** Reads and checks one collection's folder: its entries, or what is wrong, file by file. */
async function readFolder(dir: string, collection: FileCollection, problems: FileProblem[]): Promise<ImportFolder> {
  const names = (await readdir(join(dir, collection.folder))).filter((n) => !n.startsWith("."));
  const entries = [];
  if (names.length > collection.maxEntries) {
    problems.push({ file: `${collection.folder}/`, field: "", message: `holds ${names.length} files; at most ${collection.maxEntries}` });
    return { collection, entries: [] };
  }
  for (const name of names.sort()) {
    const file = `${collection.folder}/${shown(name)}`;
    const path = join(dir, collection.folder, name);
    const info = await lstat(path);
    if (!info.isFile() || !/^[a-z0-9-]+\.json$/.test(name)) {
      problems.push({ file, field: "", message: "is not an entry's file (<address>.json, a plain file)" });
      continue;
    }
    if (info.size > collection.maxBytes) {
      problems.push({ file, field: "", message: `is ${info.size} bytes; at most ${collection.maxBytes}` });
      continue;
    }
    let text: string;
    try {
      text = new TextDecoder("utf-8", { fatal: true }).decode(await readFile(path));
    } catch {
      problems.push({ file, field: "", message: "is not UTF-8 text" });
      continue;
    }
    const parsed = await parseEntryFile(collection, name, text);
    if (parsed.ok) entries.push(parsed.entry);
    else problems.push(...parsed.issues.map((i) => ({ file, field: i.field, message: issueWords[i.message] ?? i.message })));
  }
  return { collection, entries };
}

/** Checks every file, then imports them all in one transaction, or nothing. Exit code. */
export async function importContent(db: Db, dir: string, io: ContentIo): Promise<number> {
  if ((await isDirectory(dir)) !== true) {
    io.warn(`contacts: ${dir} is not a directory; give the directory an export wrote.`);
    return 2;
  }
  const known = new Map(fileCollections.map((c) => [c.folder, c]));
  const present = (await readdir(dir)).filter((n) => !n.startsWith("."));
  for (const name of present.filter((n) => !known.has(n) && n !== mediaFolder && n !== redirectsFile))
    io.warn(`contacts: ignored ${shown(name)} (not a collection's folder)`);
  const problems: FileProblem[] = [];
  const folders: ImportFolder[] = [];
  for (const collection of fileCollections) {
    if (!present.includes(collection.folder)) continue;
    if ((await isDirectory(join(dir, collection.folder))) !== true) {
      problems.push({ file: collection.folder, field: "", message: "is not a directory" });
      continue;
    }
    folders.push(await readFolder(dir, collection, problems));
  }
  const images = problems.length ? [] : await readMedia(db, dir, folders, problems);
  const redirects = await readRedirects(dir);
  if (!redirects.ok) problems.push({ file: redirectsFile, field: "", message: redirects.message });
  if (problems.length) {
    for (const p of problems) io.warn(`${p.file}: ${p.field ? `${p.field} ` : ""}${p.message}`);
    io.warn(`contacts: nothing was imported (${problems.length} problem(s)); correct the file(s) and import again.`);
    return 2;
  }
  if (folders.length === 0) {
    io.warn(`contacts: ${dir} holds no collection's folder (${[...known.keys()].join(", ")}); nothing was imported.`);
    return 2;
  }
  const counts = await importEntries(db, folders, new Date(), images);
  if (redirects.ok) await storeRedirects(db, redirects.redirects);
  io.say(
    `Imported ${folders.map((f) => `${f.collection.folder}/`).join(", ")}: ${counts.created} created, ${counts.changed} changed, ` +
      `${counts.removed} removed, ${counts.unchanged} unchanged, ${counts.images} image(s) stored. Running servers show it within seconds.`,
  );
  return 0;
}
