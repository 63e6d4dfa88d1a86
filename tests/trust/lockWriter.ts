// A process that opens the embedded database of the folder given as argv[2] when its stdin says "go",
// then inserts rows named after argv[3], printing "acked <id>" after each commit. `hold` as argv[4]
// keeps it running after the inserts (for a test that kills it). A refused start prints the message
// and exits 1, as the server does.
import { once } from "node:events";
import pg from "pg";
import { DataDirInUseError } from "../../server/src/db/dataDirLock.js";
import { startEmbeddedDatabase, type EmbeddedDatabase } from "../../server/src/db/embedded.js";

const [dir, name, mode] = process.argv.slice(2);
console.log("ready");
await once(process.stdin, "data");
let database: EmbeddedDatabase;
try {
  database = await startEmbeddedDatabase(dir);
} catch (error) {
  console.error(error instanceof DataDirInUseError ? error.message : error);
  process.exit(1);
}
const client = new pg.Client({ connectionString: database.url });
await client.connect();
await client.query("CREATE TABLE IF NOT EXISTS acked (id text PRIMARY KEY)");
for (let i = 0; i < 20; i++) {
  const id = `${name}-${i}`;
  await client.query("INSERT INTO acked (id) VALUES ($1)", [id]);
  console.log(`acked ${id}`);
}
if (mode === "hold") {
  console.log("holding");
  await new Promise(() => undefined);
}
await client.end();
await database.stop();
process.exit(0);
