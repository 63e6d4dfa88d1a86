// The media library: Asset rows of uploaded images, the shop's own (companyId) or the platform's
// shared ones (companyId null). A file is registered only if it is in the owner's upload folder and
// really is an image within the size limit.
import { TRPCError } from "@trpc/server";
import type { Db } from "../../db/client.js";
import type { Env } from "../../env.js";
import type { Asset } from "../../generated/prisma/client.js";
import { storageFor } from "../../storage/index.js";
import { ownerOfKey, SHARED_OWNER } from "../../storage/keys.js";
import { hasImageSignature, imageTypeOfKey, SIGNATURE_BYTES } from "../../storage/types.js";

const MEDIA_LIBRARY_LIMIT = 500;

function toItem(asset: Asset) {
  return { id: asset.id, url: asset.url, shared: asset.companyId === null, createdAt: asset.createdAt.toISOString() };
}

const refuse = (message: string) => new TRPCError({ code: "BAD_REQUEST", message });

/** companyId null: the shared library. Adding a file twice returns the first row. */
export async function addAsset(db: Db, env: Env, companyId: string | null, url: string) {
  const storage = await storageFor(env);
  const key = storage.keyOf(url);
  if (!key || ownerOfKey(key) !== (companyId ?? SHARED_OWNER)) {
    throw refuse(companyId ? "Το αρχείο δεν ανήκει στη βιβλιοθήκη του καταστήματος." : "Το αρχείο δεν ανήκει στην κοινή βιβλιοθήκη.");
  }
  const type = imageTypeOfKey(key);
  const stored = await storage.readHead(key, SIGNATURE_BYTES);
  if (!stored || !type) throw refuse("Το αρχείο δεν βρέθηκε. Ανεβάστε το ξανά.");
  // Checked again here because an S3 upload is not seen by the server on its way in.
  if (stored.size > env.UPLOAD_MAX_BYTES || !hasImageSignature(stored.head, type)) {
    throw refuse("Το περιεχόμενο δεν είναι εικόνα του δηλωμένου τύπου ή ξεπερνά το όριο μεγέθους.");
  }
  const publicUrl = storage.publicUrl(key);
  const existing = await db.asset.findFirst({ where: { url: publicUrl, companyId } });
  return toItem(existing ?? (await db.asset.create({ data: { url: publicUrl, companyId } })));
}

export async function listAssets(db: Db, companyIds: Array<string | null>) {
  const assets = await db.asset.findMany({
    where: { OR: companyIds.map((companyId) => ({ companyId })) },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: MEDIA_LIBRARY_LIMIT,
  });
  return assets.map(toItem);
}
