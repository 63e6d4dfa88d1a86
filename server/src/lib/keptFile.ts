// What the server makes once and keeps in DATA_DIR when it is not configured (the signing secret, the Web
// Push keys): read if there, else made, written whole under another name and linked into place. link()
// never replaces, so of two processes starting at once both read the one file that got there first, and
// neither ever reads half a file. Readable by its owner only (0600).
import { randomBytes } from "node:crypto";
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";

function read(file: string): string | null {
  try {
    return readFileSync(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

/** The file's text, made by `make` and kept first when the file does not exist. */
export function keptFile(file: string, make: () => string): string {
  const known = read(file);
  if (known !== null) return known;
  mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.${randomBytes(6).toString("hex")}`;
  writeFileSync(partial, make(), { mode: 0o600, flag: "wx" });
  try {
    linkSync(partial, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  } finally {
    unlinkSync(partial);
  }
  return read(file)!;
}
