// The upload flow: ask the server for a signed address, PUT the file there (the server never relays it), and
// keep the address without its query string as the file's address. Registering it in the media
// library is the caller's next step (mediaLibrary.add / adminAdd).
import { NETWORK_ERROR_MESSAGE } from "../../lib/errors";

/** Whose library a file goes to: the shop's own, or the platform's shared one (platform admins). */
export type MediaVariant = "shop" | "platform";

const SIGN_ENDPOINTS: Record<MediaVariant, string> = { shop: "/api/upload", platform: "/api/upload/admin" };

/** The folder prefix when the caller names none (the server's storage/keys.ts uses the same). */
const DEFAULT_PREFIX = "u";

export const IMAGE_TYPES = ["image/png", "image/jpeg", "image/webp", "image/gif"] as const;

const WRONG_TYPE_MESSAGE = "Επιτρέπονται μόνο εικόνες PNG, JPEG, WebP ή GIF.";
const UPLOAD_FAILED_MESSAGE = "Το ανέβασμα της εικόνας απέτυχε. Δοκιμάστε ξανά.";

/** A failed upload, with the sentence to show the user. */
export class UploadError extends Error {}

/** "<prefix>/<timestamp ms>-<file name>": the timestamp keeps two files of the same name apart. */
export function fileKey(fileName: string, now: number = Date.now(), prefix: string = DEFAULT_PREFIX): string {
  return `${prefix}/${now}-${fileName}`;
}

/** The stored address of an uploaded file: its signed address without the query string. */
export function storedAddress(signedUrl: string): string {
  const query = signedUrl.indexOf("?");
  return query === -1 ? signedUrl : signedUrl.slice(0, query);
}

/** The server's own Greek sentence from an `{ error }` answer, when it sent one. */
async function serverMessage(response: Response): Promise<string | null> {
  try {
    const body = (await response.json()) as { error?: unknown };
    return typeof body.error === "string" ? body.error : null;
  } catch {
    return null;
  }
}

async function send(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch {
    throw new UploadError(NETWORK_ERROR_MESSAGE);
  }
}

/** Uploads the file and returns its stored address; throws an UploadError with a Greek message. */
export async function uploadFile(file: File, variant: MediaVariant): Promise<string> {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) throw new UploadError(WRONG_TYPE_MESSAGE);

  const signing = await send(SIGN_ENDPOINTS[variant], {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ file_key: fileKey(file.name), type: file.type, size: file.size }),
  });
  if (!signing.ok) throw new UploadError((await serverMessage(signing)) ?? UPLOAD_FAILED_MESSAGE);
  const { url } = (await signing.json()) as { url: string };

  const upload = await send(url, { method: "PUT", headers: { "Content-Type": file.type }, body: file });
  if (!upload.ok) throw new UploadError((await serverMessage(upload)) ?? UPLOAD_FAILED_MESSAGE);
  return storedAddress(url);
}
