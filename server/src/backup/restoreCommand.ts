// `npm run restore <file>`: a backup made by `npm run backup` (or a daily one) into DATA_DIR, which must
// be empty or absent and not used by a server. On PostgreSQL (DATABASE_URL) it says to use pg_restore,
// and exits 2.
import path from "node:path";
import { parseArgs } from "node:util";
import { EnvError, parseSettings } from "../env.js";
import { BackupError } from "./manifest.js";
import { restoreBackup } from "./restore.js";

const PG_RESTORE_ADVICE = `DATABASE_URL is set: the database is PostgreSQL. Restore a dump made with pg_dump into a new, empty database with PostgreSQL's own tools, e.g.

  pg_restore --no-owner --exit-on-error --dbname="$DATABASE_URL" loyalty.dump

(docs/operations.md, "Backups").`;

async function main(): Promise<number> {
  const { positionals } = parseArgs({ allowPositionals: true });
  const env = parseSettings(process.env);
  if (env.DATABASE_URL) {
    console.error(PG_RESTORE_ADVICE);
    return 2;
  }
  if (positionals.length !== 1) {
    console.error("Usage: npm run restore <backup file>   (into DATA_DIR, which must be empty or absent)");
    return 1;
  }
  const { directory, manifest } = await restoreBackup(path.resolve(positionals[0]), env.DATA_DIR);
  console.log(
    `Restored the backup of ${manifest.createdAt} into ${directory}: ${manifest.counts.shops} shops, ${manifest.counts.customers} customers, ` +
      `${manifest.counts.purchases} purchases, ${manifest.files.uploads} uploaded files. Start the server on it (npm run serve, or npm start); ` +
      "migrations newer than the backup are applied as it starts.",
  );
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof BackupError || error instanceof EnvError ? error.message : error);
    process.exit(1);
  },
);
