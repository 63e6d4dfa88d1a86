// No source or test file cites the specification ("SPEC section 9", "SPEC.md", "the spec's field"): the
// repository does not hold that document, so such a comment sends the reader nowhere. A comment says the
// behaviour itself (what and why). Read from the files, no build.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

/** Where the code and the tests are; every file under these is read. */
const FOLDERS = ["server", "admin", "wallet", "marketing", "prisma", "tests", "scripts", ".ci"];
const TOP_FILES = ["vitest.config.ts", "prisma.config.ts"];
/** Files of code, schema, SQL and scripts (not the docs, nor data such as the upgrade fixtures). */
const CODE = /\.(?:[cm]?[jt]sx?|sql|prisma|sh|css|html)$|^run$/;
/** Made by tools, not written here. */
const SKIPPED = [/(^|\/)node_modules\//, /(^|\/)dist\//, /^server\/src\/generated\//];
const THIS_FILE = "tests/unit/noSpecCitations.test.ts";

/** "SPEC" as a word (SPEC 9, SPEC section 2, SPEC.md, SPEC's), or "the spec", "spec's", "spec section". */
const CITATION = [/\bSPEC\b/, /\bthe spec\b/i, /\bspec(?:'s|\.md)/i, /\bspec sections?\b/i];

function filesUnder(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = `${folder}/${entry.name}`;
    if (SKIPPED.some((pattern) => pattern.test(`${path}/`))) return [];
    if (entry.isDirectory()) return filesUnder(path);
    return CODE.test(entry.name) ? [path] : [];
  });
}

function citations(): string[] {
  const files = [...FOLDERS.flatMap(filesUnder), ...TOP_FILES].filter((file) => file !== THIS_FILE);
  return files.flatMap((file) =>
    readFileSync(join(ROOT, file), "utf8")
      .split("\n")
      .flatMap((line, index) => (CITATION.some((pattern) => pattern.test(line)) ? [`${relative(ROOT, join(ROOT, file))}:${index + 1}: ${line.trim()}`] : [])),
  );
}

describe("comments cite behaviour, never the specification", () => {
  it("reads the code of every folder", () => {
    const files = FOLDERS.flatMap(filesUnder);
    for (const sample of ["server/src/trpc.ts", "admin/src/resources.tsx", "wallet/src/App.tsx", "prisma/schema.prisma", "tests/unit/money.test.ts"]) {
      expect(files).toContain(sample);
    }
  });

  it("no file names SPEC, SPEC.md or a section of the spec", () => {
    expect(citations()).toEqual([]);
  });
});
