// What a backup archive says about itself (its first entry, manifest.json): restore checks it before it
// writes anything, and after, counts the restored database again to prove it is the one backed up.
import { readFileSync } from "node:fs";
import { z } from "zod";

/** The archive's layout: manifest.json, then data/ (the DATA_DIR: the database's folder and uploads/). */
const BACKUP_FORMAT = 1;
const APP = "loyalty-platform";

const appVersion: string = JSON.parse(readFileSync(new URL("../../../package.json", import.meta.url), "utf8")).version;

/**
 * The last migration applied, and rows of the main tables and the points held, read in the same
 * session as the snapshot is taken (no transaction open), so they are the snapshot's own.
 */
export const SNAPSHOT_FACTS_SQL = `SELECT
  (SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY migration_name DESC LIMIT 1) AS migration,
  (SELECT count(*) FROM "Company")::int AS shops,
  (SELECT count(*) FROM "User")::int AS users,
  (SELECT count(*) FROM "Customer")::int AS customers,
  (SELECT count(*) FROM "Transaction")::int AS purchases,
  (SELECT count(*) FROM "StampTransaction")::int AS "stampPurchases",
  (SELECT count(*) FROM "Coupon")::int AS coupons,
  (SELECT COALESCE(sum(points), 0) FROM "Customer")::text AS points`;

const counts = z.object({
  shops: z.number().int(),
  users: z.number().int(),
  customers: z.number().int(),
  purchases: z.number().int(),
  stampPurchases: z.number().int(),
  coupons: z.number().int(),
  points: z.string(),
});

export type SnapshotFacts = { migration: string; counts: z.infer<typeof counts> };

export function snapshotFacts(row: Record<string, unknown>): SnapshotFacts {
  const { migration, ...rest } = row;
  if (typeof migration !== "string") throw new Error("The database has no applied migration: nothing to back up.");
  return { migration, counts: counts.parse(rest) };
}

const manifestSchema = z.object({
  format: z.number().int(),
  app: z.string(),
  appVersion: z.string(),
  createdAt: z.string().datetime(),
  migration: z.string(),
  counts,
  /** Files under data/: the database folder's (PostgreSQL's, vapid.json) and the uploads'. */
  files: z.object({ database: z.number().int(), uploads: z.number().int() }),
});

export type Manifest = z.infer<typeof manifestSchema>;

export function makeManifest(facts: SnapshotFacts, files: Manifest["files"], createdAt = new Date()): Manifest {
  return { format: BACKUP_FORMAT, app: APP, appVersion, createdAt: createdAt.toISOString(), ...facts, files };
}

/** The manifest read from an archive, or why it cannot be restored by this version of the app. */
export function parseManifest(text: string, knownMigrations: readonly string[]): Manifest {
  let parsed: Manifest;
  try {
    parsed = manifestSchema.parse(JSON.parse(text));
  } catch {
    throw new BackupError("The archive's manifest.json is not a backup manifest.");
  }
  if (parsed.app !== APP) throw new BackupError(`The archive is a backup of "${parsed.app}", not of ${APP}.`);
  if (parsed.format !== BACKUP_FORMAT) {
    throw new BackupError(
      `The archive is in backup format ${parsed.format}; this version reads format ${BACKUP_FORMAT}. Restore it with the version that made it (${parsed.appVersion}).`,
    );
  }
  if (!knownMigrations.includes(parsed.migration)) {
    throw new BackupError(
      `The backup's database is at migration ${parsed.migration}, which this version of the app (${appVersion}) does not have: it was made by a newer version (${parsed.appVersion}). Update the app first.`,
    );
  }
  return parsed;
}

/** A refusal with a message for the operator (no stack trace). */
export class BackupError extends Error {}
