// prisma/sql holds the current definition of every SQL function, trigger and view; the migrations carry
// them to the databases. Both are compared on a scratch database that has the migrations applied: its
// functions, triggers and views are read from the catalog, then, in a transaction that is rolled back,
// all of them are dropped and prisma/sql is run in their place (the tables stay, so the sources run
// exactly as in a migration) and the catalog is read again. The two readings must be equal.
//
// A reading is the server's own rendering (pg_get_functiondef, pg_get_triggerdef, pg_get_viewdef): it
// spells the header the same way however the source wrote it (CREATE or CREATE OR REPLACE, `trigger` or
// TRIGGER, EXECUTE PROCEDURE or FUNCTION, argument and option order), while a function's body is kept as
// written, comments included, since that text is what the database holds and runs. Line endings and
// spaces at line ends are the only things ignored in it.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type pg from "pg";

type Kind = "function" | "trigger" | "view";

/** A function, trigger or view as the database renders it. */
type DbObject = {
  kind: Kind;
  /** How the database names it: ledger_move(text,integer,…), transaction_ledger ON "Transaction". */
  name: string;
  definition: string;
  /** A function's arguments and result: CREATE OR REPLACE cannot change them, a DROP must come first. */
  signature: string | null;
  /** The statement that removes it. */
  drop: string;
};

/** The catalog's functions, triggers and views by "<kind> <name>". */
type Catalog = Map<string, DbObject>;

export type Disagreement = {
  /** "function ledger_move(text,integer,integer,timestamp without time zone)", "trigger coupon_valid ON "Coupon"". */
  object: string;
  /** only-in-migrations: no source defines it; only-in-sources: no migration does; differs: both, unlike. */
  problem: "only-in-migrations" | "only-in-sources" | "differs";
  /** The source file that defines it (relative to prisma/sql). */
  file?: string;
  /** For "differs": the lines that differ, migrations (-) against prisma/sql (+). */
  diff?: string;
};

const CATALOG = `
  SELECT 'function' AS kind, p.oid::regprocedure::text AS name, pg_get_functiondef(p.oid) AS definition,
         pg_get_function_arguments(p.oid) || ' -> ' || coalesce(pg_get_function_result(p.oid), 'procedure') AS signature,
         CASE p.prokind WHEN 'p' THEN 'DROP PROCEDURE ' ELSE 'DROP FUNCTION ' END || p.oid::regprocedure::text AS drop
    FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
   WHERE n.nspname <> 'information_schema' AND n.nspname NOT LIKE 'pg\\_%' AND p.prokind IN ('f', 'p')
     AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e')
  UNION ALL
  SELECT 'trigger', quote_ident(t.tgname) || ' ON ' || t.tgrelid::regclass::text,
         pg_get_triggerdef(t.oid) || CASE t.tgenabled WHEN 'O' THEN '' ELSE ' -- enabled: ' || t.tgenabled::text END, NULL,
         'DROP TRIGGER ' || quote_ident(t.tgname) || ' ON ' || t.tgrelid::regclass::text
    FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace
   WHERE NOT t.tgisinternal AND n.nspname <> 'information_schema' AND n.nspname NOT LIKE 'pg\\_%'
  UNION ALL
  SELECT 'view', c.oid::regclass::text, 'CREATE OR REPLACE VIEW ' || c.oid::regclass::text || ' AS' || pg_get_viewdef(c.oid), NULL,
         'DROP VIEW IF EXISTS ' || c.oid::regclass::text || ' CASCADE'
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
   WHERE c.relkind = 'v' AND n.nspname <> 'information_schema' AND n.nspname NOT LIKE 'pg\\_%'
     AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype = 'e')`;

const normalized = (definition: string) => definition.replace(/\r\n?/g, "\n").replace(/[ \t]+$/gm, "");

async function readCatalog(client: pg.Client): Promise<Catalog> {
  const { rows } = await client.query<DbObject>(CATALOG);
  return new Map(rows.map((row) => [`${row.kind} ${row.name}`, { ...row, definition: normalized(row.definition) }]));
}

/** The .sql files under `dir`, relative to it, in the order they run: by path. */
async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(".sql"))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .sort();
}

