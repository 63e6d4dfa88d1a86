// The README and docs/ walk a newcomer through real files and commands: every repository path they
// name (in backticks, under a top-level folder of the repository) exists, and every `npm run <script>`
// is a script of package.json. A renamed file or script that the docs still name fails here.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const TOP_LEVEL = ["admin", "server", "wallet", "marketing", "prisma", "tests", "scripts", "docs", ".ci"];
const documents = [
  "README.md",
  ...readdirSync(path.join(root, "docs"))
    .filter((name) => name.endsWith(".md"))
    .map((name) => `docs/${name}`),
];
const scripts = Object.keys((JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as { scripts: Record<string, string> }).scripts);

/** Backticked tokens that name a repository path: `server/src/routers/tag/`, `admin/src/resources.tsx:12`. */
function namedPaths(text: string): string[] {
  const tokens = [...text.matchAll(/`([^`\s]+)`/g)].map((match) => match[1]!);
  return tokens
    .map((token) => token.replace(/:\d+(-\d+)?$/, "").replace(/[.,;]$/, ""))
    .filter((token) => TOP_LEVEL.some((folder) => token.startsWith(`${folder}/`)))
    .filter((token) => !/[*<>{}$]/.test(token)); // a pattern or a placeholder, not one path
}

describe.each(documents)("%s", (document) => {
  const text = readFileSync(path.join(root, document), "utf8");

  it("names only paths that exist", () => {
    const missing = namedPaths(text).filter((named) => !existsSync(path.join(root, named)));
    expect(missing).toEqual([]);
  });

  it("names only npm scripts that exist", () => {
    const named = [...text.matchAll(/npm run ([a-z][\w:-]*\w)(?![\w:*<-])/g)].map((match) => match[1]!);
    expect(named.filter((script) => !scripts.includes(script))).toEqual([]);
  });
});
