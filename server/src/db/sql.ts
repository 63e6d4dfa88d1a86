// Raw SQL on the hot paths of the counter (a redemption, the history search) straight through the pg
// pool: Prisma's $queryRaw compiles every call in its WebAssembly query compiler and post-processes the
// rows, which cost more CPU than the rest of such a request. Inside a Prisma transaction (the HTTP API's
// idempotent writes) the same statement runs through it instead. Rows come back as $queryRaw returns
// them: timestamps are stored as UTC without a zone, as Prisma writes them.
import pg from "pg";
import type { Db } from "./client.js";
import type { Prisma } from "../generated/prisma/client.js";

/** A Prisma client or transaction, or the pg pool it runs on. */
export type SqlClient = Db | Prisma.TransactionClient | pg.Pool;

const TIMESTAMP_OID = 1114;
const parseUtcTimestamp = (text: string) => new Date(`${text.replace(" ", "T")}Z`);
const prismaTypes = {
  getTypeParser: ((oid: number, format?: "text" | "binary") =>
    oid === TIMESTAMP_OID ? parseUtcTimestamp : pg.types.getTypeParser(oid, format)) as pg.CustomTypesConfig["getTypeParser"],
};

/**
 * Runs a Prisma.sql query and returns its rows. `name` makes it a prepared statement on the pool's
 * connections (parsed and planned once per connection): only for a statement whose text never changes.
 */
export async function queryRows<Row>(client: SqlClient, query: Prisma.Sql, name?: string): Promise<Row[]> {
  if (client instanceof pg.Pool) return (await client.query({ name, text: query.text, values: query.values, types: prismaTypes })).rows as Row[];
  return client.$queryRaw<Row[]>(query);
}
