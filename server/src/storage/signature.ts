// The local driver's upload signatures: HMAC-SHA256 with AUTH_SECRET over what the PUT must match.
import { createHmac, timingSafeEqual } from "node:crypto";

export type SignedPut = { path: string; type: string; expires: number; maxBytes: number };

export function signPut(secret: string, put: SignedPut): string {
  const payload = ["PUT", put.path, put.type, String(put.expires), String(put.maxBytes)].join("\n");
  return createHmac("sha256", `upload:${secret}`).update(payload).digest("hex");
}

/** True when `signature` signs exactly this PUT and `expires` (unix seconds) has not passed. */
export function verifyPut(secret: string, put: SignedPut, signature: string, now = Date.now()): boolean {
  if (!Number.isSafeInteger(put.expires) || put.expires * 1000 <= now) return false;
  const expected = Buffer.from(signPut(secret, put), "hex");
  const given = Buffer.from(/^[0-9a-f]{64}$/.test(signature) ? signature : "", "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}
