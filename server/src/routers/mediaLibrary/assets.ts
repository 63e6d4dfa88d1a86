// The media library: Asset rows of uploaded images, the shop's own (companyId) or the platform's
// shared ones (companyId null). A file is registered only if it is in the owner's upload folder and
// really is an image within the size limit; it is deleted only when nothing uses it, and its file goes
// with it.
import { TRPCError } from "@trpc/server";
import type { Db } from "../../db/client.js";
import type { Env } from "../../env.js";
import type { Asset } from "../../generated/prisma/client.js";
import type { Logger } from "../../lib/logger.js";
import { storageFor } from "../../storage/index.js";
import { isStorageKey, ownerOfKey, SHARED_OWNER } from "../../storage/keys.js";
import { hasImageSignature, imageTypeOfKey, SIGNATURE_BYTES } from "../../storage/types.js";
import { usesMessage, usesOf } from "./uses.js";

const MEDIA_LIBRARY_LIMIT = 500;
const DAY_MS = 24 * 60 * 60 * 1000;

const MEDIA_MESSAGES = {
  notFound: "Η εικόνα δεν βρέθηκε.",
  shared: "Οι κοινόχρηστες εικόνες αφαιρούνται μόνο από την ομάδα της πλατφόρμας.",
};

/** The storage key in a stored address (the part from "uploads/"), whatever origin it was saved under. */
function keyOfAddress(url: string): string | null {
  const match = /(?:^|\/)(uploads\/[^?#]+)$/.exec(url);
  return match && isStorageKey(match[1]) ? match[1] : null;
}

/** "uploads/<owner>/u/1732300000000-logo.png" → "logo.png": the name of an image added before names were kept. */
function nameOfAddress(url: string): string {
  const file = url.slice(url.lastIndexOf("/") + 1);
  return file.replace(/^\d{13}-/, "");
}

function toItem(asset: Asset) {
  return {
    id: asset.id,
    url: asset.url,
    name: asset.name ?? nameOfAddress(asset.url),
    shared: asset.companyId === null,
    createdAt: asset.createdAt.toISOString(),
  };
}

const refuse = (message: string) => new TRPCError({ code: "BAD_REQUEST", message });

/** companyId null: the shared library. Adding a file twice returns the first row. */
export async function addAsset(db: Db, env: Env, companyId: string | null, input: { url: string; name?: string | null }) {
  const storage = await storageFor(env);
  const key = storage.keyOf(input.url);
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
  return toItem(existing ?? (await db.asset.create({ data: { url: publicUrl, companyId, name: input.name || null } })));
}

/** The images of the given libraries, newest first; with `search`, those whose name or address contains it. */
export async function listAssets(db: Db, companyIds: Array<string | null>, search?: string) {
  const contains = { contains: search, mode: "insensitive" as const };
  const assets = await db.asset.findMany({
    where: {
      OR: companyIds.map((companyId) => ({ companyId })),
      ...(search ? { AND: [{ OR: [{ name: contains }, { url: contains }] }] } : {}),
    },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: MEDIA_LIBRARY_LIMIT,
  });
  return assets.map(toItem);
}

/**
 * Deletes image `id` of the library `companyId` (null: the shared one) and its stored file, unless
 * something uses it: then a CONFLICT that lists the uses. Another library's image is NOT_FOUND (a shop's
 * own view of a shared image gets the sentence that says who removes those).
 *
 * The row goes first, in a transaction that also leaves an old Upload row for the file: if removing
 * the file fails now (the disk or the bucket), the daily job's removal of unregistered uploads deletes
 * it later, and deleting a file twice is no error. A file still named by another row of the library
 * (the same file registered under an earlier address) is kept.
 */
export async function removeAsset(services: { db: Db; env: Env; log: Logger }, companyId: string | null, id: string) {
  const { db, env, log } = services;
  const asset = await db.asset.findUnique({ where: { id } });
  if (!asset || (asset.companyId !== companyId && !(companyId && asset.companyId === null))) {
    throw new TRPCError({ code: "NOT_FOUND", message: MEDIA_MESSAGES.notFound });
  }
  if (asset.companyId !== companyId) throw new TRPCError({ code: "FORBIDDEN", message: MEDIA_MESSAGES.shared });
  const key = keyOfAddress(asset.url);
  if (key) {
    const uses = await usesOf(db, key, companyId);
    if (uses.length > 0) throw new TRPCError({ code: "CONFLICT", message: usesMessage(uses) });
  }
  const fileToRemove = await db.$transaction(async (tx) => {
    const { count } = await tx.asset.deleteMany({ where: { id, companyId } });
    if (count === 0) throw new TRPCError({ code: "NOT_FOUND", message: MEDIA_MESSAGES.notFound });
    if (!key || (await tx.asset.count({ where: { url: { endsWith: `/${key}` } } })) > 0) return null;
    await tx.upload.create({ data: { owner: companyId ?? SHARED_OWNER, key, bytes: 0, createdAt: new Date(Date.now() - 2 * DAY_MS) } });
    return key;
  });
  if (fileToRemove) {
    const storage = await storageFor(env);
    await storage.remove(fileToRemove).catch((error: unknown) => log.warn({ err: error, key: fileToRemove }, "media file not removed; the daily job retries"));
  }
  return { id, fileRemoved: fileToRemove !== null };
}