/** Runs one script (one simple-protocol query, as Prisma runs a migration); an error names the file and line. */
async function runScript(client: pg.Client, sql: string, label: string): Promise<void> {
  try {
    await client.query(sql);
  } catch (error) {
    const position = Number((error as pg.DatabaseError).position);
    const line = position > 0 ? `:${sql.slice(0, position).split("\n").length}` : "";
    throw new Error(`${label}${line}: ${(error as Error).message}`, { cause: error });
  }
}

/** Applies every migration of `migrationsDir` in name order, each file as one script, committed. */
export async function applyMigrations(client: pg.Client, migrationsDir: string): Promise<void> {
  const entries = await readdir(migrationsDir, { withFileTypes: true });
  for (const name of entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()) {
    await runScript(client, await readFile(path.join(migrationsDir, name, "migration.sql"), "utf8"), `${name}/migration.sql`);
  }
}

type Reading = {
  /** The catalog as the migrations (and any pending SQL) left it. */
  migrated: Catalog;
  /** The catalog once prisma/sql replaced every function, trigger and view. */
  sources: Catalog;
  /** Which file defines each object of `sources`. */
  fileOf: Map<string, string>;
  /** Each file's text, by its path relative to the sources folder. */
  texts: Map<string, string>;
};

/**
 * Reads the catalog, then replaces its functions, triggers and views with the sources and reads it again.
 * Runs in a transaction that is rolled back: the database is left as it was.
 */
async function read(client: pg.Client, sourcesDir: string, pending = ""): Promise<Reading> {
  await client.query("BEGIN");
  try {
    if (pending.trim()) await runScript(client, pending, "the new migration");
    const migrated = await readCatalog(client);
    // Triggers first (they hold on to their functions), then views, then functions.
    const order: Kind[] = ["trigger", "view", "function"];
    for (const kind of order) {
      for (const object of migrated.values()) {
        if (object.kind === kind) await runScript(client, object.drop, `${object.drop} (to run prisma/sql in its place)`);
      }
    }
    const fileOf = new Map<string, string>();
    const texts = new Map<string, string>();
    let before = await readCatalog(client);
    for (const file of await sourceFiles(sourcesDir)) {
      const text = await readFile(path.join(sourcesDir, file), "utf8");
      texts.set(file, text);
      await runScript(client, text, `prisma/sql/${file}`);
      const after = await readCatalog(client);
      for (const [key, object] of after) {
        if (before.get(key)?.definition === object.definition) continue;
        const earlier = fileOf.get(key);
        if (earlier) throw new Error(`prisma/sql/${file} defines ${key} again (prisma/sql/${earlier} did first): one file per object`);
        fileOf.set(key, file);
      }
      before = after;
    }
    const sources = before;
    // A migration runs a changed source over the objects it made before: every file must run twice.
    for (const [file, text] of texts) {
      await runScript(client, text, `prisma/sql/${file} (run a second time, as a migration runs it over what it made: use CREATE OR REPLACE)`);
    }
    const again = await readCatalog(client);
    for (const [key, object] of sources) {
      if (again.get(key)?.definition !== object.definition) throw new Error(`prisma/sql/${fileOf.get(key)} changes ${key} when run a second time`);
    }
    return { migrated, sources, fileOf, texts };
  } finally {
    await client.query("ROLLBACK");
  }
}

/**
 * The lines that differ, between the first and last lines both share, as - (migrations) and + (prisma/sql),
 * headed by where the first changed line is in the source file (when it is found there as it is).
 */
function lineDiff(migrated: string, source: string, file: string, text: string, limit = 12): string {
  const a = migrated.split("\n");
  const b = source.split("\n");
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end++;
  const side = (lines: string[], mark: string) => {
    const changed = lines.slice(start, lines.length - end);
    const shown = changed.slice(0, limit).map((line) => `${mark} ${line}`);
    if (changed.length > limit) shown.push(`${mark} … ${changed.length - limit} more lines`);
    return shown;
  };
  const fileLine = start < b.length - end ? normalized(text).split("\n").indexOf(b[start]!) + 1 : 0;
  const where = fileLine > 0 ? `prisma/sql/${file}:${fileLine}` : `prisma/sql/${file}`;
  return [`@@ ${where}`, ...side(a, "-"), ...side(b, "+")].join("\n");
}

