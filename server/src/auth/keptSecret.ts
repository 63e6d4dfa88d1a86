// The secret that signs sessions, upload addresses and links when AUTH_SECRET is unset: random, made at
// the first start and kept in DATA_DIR/auth-secret (lib/keptFile.ts), so it survives restarts and no
// secret is ever a constant anyone can read in the source. Processes that share DATA_DIR share it;
// processes that do not (other machines) must be given the same AUTH_SECRET.
import { randomBytes } from "node:crypto";
import path from "node:path";
import { keptFile } from "../lib/keptFile.js";

const KEPT_SECRET_FILE = "auth-secret";
const MIN_LENGTH = 32;

export function keptAuthSecret(dataDir: string): string {
  const file = path.resolve(dataDir, KEPT_SECRET_FILE);
  const secret = keptFile(file, () => randomBytes(32).toString("base64url")).trim();
  if (secret.length < MIN_LENGTH) throw new Error(`${file}: the kept secret is shorter than ${MIN_LENGTH} characters; delete the file or set AUTH_SECRET`);
  return secret;
}
