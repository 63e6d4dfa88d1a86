// Prints the gzip-compressed size of the JavaScript the home page loads (its module scripts and module
// preloads). Goal: under 60 KB. Run after `npm run build:marketing`:
//   node --import tsx marketing/scripts/size.ts [page.html relative to dist/marketing]
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const LIMIT_BYTES = 60 * 1024;
const outDir = fileURLToPath(new URL("../../dist/marketing", import.meta.url));
const page = process.argv[2] ?? "index.html";
const html = await readFile(path.join(outDir, page), "utf8");

const references = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g), ...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g)].map(
  (match) => match[1],
);

let total = 0;
for (const reference of new Set(references)) {
  if (/^[a-z]+:\/\//i.test(reference)) throw new Error(`${page} loads an external script at first paint: ${reference}`);
  const source = await readFile(path.join(outDir, reference));
  const gzipped = gzipSync(source, { level: 9 }).length;
  total += gzipped;
  console.log(`${reference}  ${(source.length / 1024).toFixed(1)} KB raw, ${(gzipped / 1024).toFixed(1)} KB gzip`);
}
console.log(`${page}: ${(total / 1024).toFixed(1)} KB of gzip-compressed JavaScript (limit ${LIMIT_BYTES / 1024} KB)`);
if (total > LIMIT_BYTES) process.exitCode = 1;
