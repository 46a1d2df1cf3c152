import { sql, type ColumnDefinitionBuilder, type Kysely, type Migration } from "kysely";
import { isPostgres } from "./migration-dialect.server";

/**
 * The migrations' schema changes, written as a short script that this module turns into Kysely's
 * schema builder calls, the same on SQLite and PostgreSQL. One statement a line (a statement goes on
 * over the next lines while a parenthesis is open); `--` starts a comment.
 *
 *     table NAME (COLUMN, …[, primary key NAME (name, …)])   create table if not exists
 *     add TABLE (COLUMN, …)                                    alter table … add column, one by one
 *     [unique] index NAME on TABLE (name, …)                   create index if not exists
 *     [unique] index NAME on TABLE (lower(email), created_at)  the same, on an expression
 *
 * COLUMN is `name[?] [int | bytes] [key] [unique] [= 0 | = 'text'] [-> table.column [set null]]`:
 * text unless `int` (integer) or `bytes` (blob on SQLite, bytea on PostgreSQL); not null unless
 * `?` or `key` (the primary key); a reference deletes its row with the row it names (on delete
 * cascade) unless `set null`. A word it does not know throws: a migration never half-reads.
 *
 * What a shipped migration's script produces must never change (the databases that ran it keep
 * what it made): tests/integration/migrations-schema.test.ts holds the schema every migration leaves.
 */
export function schemaMigration(script: string): Migration {
  return { up: (db: Kysely<unknown>) => runSchema(db, script) };
}

export async function runSchema(db: Kysely<unknown>, script: string): Promise<void> {
  const postgres = isPostgres(db);
  for (const statement of statements(script)) await run(db, statement, postgres);
}

function statements(script: string): string[] {
  const found: string[] = [];
  let current = "";
  for (const line of script.split("\n").map((l) => l.replace(/--.*$/, "").trim())) {
    if (line === "") continue;
    current = current === "" ? line : `${current} ${line}`;
    if (depth(current) === 0) {
      found.push(current);
      current = "";
    }
  }
  if (current !== "") throw new Error(`schema script: a parenthesis is never closed in "${current}"`);
  return found;
}

function depth(text: string): number {
  return text.split("(").length - text.split(")").length;
}

/** Splits on the commas outside parentheses. */
function items(list: string): string[] {
  const parts: string[] = [];
  let start = 0;
  for (let i = 0; i <= list.length; i++) {
    if (i === list.length || (list[i] === "," && depth(list.slice(start, i)) === 0)) {
      parts.push(list.slice(start, i).trim());
      start = i + 1;
    }
  }
  return parts;
}

const tableStatement = /^table (\w+) \((.*)\)$/;
const addStatement = /^add (\w+) \((.*)\)$/;
const indexStatement = /^(unique )?index (\w+) on (\w+) \((.*)\)$/;
const primaryKey = /^primary key (\w+) \((.*)\)$/;

async function run(db: Kysely<unknown>, statement: string, postgres: boolean): Promise<void> {
  const table = tableStatement.exec(statement);
  if (table) {
    const [, name = "", list = ""] = table;
    let create = db.schema.createTable(name).ifNotExists();
    for (const item of items(list)) {
      const [, keyName, keyColumns] = primaryKey.exec(item) ?? [];
      if (keyName && keyColumns) create = create.addPrimaryKeyConstraint(keyName, items(keyColumns) as never);
      else {
        const c = column(item, postgres);
        create = create.addColumn(c.name, c.type, c.build);
      }
    }
    return void (await create.execute());
  }
  const [, addTo, added] = addStatement.exec(statement) ?? [];
  if (addTo && added) {
    for (const c of items(added).map((item) => column(item, postgres))) {
      await db.schema.alterTable(addTo).addColumn(c.name, c.type, c.build).execute();
    }
    return;
  }
  const [, unique, indexName, on, columns] = indexStatement.exec(statement) ?? [];
  if (indexName && on && columns) {
    let create = db.schema.createIndex(indexName).ifNotExists().on(on);
    if (unique) create = create.unique();
    const names = items(columns);
    create = names.some((n) => n.includes("(")) ? create.expression(sql.raw(columns)) : create.columns(names);
    return void (await create.execute());
  }
  throw new Error(`schema script: no statement reads "${statement}"`);
}

interface Column {
  name: string;
  type: "text" | "integer" | "blob" | "bytea";
  build: (c: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;
}

function column(spec: string, postgres: boolean): Column {
  const [first = "", ...words] = spec.split(/\s+/);
  const nullable = first.endsWith("?");
  const result: Column = { name: nullable ? first.slice(0, -1) : first, type: "text", build: (c) => c };
  const steps: Array<(c: ColumnDefinitionBuilder) => ColumnDefinitionBuilder> = [];
  let notNull = !nullable;
  for (let i = 0; i < words.length; i++) {
    const word = words[i];
    if (word === "int") result.type = "integer";
    else if (word === "bytes") result.type = postgres ? "bytea" : "blob";
    else if (word === "key") {
      notNull = false;
      steps.push((c) => c.primaryKey());
    } else if (word === "unique") steps.push((c) => c.unique());
    else if (word === "=") {
      const value = literal(words[++i], spec);
      steps.push((c) => c.defaultTo(value));
    } else if (word === "->") {
      const target = words[++i];
      if (target === undefined || !/^\w+\.\w+$/.test(target)) throw new Error(`schema script: -> names no table.column in "${spec}"`);
      const setNull = words[i + 1] === "set" && words[i + 2] === "null";
      if (setNull) i += 2;
      steps.push((c) => c.references(target).onDelete(setNull ? "set null" : "cascade"));
    } else throw new Error(`schema script: no column reads "${word}" in "${spec}"`);
  }
  if (notNull) steps.push((c) => c.notNull());
  result.build = (c) => steps.reduce((built, step) => step(built), c);
  return result;
}

function literal(word: string | undefined, spec: string): string | number {
  if (word !== undefined && /^'[^']*'$/.test(word)) return word.slice(1, -1);
  if (word !== undefined && /^-?\d+$/.test(word)) return Number(word);
  throw new Error(`schema script: a default must be a number or 'text', in "${spec}"`);
}
