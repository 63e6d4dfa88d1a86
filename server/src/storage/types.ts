// Uploaded images: what may be stored, where, and the interface both storage drivers implement.
//
// Object keys: uploads/<owner>/<prefix>/<timestamp>-<name>, where <owner> is the shop's id, or "shared"
// for the platform's library. The same key is the path under DATA_DIR (local) or the object key (S3).

export const IMAGE_TYPES = {
  "image/png": ["png"],
  "image/jpeg": ["jpg", "jpeg"],
  "image/webp": ["webp"],
  "image/gif": ["gif"],
} as const;

export type ImageType = keyof typeof IMAGE_TYPES;

export function isImageType(value: string): value is ImageType {
  return Object.hasOwn(IMAGE_TYPES, value);
}

/** The type a stored file's extension stands for; null for anything else. */
export function imageTypeOfKey(key: string): ImageType | null {
  const extension = key.slice(key.lastIndexOf(".") + 1).toLowerCase();
  const entry = Object.entries(IMAGE_TYPES).find(([, extensions]) => (extensions as readonly string[]).includes(extension));
  return entry ? (entry[0] as ImageType) : null;
}

/** The first bytes every file of the type starts with (WebP: "RIFF", 4 size bytes, "WEBP"). */
export function hasImageSignature(head: Uint8Array, type: ImageType): boolean {
  const ascii = (from: number, to: number) => String.fromCharCode(...head.subarray(from, to));
  switch (type) {
    case "image/png":
      return [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, index) => head[index] === byte);
    case "image/jpeg":
      return head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff;
    case "image/gif":
      return ascii(0, 6) === "GIF87a" || ascii(0, 6) === "GIF89a";
    case "image/webp":
      return ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP";
  }
}

/** Bytes enough for hasImageSignature. */
export const SIGNATURE_BYTES = 12;

export type PutRequest = {
  key: string;
  type: ImageType;
  /** the most bytes the PUT may carry, which the quota counted: the declared size, else UPLOAD_MAX_BYTES */
  maxBytes: number;
  /** the exact size, when the uploader declared it (S3 signs it; required there) */
  size?: number;
  expiresInSeconds: number;
};

export type StoredFile = { size: number; head: Uint8Array };

export interface Storage {
  readonly driver: "local" | "s3";
  /** The address the file at `key` is read from. */
  publicUrl(key: string): string;
  /** The key of a file address this storage hands out (public or upload address without query); else null. */
  keyOf(url: string): string | null;
  /** A pre-signed address the file is PUT to, with the content type header `type`. */
  presignPut(request: PutRequest): Promise<string>;
  /** Deletes the file at `key`; a file that is not there is no error. */
  remove(key: string): Promise<void>;
  /** The stored file's size and first `bytes` bytes; null when there is no such file. */
  readHead(key: string, bytes: number): Promise<StoredFile | null>;
}
