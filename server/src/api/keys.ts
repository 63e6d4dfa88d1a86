// API keys: "lyk_" and 32 random base64url characters (192 bits). Only the SHA-256 is stored: a key of
// that strength needs no slow hash, and one indexed lookup finds it. The first 12 characters (the
// "lyk_" and 8 more) are kept as the prefix the settings list shows.
import { createHash, randomBytes } from "node:crypto";

export const API_KEY_SCOPES = ["counter", "read"] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

const KEY_PATTERN = /^lyk_[A-Za-z0-9_-]{32}$/;

export function newApiKey(): { key: string; prefix: string; hash: string } {
  const key = `lyk_${randomBytes(24).toString("base64url")}`;
  return { key, prefix: key.slice(0, 12), hash: hashApiKey(key) };
}

export function hashApiKey(key: string): string {
  return createHash("sha256").update(key).digest("hex");
}

/** The key of an `Authorization: Bearer <key>` header, or null when there is none of our shape. */
export function bearerKey(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? "");
  return match && KEY_PATTERN.test(match[1]) ? match[1] : null;
}
