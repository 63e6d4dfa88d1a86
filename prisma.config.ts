// Prisma CLI configuration (migrate, generate). Runs the WebAssembly schema engine through the pg
// driver adapter, so no native engine binary is ever downloaded. Two upstream gaps are bridged here
// (prisma/orm#27403): catalog columns of type `name`/"char" are read as text, and the shadow database
// is created and dropped by us. See ../shared/notes/prisma-without-engine-binaries.md.
import { defineConfig } from "prisma/config";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { parse } from "pg-connection-string";

type CatalogResult = { fields?: Array<{ dataTypeID: number }> } | null | undefined;

const asText = <Result>(result: Result): Result => {
  for (const field of (result as CatalogResult)?.fields ?? []) {
    if (field.dataTypeID === 19 || field.dataTypeID === 18) field.dataTypeID = 25;
  }
  return result;
};

class CatalogClient extends pg.Client {
  // biome-ignore lint/suspicious/noExplicitAny: pg's query has a dozen overloads; this one passes any of them through.
  query(...args: any[]): any {
    const callback = args[args.length - 1];
    if (typeof callback === "function") {
      args[args.length - 1] = (error: unknown, result: unknown) => callback(error, asText(result));
      return Reflect.apply(super.query, this, args);
    }
    const out = Reflect.apply(super.query, this, args);
    return out && typeof out.then === "function" ? out.then(asText) : out;
  }
}

const url = process.env.DATABASE_URL ?? "postgresql://localhost/generate-only";
// allowExitOnIdle: idle connections must not keep the CLI alive once its work is done (see migrate.ts).
const poolConfig: pg.PoolConfig = { ...(parse(url) as pg.PoolConfig), Client: CatalogClient, allowExitOnIdle: true };

// What the adapter keeps to itself: its connection, and its handler that turns a driver error into Prisma's.
type AdapterInternals = { client: pg.Pool | pg.PoolClient; onError(error: unknown): never };

// The adapter splits migration scripts on ";", which breaks plpgsql bodies ($$ ... $$). PostgreSQL's
// simple query protocol runs a whole multi-statement script in one round trip, so send it whole.
const wholeScripts = <T extends { executeScript(script: string): Promise<void> }>(adapter: T): T => {
  const internals = adapter as unknown as AdapterInternals;
  adapter.executeScript = async (script: string) => {
    try {
      await internals.client.query(script);
    } catch (error) {
      internals.onError(error);
    }
  };
  return adapter;
};

class MigrationAdapter extends PrismaPg {
  async connect() {
    return wholeScripts(await super.connect());
  }

  async connectToShadowDb() {
    const admin = new pg.Pool(poolConfig);
    const database = process.env.SHADOW_DATABASE_NAME ?? `prisma_shadow_${Date.now()}`;
    await admin.query(`CREATE DATABASE "${database}"`);
    const shadow = wholeScripts(await new PrismaPg({ ...poolConfig, database }).connect());
    const dispose = shadow.dispose.bind(shadow);
    shadow.dispose = async () => {
      await dispose();
      await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
      await admin.end();
    };
    return shadow;
  }
}

export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema: "prisma/schema.prisma",
  adapter: async () => new MigrationAdapter(new pg.Pool(poolConfig)),
});
