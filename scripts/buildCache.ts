// Whether `npm start` must build the front ends again: a SHA-256 of everything the build reads (the three
// apps, the server code they import, the configs, the dependency lock) and of the settings baked into the
// output (the public site's origin and trackers), kept beside the output after a build that succeeded,
// with the times its outputs were written. Unchanged: the last build is reused. Any change, a missing
// output, an output written since (another build, e.g. the tests', or `npm run build:admin`) or no
// record: build.
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { defaultPublicOrigin } from "../server/src/env.js";

/**
 * The build's inputs, relative to the repository. The whole of server/src rather than the files the front
 * ends import today: an import added tomorrow is then covered too (a server change costs a build).
 */
const BUILD_INPUTS = {
  folders: ["admin", "wallet", "marketing", "server/src"],
  /** Inside those folders: never read by the build (the Prisma client is generated from the lock's version). */
  skip: ["node_modules", "server/src/generated"],
  files: ["package.json", "package-lock.json", "tsconfig.json", "scripts/precompress.ts"],
};

/** What the build writes; without any of them the last build is not reused. */
const OUTPUTS = ["dist/admin/index.html", "dist/wallet/index.html", "dist/marketing/index.html", "dist/marketing/docs/api/index.html"];
const RECORD = "dist/build-inputs.sha256";

/** The settings the build bakes into its output (marketing/scripts/prerender.ts reads the same ones). */
export function buildSettings(env: NodeJS.ProcessEnv): Record<string, string> {
  return {
    PUBLIC_ORIGIN: env.PUBLIC_ORIGIN?.trim() ? new URL(env.PUBLIC_ORIGIN).origin : defaultPublicOrigin(env.PORT),
    GA_MEASUREMENT_ID: env.GA_MEASUREMENT_ID ?? "",
    META_PIXEL_ID: env.META_PIXEL_ID ?? "",
  };
}

async function filesUnder(root: string, folder: string): Promise<string[]> {
  const absolute = path.join(root, folder);
  if (!existsSync(absolute)) return [];
  const entries = await readdir(absolute, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map(async (entry) => {
      const relative = path.posix.join(folder, entry.name);
      if (entry.isDirectory()) return BUILD_INPUTS.skip.some((skip) => relative === skip || entry.name === skip) ? [] : filesUnder(root, relative);
      return entry.isFile() ? [relative] : [];
    }),
  );
  return nested.flat();
}

/** The hash of the build's inputs as they are now, with the settings. */
async function buildInputsHash(root: string, settings: Record<string, string>): Promise<string> {
  const files = [...(await Promise.all(BUILD_INPUTS.folders.map((folder) => filesUnder(root, folder)))).flat(), ...BUILD_INPUTS.files].sort();
  const hash = createHash("sha256").update(JSON.stringify(settings));
  for (const file of files) {
    const content = await readFile(path.join(root, file)).catch(() => null);
    // The name and the length before the content: no two different trees hash alike.
    hash.update(`\0${file}\0${content === null ? "-" : content.length}\0`);
    if (content) hash.update(content);
  }
  return hash.digest("hex");
}

/** When each output was written: a build that did not go through recordBuild changes it. */
async function outputsWritten(root: string): Promise<string> {
  const times = await Promise.all(OUTPUTS.map(async (output) => (await stat(path.join(root, output))).mtimeMs));
  return times.join(",");
}

export type BuildDecision = { build: boolean; reason: string; hash: string };

export async function buildDecision(root: string, env: NodeJS.ProcessEnv): Promise<BuildDecision> {
  const hash = await buildInputsHash(root, buildSettings(env));
  const missing = OUTPUTS.find((output) => !existsSync(path.join(root, output)));
  if (missing) return { build: true, reason: `no build yet (${missing} is missing)`, hash };
  const [recordedHash, recordedOutputs] = (await readFile(path.join(root, RECORD), "utf8").catch(() => "")).trim().split(" ");
  if (!recordedHash) return { build: true, reason: "no record of the last build's sources", hash };
  if (recordedOutputs !== (await outputsWritten(root))) return { build: true, reason: "the output was rebuilt since its sources were recorded", hash };
  if (recordedHash !== hash) return { build: true, reason: "the sources or settings changed since the last build", hash };
  return { build: false, reason: "sources and settings unchanged since the last build", hash };
}

/** Before a build: the record goes, so that a build that fails half-way is never taken for a good one. */
export async function forgetBuild(root: string): Promise<void> {
  await rm(path.join(root, RECORD), { force: true });
}

/** After a build that succeeded: records the hash its inputs had when it started, and its outputs' times. */
export async function recordBuild(root: string, hash: string): Promise<void> {
  await writeFile(path.join(root, RECORD), `${hash} ${await outputsWritten(root)}\n`);
}
