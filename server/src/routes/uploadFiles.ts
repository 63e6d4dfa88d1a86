// /uploads/...: the local storage driver's files. PUT takes an upload signed by POST /api/upload
// (the signature, its expiry, the content type and the size are checked: no more bytes than the signed
// size, the one the quota counted, and they must be an image of the signed type); GET serves the file,
// immutable (every upload gets a new name).
import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { link, mkdir, open, unlink } from "node:fs/promises";
import path from "node:path";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import express, { type Request, type Response } from "express";
import type { Env } from "../env.js";
import { formatMegabytes, storageFor } from "../storage/index.js";
import type { LocalStorage } from "../storage/local.js";
import { verifyPut } from "../storage/signature.js";
import { hasImageSignature, imageTypeOfKey, isImageType, SIGNATURE_BYTES, type ImageType } from "../storage/types.js";

export const UPLOAD_FILE_MESSAGES = {
  badSignature: "Η υπογραφή δεν είναι έγκυρη ή έληξε.",
  tooLarge: (maxBytes: number) => `Το αρχείο ξεπερνά το όριο των ${formatMegabytes(maxBytes)}.`,
  largerThanDeclared: "Το αρχείο είναι μεγαλύτερο από το μέγεθος που δηλώθηκε.",
  notAnImage: "Το περιεχόμενο δεν είναι εικόνα του δηλωμένου τύπου.",
  exists: "Το αρχείο υπάρχει ήδη.",
  notFound: "Το αρχείο δεν βρέθηκε.",
} as const;

/**
 * Passes bytes through up to `maxBytes`; past that it drops them (the request is still read to its end,
 * so the uploader gets the 413 answer rather than a reset connection) and `exceeded` turns true.
 */
function limitTo(maxBytes: number) {
  let seen = 0;
  const limiter = Object.assign(
    new Transform({
      transform(chunk: Buffer, _encoding, done) {
        seen += chunk.length;
        limiter.exceeded = seen > maxBytes;
        done(null, limiter.exceeded ? undefined : chunk);
      },
    }),
    { exceeded: false },
  );
  return limiter;
}

async function startsLikeImage(file: string, type: ImageType): Promise<boolean> {
  const handle = await open(file, "r");
  try {
    const head = new Uint8Array(SIGNATURE_BYTES);
    const { bytesRead } = await handle.read(head, 0, SIGNATURE_BYTES, 0);
    return hasImageSignature(head.subarray(0, bytesRead), type);
  } finally {
    await handle.close();
  }
}

export function uploadFileRoutes(env: Env): express.Router {
  const routes = express.Router();
  const refuse = (res: Response, status: number, error: string) => void res.status(status).set("Cache-Control", "no-store").json({ error });

  /** The local storage and the key of the requested path; null when this is not a local image upload. */
  async function target(req: Request): Promise<{ storage: LocalStorage; key: string; file: string } | null> {
    const storage = await storageFor(env);
    if (storage.driver !== "local") return null;
    const local = storage as LocalStorage;
    // Keys hold only characters that are never percent-encoded, so the raw path is compared as it is.
    const key = `uploads${req.path}`;
    const file = imageTypeOfKey(key) ? local.filePath(key) : null;
    return file ? { storage: local, key, file } : null;
  }

  routes.get("/{*path}", async (req, res, next) => {
    const found = await target(req);
    if (!found) return next();
    // Relative to the uploads folder: "deny" then refuses dot-names inside it (the .partial folder) but not a
    // dot-folder above it, such as the default DATA_DIR ".data".
    const { uploadsDir } = found.storage;
    res.sendFile(
      path.relative(uploadsDir, found.file),
      {
        root: uploadsDir,
        dotfiles: "deny",
        maxAge: 365 * 24 * 60 * 60 * 1000,
        immutable: true,
        headers: { "X-Content-Type-Options": "nosniff", "Cross-Origin-Resource-Policy": "cross-origin" },
      },
      (error) => {
        if (error && !res.headersSent) res.status(404).type("text/plain").send("404");
      },
    );
  });

  routes.put("/{*path}", async (req, res) => {
    const found = await target(req);
    if (!found) return refuse(res, 404, UPLOAD_FILE_MESSAGES.notFound);
    const type = (req.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
    const maxBytes = Number(req.query.max);
    const signed = verifyPut(env.AUTH_SECRET, { path: `/${found.key}`, type, expires: Number(req.query.expires), maxBytes }, String(req.query.signature ?? ""));
    if (!signed || !isImageType(type) || imageTypeOfKey(found.key) !== type) return refuse(res, 403, UPLOAD_FILE_MESSAGES.badSignature);
    const tooLarge = maxBytes < env.UPLOAD_MAX_BYTES ? UPLOAD_FILE_MESSAGES.largerThanDeclared : UPLOAD_FILE_MESSAGES.tooLarge(maxBytes);
    if (Number(req.get("content-length") ?? 0) > maxBytes) return refuse(res, 413, tooLarge);

    await mkdir(found.storage.partialDir, { recursive: true });
    const partial = path.join(found.storage.partialDir, randomUUID());
    try {
      const limiter = limitTo(maxBytes);
      await pipeline(req, limiter, createWriteStream(partial, { flags: "wx" }));
      if (limiter.exceeded) return refuse(res, 413, tooLarge);
      if (!(await startsLikeImage(partial, type))) return refuse(res, 415, UPLOAD_FILE_MESSAGES.notAnImage);
      await mkdir(path.dirname(found.file), { recursive: true });
      // link() never replaces: a second PUT to the same address cannot change a served (immutable) file.
      await link(partial, found.file);
      res.status(200).set("Cache-Control", "no-store").end();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "EEXIST") return refuse(res, 409, UPLOAD_FILE_MESSAGES.exists);
      // The upload was cut before its end (its client went away, or sent too slowly: lib/slowClients.ts).
      if (res.headersSent || req.destroyed) return;
      throw error;
    } finally {
      await unlink(partial).catch(() => undefined);
    }
  });

  return routes;
}
