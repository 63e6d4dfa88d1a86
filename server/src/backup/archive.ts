// Reading a backup archive: the whole archive is read once to check it (gzip checksum, tar structure,
// manifest first, every file under data/, as many as the manifest says) before anything is written.
import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { extract, list } from "tar";
import { BackupError, parseManifest, type Manifest } from "./manifest.js";

const migrationsDir = fileURLToPath(new URL("../../../prisma/migrations", import.meta.url));

/** The migrations this version of the app has (a backup from a newer one names a migration not here). */
function knownMigrations(): string[] {
  return readdirSync(migrationsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

export async function inspectArchive(file: string): Promise<Manifest> {
  let manifestText: string | null = null;
  let first = true;
  const files = { database: 0, uploads: 0 };
  const stray: string[] = [];
  try {
    await list({
      file,
      strict: true,
      onReadEntry(entry) {
        if (first && entry.path === "manifest.json") {
          const chunks: Buffer[] = [];
          entry.on("data", (chunk: Buffer) => chunks.push(chunk));
          entry.on("end", () => (manifestText = Buffer.concat(chunks).toString("utf8")));
        } else if (entry.type === "File" && entry.path.startsWith("data/uploads/")) files.uploads++;
        else if (entry.type === "File" && entry.path.startsWith("data/")) files.database++;
        else if (!entry.path.startsWith("data/") && entry.path !== "data") stray.push(entry.path);
        first = false;
      },
    });
  } catch (error) {
    throw new BackupError(`${file} is not a readable backup archive (${(error as Error).message}).`);
  }
  if (manifestText === null) throw new BackupError(`${file} is not a backup archive: it does not start with manifest.json.`);
  const manifest = parseManifest(manifestText, knownMigrations());
  if (stray.length > 0) throw new BackupError(`${file} holds files outside data/ (${stray.slice(0, 3).join(", ")}): not a backup archive.`);
  if (files.database !== manifest.files.database || files.uploads !== manifest.files.uploads) {
    throw new BackupError(
      `${file} is incomplete: it holds ${files.database} database and ${files.uploads} upload files, its manifest says ${manifest.files.database} and ${manifest.files.uploads}.`,
    );
  }
  return manifest;
}

/** Extracts the archive's data/ into `into` (data/x becomes into/x). */
export async function extractArchive(file: string, into: string): Promise<void> {
  await extract({ file, cwd: into, strict: true, strip: 1, filter: (entry) => entry.startsWith("data/") });
}
