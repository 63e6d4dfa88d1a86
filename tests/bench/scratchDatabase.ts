// A database of its own for one bench run, on the PostgreSQL server at `base`, dropped afterwards
// (WITH (FORCE): connections the run left open do not keep it).
import pg from "pg";

export async function withScratchDatabase<T>(base: string, prefix: string, use: (databaseUrl: string) => Promise<T>): Promise<T> {
  const name = `${prefix}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  try {
    return await use(Object.assign(new URL(base), { pathname: `/${name}` }).toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  }
}
