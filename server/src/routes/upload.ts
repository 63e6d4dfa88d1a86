// POST /api/upload (the shop's files) and POST /api/upload/admin (the platform's shared library):
// the uploader names the file and its type, and gets a pre-signed address to PUT the image to.
//
//   body (JSON only): file_key  "<prefix>/<timestamp ms>-<file name>", e.g. "u/1732300000000-logo.png"
//                     type      image/png | image/jpeg | image/webp | image/gif
//                     size      the file's bytes, at most UPLOAD_MAX_BYTES; optional on the local driver
//                               (then UPLOAD_MAX_BYTES), required on S3
//   quota:  UPLOAD_DAILY_FILES addresses and UPLOAD_DAILY_BYTES bytes per shop in 24 hours, then 429 (storage/uploads.ts)
//   answer: { url }: PUT the file there with that Content-Type, and no more bytes than the size counted
//   (signed in the address); the url without its query is the file, which mediaLibrary.add / adminAdd
//   then registers.
//
// JSON only: a page of another site can post a form or multipart body with the shop's cookies, but not
// JSON without asking first (a CORS preflight this server never grants).
import express, { type Request, type RequestHandler, type Response } from "express";
import { z } from "zod";
import { normaliseFileKey, SHARED_OWNER, storageKey } from "../storage/keys.js";
import { formatMegabytes, storageFor, UPLOAD_URL_TTL_SECONDS } from "../storage/index.js";
import { isImageType } from "../storage/types.js";
import { reserveUpload } from "../storage/uploads.js";
import { findUnsafeText, UNSAFE_TEXT_MESSAGE } from "../lib/text.js";
import { jsonBody } from "../lib/jsonBody.js";
import type { Services } from "../trpc.js";

export const UPLOAD_MESSAGES = {
  signedOut: "Συνδεθείτε για να συνεχίσετε.",
  noShop: "Δεν βρέθηκε κατάστημα για αυτόν τον λογαριασμό.",
  notAdmin: "Μόνο για διαχειριστές της πλατφόρμας.",
  badType: "Επιτρέπονται μόνο εικόνες PNG, JPEG, WebP ή GIF.",
  badKey: "Μη έγκυρο όνομα αρχείου.",
  tooLarge: (maxBytes: number) => `Το αρχείο ξεπερνά το όριο των ${formatMegabytes(maxBytes)}.`,
  sizeRequired: "Λείπει το μέγεθος του αρχείου.",
  notJson: "Το αίτημα πρέπει να είναι JSON.",
} as const;

const bodySchema = z.object({
  file_key: z.string().trim().min(1).max(500),
  type: z.string().trim().toLowerCase().max(100),
  size: z.coerce.number().int().min(0).optional(),
});

type Library = "shop" | "shared";

export function uploadRoutes(services: Services): express.Router {
  const routes = express.Router();
  const refuse = (res: Response, status: number, error: string) => void res.status(status).set("Cache-Control", "no-store").json({ error });
  const jsonOnly: RequestHandler = (req, res, next) => (req.is("application/json") ? next() : refuse(res, 415, UPLOAD_MESSAGES.notJson));

  /** The owner folder the user may upload into, or null once the refusal is sent. */
  async function ownerFor(req: Request, res: Response, library: Library): Promise<string | null> {
    const user = await services.resolveUser(req);
    if (!user) {
      refuse(res, 401, UPLOAD_MESSAGES.signedOut);
      return null;
    }
    if (library === "shared") {
      if (user.platformAdmin) return SHARED_OWNER;
      refuse(res, 403, UPLOAD_MESSAGES.notAdmin);
      return null;
    }
    const membership = await services.findMembership(user.id);
    if (membership) return membership.company.id;
    refuse(res, 403, UPLOAD_MESSAGES.noShop);
    return null;
  }

  const presign = (library: Library) => async (req: Request, res: Response) => {
    const owner = await ownerFor(req, res, library);
    if (owner === null) return;
    if (findUnsafeText(req.body)) return refuse(res, 400, UNSAFE_TEXT_MESSAGE);
    const body = bodySchema.safeParse(req.body);
    if (!body.success) return refuse(res, 400, body.error.issues.some((issue) => issue.path[0] === "type") ? UPLOAD_MESSAGES.badType : UPLOAD_MESSAGES.badKey);
    const { type, size } = body.data;
    if (!isImageType(type)) return refuse(res, 400, UPLOAD_MESSAGES.badType);
    const fileKey = normaliseFileKey(body.data.file_key, type);
    if (!fileKey) return refuse(res, 400, UPLOAD_MESSAGES.badKey);
    const limit = services.env.UPLOAD_MAX_BYTES;
    if (size !== undefined && size > limit) return refuse(res, 413, UPLOAD_MESSAGES.tooLarge(limit));
    const storage = await storageFor(services.env);
    // A pre-signed S3 PUT is bounded only by the Content-Length it signs; the local driver checks the bytes itself.
    if (size === undefined && storage.driver === "s3") return refuse(res, 400, UPLOAD_MESSAGES.sizeRequired);
    // What the quota counts is what the address takes.
    const maxBytes = size ?? limit;
    const key = storageKey(owner, fileKey);
    const overQuota = await reserveUpload(services.db, services.env, { owner, key, bytes: maxBytes });
    if (overQuota) return refuse(res, 429, overQuota);
    const url = await storage.presignPut({ key, type, maxBytes, size, expiresInSeconds: UPLOAD_URL_TTL_SECONDS });
    res.set("Cache-Control", "no-store").json({ url });
  };

  routes.post("/", jsonOnly, jsonBody("16kb"), presign("shop"));
  routes.post("/admin", jsonOnly, jsonBody("16kb"), presign("shared"));
  return routes;
}
