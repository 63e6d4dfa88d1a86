// Every server call of the admin goes through the data provider (admin/src/providers/): no other file
// imports the tRPC client (lib/trpc.ts) or a @trpc package. And every read is cached and refreshed by
// Refine (resource, id, custom call name, identity): no file names a react-query key of its own, which
// Refine's invalidation by resource would miss. Read from the sources, no build.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ADMIN_SRC = resolve(dirname(fileURLToPath(import.meta.url)), "../../../admin/src");

/** The provider and the client it is built over. */
const PROVIDER = ["providers/", "lib/trpc.ts"];
/** The router's input and output types for pages that name a record's shape: type-only, it loads no client. */
const ROUTER_TYPES = "lib/routerTypes.ts";

type Import = { specifier: string; typeOnly: boolean };

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [relative(ADMIN_SRC, path).split("\\").join("/")] : [];
  });
}

/** Static imports and re-exports (with whether they are type-only), side-effect and dynamic imports. */
function importsOf(source: string): Import[] {
  const found: Import[] = [];
  for (const match of source.matchAll(/^\s*(?:import|export)\s+(type\s+)?[^;]*?\bfrom\s*["']([^"']+)["']/gm)) {
    found.push({ specifier: match[2], typeOnly: Boolean(match[1]) });
  }
  for (const match of source.matchAll(/^\s*import\s*["']([^"']+)["']|\bimport\(\s*["']([^"']+)["']\s*\)/gm)) {
    found.push({ specifier: match[1] ?? match[2], typeOnly: false });
  }
  return found;
}

/** Whether `specifier`, imported from `file`, is the tRPC client's module or a @trpc package. */
function reachesTrpc(file: string, specifier: string): boolean {
  if (specifier.startsWith("@trpc/")) return true;
  if (!specifier.startsWith(".")) return false;
  const target = relative(ADMIN_SRC, resolve(ADMIN_SRC, dirname(file), specifier))
    .split("\\")
    .join("/");
  return target.replace(/\.(js|ts)$/, "") === "lib/trpc";
}

/** Every file outside the provider that imports the client or a @trpc package. */
function directCallers(): { file: string; imports: Import[] }[] {
  return sourceFiles(ADMIN_SRC)
    .filter((file) => !PROVIDER.some((allowed) => file.startsWith(allowed)))
    .map((file) => ({ file, imports: importsOf(readFileSync(join(ADMIN_SRC, file), "utf8")).filter(({ specifier }) => reachesTrpc(file, specifier)) }))
    .filter(({ imports }) => imports.length > 0);
}

/**
 * What a hand-made cache entry looks like: a key, a QueryClient method that takes one, or react-query's
 * own read hooks (Refine's useList, useOne, useCustomQuery… cache under Refine's keys).
 */
const HAND_WRITTEN_KEY = [
  /\bqueryKey\b/,
  /\b(?:invalidate|refetch|remove|reset|cancel)Queries\b/,
  /\b(?:get|set)Query(?:Data|State)\b/,
  /\b(?:prefetch|fetch|ensure)(?:Infinite)?Query(?:Data)?\b/,
  /\bimport\s*\{[^}]*\buse(?:Infinite)?Quer(?:y|ies)\b[^}]*\}\s*from\s*["']@tanstack\/react-query["']/,
];

function handWrittenKeys(source: string): string[] {
  return HAND_WRITTEN_KEY.flatMap((pattern) => source.match(pattern)?.[0] ?? []);
}

describe("the admin's reads", () => {
  it("are Refine's: no file names a react-query key, reads the cache by key or uses react-query's read hooks", () => {
    const offending = sourceFiles(ADMIN_SRC).flatMap((file) => {
      const found = handWrittenKeys(readFileSync(join(ADMIN_SRC, file), "utf8"));
      return found.length > 0 ? [`${file}: ${found.join(", ")}`] : [];
    });
    expect(offending, "read with useList, useOne, useGetIdentity, useCustomQuery…; refresh with useInvalidate({ resource })").toEqual([]);
  });

  it("finds the keys it looks for", () => {
    expect(handWrittenKeys(`useQuery({ queryKey: ["company.get"], queryFn })`)).toEqual(["queryKey"]);
    expect(handWrittenKeys(`queryClient.invalidateQueries(["company.get"])`)).toEqual(["invalidateQueries"]);
    expect(handWrittenKeys(`const shop = queryClient.getQueryData(keys.company);`)).toEqual(["getQueryData"]);
    expect(handWrittenKeys(`import { useMutation, useQuery } from "@tanstack/react-query";`)).toHaveLength(1);
    expect(handWrittenKeys(`import { useMutation } from "@tanstack/react-query";\nconst shop = useOne({ resource: "company", id });`)).toEqual([]);
  });
});

describe("the admin's server calls", () => {
  const callers = directCallers();

  it("go through the data provider: no other file imports the tRPC client or a @trpc package", () => {
    const offending = callers
      .filter(({ file, imports }) => !(file === ROUTER_TYPES && imports.every(({ typeOnly }) => typeOnly)))
      .map(({ file, imports }) => `${file}: ${imports.map(({ specifier }) => specifier).join(", ")}`);
    expect(offending, "call the server through the data provider (useList, useOne, useCreate…, useCustomQuery, useCustomCall)").toEqual([]);
  });

  it("finds the imports it looks for", () => {
    expect(importsOf(`import { trpc } from "../../lib/trpc";\nimport type { X } from "@trpc/server";\nconst m = import("../lib/trpc.js");`)).toEqual([
      { specifier: "../../lib/trpc", typeOnly: false },
      { specifier: "@trpc/server", typeOnly: true },
      { specifier: "../lib/trpc.js", typeOnly: false },
    ]);
    expect(reachesTrpc("pages/a/index.tsx", "../../lib/trpc")).toBe(true);
    expect(reachesTrpc("pages/a/index.tsx", "../../lib/trpcish")).toBe(false);
  });
});
