// Only the channel folders name a channel: outside server/src/channels/ and admin/src/channels/ no code
// compares with, keys by or reads a member called "PUSH", "SMS", "EMAIL" or "WEB_PUSH" (the campaign code
// asks the registries), so a new channel is a folder and a registry line, not edits across the product.
// Comments and Greek text may mention SMS or e-mail; only code is read. Read from the sources, no build.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const SOURCES = ["server/src", "admin/src", "wallet/src"];

/** Where channels are named: each channel's folder and the registries that list them. */
const CHANNEL_FOLDERS = ["server/src/channels/", "admin/src/channels/", "server/src/generated/"];

/** Files outside them that may name a channel, and why. */
const ALLOWED: Record<string, string> = {
  "admin/src/resources.tsx": 'the route declarations: the SMS list\'s sidebar label is the Greek word "SMS", not a switch',
};

const CHANNEL = "(?:PUSH|SMS|EMAIL|WEB_PUSH)";
/** A string that is a channel ("SMS"), a key named after one ({ SMS: … }) and a member read by one (LABELS.SMS). */
const NAMING = [new RegExp(`(["'\`])${CHANNEL}\\1`, "g"), new RegExp(`(?:^|[{,])\\s*${CHANNEL}\\s*:(?!:)`, "gm"), new RegExp(`\\.${CHANNEL}\\b`, "g")];

function sourceFiles(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The code without its comments (a `//` after a colon or inside a quote is an address, not a comment). */
function code(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`\\])\/\/.*$/gm, "$1");
}

function channelNames(source: string): string[] {
  const text = code(source);
  return NAMING.flatMap((pattern) => [...text.matchAll(pattern)].map((match) => match[0].trim().replace(/\s+/g, " ")));
}

describe("channel names", () => {
  it("appear in code only inside the channel folders and the allowed files", () => {
    const offending = SOURCES.flatMap(sourceFiles)
      .filter((file) => !CHANNEL_FOLDERS.some((folder) => file.startsWith(folder)) && !(file in ALLOWED))
      .flatMap((file) => {
        const found = channelNames(readFileSync(join(ROOT, file), "utf8"));
        return found.length > 0 ? [`${file}: ${found.join(", ")}`] : [];
      });
    expect(offending, "ask the channel registry (server/src/channels/registry.ts, admin/src/channels/registry.ts) instead").toEqual([]);
  });

  it("are still named by the allowed files (else the exception goes)", () => {
    for (const file of Object.keys(ALLOWED)) expect(channelNames(readFileSync(join(ROOT, file), "utf8")), file).not.toEqual([]);
  });

  it("finds the namings it looks for, and not comments or text", () => {
    expect(channelNames(`if (type === "EMAIL") return;`)).toEqual(['"EMAIL"']);
    expect(channelNames(`const rates = { PUSH: 50, SMS: 5 };`)).toEqual(["{ PUSH:", ", SMS:"]);
    expect(channelNames(`switch (type) {\n  case 'SMS':\n}`)).toEqual(["'SMS'"]);
    expect(channelNames(`label: LABELS.EMAIL,`)).toEqual([".EMAIL"]);
    expect(channelNames(`// counts SMS: parts\n/* "EMAIL" */\nconst text = "Στείλαμε SMS";\nconst url = "https://x.gr//SMS";`)).toEqual([]);
  });
});
