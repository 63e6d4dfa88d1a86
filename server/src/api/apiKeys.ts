// A shop's API keys as the settings manage them (owner only). The full key is returned once, at
// creation; the list shows the name, scopes, prefix and when each was last used.
import { TRPCError } from "@trpc/server";
import type { Db } from "../db/client.js";
import { newApiKey, type ApiKeyScope } from "./keys.js";

const MAX_ACTIVE_KEYS = 20;

export async function listApiKeys(db: Db, companyId: string) {
  const keys = await db.apiKey.findMany({
    where: { companyId },
    orderBy: [{ revokedAt: { sort: "desc", nulls: "first" } }, { createdAt: "desc" }],
    select: { id: true, name: true, prefix: true, scopes: true, lastUsedAt: true, revokedAt: true, createdAt: true },
  });
  return keys.map((key) => ({
    ...key,
    scopes: key.scopes as ApiKeyScope[],
    lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
    revokedAt: key.revokedAt?.toISOString() ?? null,
    createdAt: key.createdAt.toISOString(),
  }));
}

export async function createApiKey(db: Db, companyId: string, userId: string, input: { name: string; scopes: ApiKeyScope[] }) {
  if ((await db.apiKey.count({ where: { companyId, revokedAt: null } })) >= MAX_ACTIVE_KEYS) {
    throw new TRPCError({ code: "PRECONDITION_FAILED", message: `Έως ${MAX_ACTIVE_KEYS} ενεργά κλειδιά ανά κατάστημα. Ανακαλέστε όσα δεν χρησιμοποιείτε.` });
  }
  const { key, prefix, hash } = newApiKey();
  const created = await db.apiKey.create({ data: { companyId, name: input.name, scopes: [...new Set(input.scopes)], prefix, hash, createdById: userId } });
  return { id: created.id, key, prefix };
}

/** Refused from the next request on, by every process (keys are checked on each request). */
export async function revokeApiKey(db: Db, companyId: string, id: string) {
  const { count } = await db.apiKey.updateMany({ where: { id, companyId, revokedAt: null }, data: { revokedAt: new Date() } });
  if (count === 0) throw new TRPCError({ code: "NOT_FOUND", message: "Το κλειδί δεν βρέθηκε ή έχει ήδη ανακληθεί." });
  return { id };
}
