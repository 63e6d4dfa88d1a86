// The TypeScript sources under a folder of the repository, for the tests that keep a rule by reading code.
import { readdirSync } from "node:fs";
import { join } from "node:path";

/** Every .ts/.tsx file under `folder` (relative to `root`), leaving out paths that start with one of `skipped`. */
export function sourceFiles(root: string, folder: string, skipped: readonly string[] = []): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = `${folder}/${entry.name}`;
    if (skipped.some((prefix) => path.startsWith(prefix))) return [];
    if (entry.isDirectory()) return sourceFiles(root, path, skipped);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}