function disagreements({ migrated, sources, fileOf, texts }: Reading): Disagreement[] {
  const found: Disagreement[] = [];
  for (const [key, object] of migrated) {
    const source = sources.get(key);
    if (!source) found.push({ object: key, problem: "only-in-migrations" });
    else if (source.definition !== object.definition) {
      const file = fileOf.get(key)!;
      found.push({ object: key, problem: "differs", file, diff: lineDiff(object.definition, source.definition, file, texts.get(file)!) });
    }
  }
  for (const key of sources.keys()) {
    if (!migrated.has(key)) found.push({ object: key, problem: "only-in-sources", file: fileOf.get(key) });
  }
  return found;
}

/**
 * What differs between the functions, triggers and views the migrations made in this database (with
 * `pending` SQL run over them first, if given) and those of the sources. The database must have the
 * migrations applied (applyMigrations); it is left unchanged.
 */
export async function compareSqlSources(client: pg.Client, sourcesDir: string, pending = ""): Promise<Disagreement[]> {
  return disagreements(await read(client, sourcesDir, pending));
}

/**
 * The new migration: `schemaSql` (Prisma's diff for prisma/schema.prisma) with, around it, what brings
 * the database's functions, triggers and views to prisma/sql. Whole source files whose objects are new
 * or changed are copied in; objects no source defines are dropped. "" when there is nothing to carry.
 * The database must have the migrations applied; it is left unchanged. Throws when the result, run over
 * the migrations, would still disagree with the sources.
 */
export async function newMigrationSql(client: pg.Client, sourcesDir: string, schemaSql: string): Promise<string> {
  const reading = await read(client, sourcesDir, schemaSql);
  const found = disagreements(reading);
  if (found.length === 0) return schemaSql.trim() ? `${schemaSql.trim()}\n` : "";

  const gone = found.filter((d) => d.problem === "only-in-migrations").map((d) => reading.migrated.get(d.object)!);
  const files = [...new Set(found.flatMap((d) => (d.file ? [d.file] : [])))].sort();
  const parts: string[] = [];
  // Triggers and views no source keeps go before the schema changes, which may remove what they use.
  const dropsFirst = gone.filter((object) => object.kind !== "function").map((object) => `${object.drop};`);
  if (dropsFirst.length > 0) parts.push(`-- Triggers and views that prisma/sql no longer defines.\n${dropsFirst.join("\n")}`);
  if (schemaSql.trim()) parts.push(schemaSql.trim());
  for (const file of files) {
    // A function whose arguments or result changed is dropped first: CREATE OR REPLACE cannot change them.
    const redefined = [...reading.fileOf]
      .filter(([key, owner]) => owner === file && reading.migrated.get(key)?.kind === "function")
      .filter(([key]) => reading.migrated.get(key)!.signature !== reading.sources.get(key)!.signature)
      .map(([key]) => `${reading.migrated.get(key)!.drop};\n`);
    parts.push(`-- prisma/sql/${file} (edit the source, not this copy)\n${redefined.join("")}${reading.texts.get(file)!.trim()}`);
  }
  const dropsLast = gone.filter((object) => object.kind === "function").map((object) => `${object.drop};`);
  if (dropsLast.length > 0) parts.push(`-- Functions that prisma/sql no longer defines.\n${dropsLast.join("\n")}`);
  const migration = `${parts.join("\n\n")}\n`;

  const left = await compareSqlSources(client, sourcesDir, migration);
  if (left.length > 0) throw new Error(`The new migration would still leave the database unlike prisma/sql:\n${explain(left)}`);
  return migration;
}

/** The disagreements, one paragraph each, for a person to act on. */
export function explain(found: Disagreement[]): string {
  return found
    .map((d) => {
      if (d.problem === "only-in-migrations") return `${d.object}: made by the migrations, defined in no file of prisma/sql`;
      if (d.problem === "only-in-sources") return `${d.object}: defined in prisma/sql/${d.file}, made by no migration`;
      return `${d.object}: prisma/sql/${d.file} differs from what the migrations made\n${d.diff!.replace(/^/gm, "    ")}`;
    })
    .join("\n");
}
