// The secret that signs sessions, upload addresses and links when AUTH_SECRET is unset: random, made at
// the first start and kept in DATA_DIR/auth-secret (mode 0600), so it survives restarts and no secret is
// ever a constant anyone can read in the source. Processes that share DATA_DIR share it; processes that
// do not (other machines) must be given the same AUTH_SECRET.
import { randomBytes } from "node:crypto";
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";

export const KEPT_SECRET_FILE = "auth-secret";
const MIN_LENGTH = 32;

function read(file: string): string | null {
  try {
    const secret = readFileSync(file, "utf8").trim();
    if (secret.length < MIN_LENGTH) throw new Error(`${file}: the kept secret is shorter than ${MIN_LENGTH} characters; delete the file or set AUTH_SECRET`);
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

export function keptAuthSecret(dataDir: string): string {
  const file = path.resolve(dataDir, KEPT_SECRET_FILE);
  const known = read(file);
  if (known) return known;
  mkdirSync(path.dirname(file), { recursive: true });
  // Written whole under another name, then linked into place: link() never replaces, so of two processes
  // starting at once, both read the one file that got there first, and neither ever reads half a file.
  const partial = `${file}.${process.pid}.${randomBytes(6).toString("hex")}`;
  writeFileSync(partial, randomBytes(32).toString("base64url"), { mode: 0o600, flag: "wx" });
  try {
    linkSync(partial, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  } finally {
    unlinkSync(partial);
  }
  return read(file)!;
}
