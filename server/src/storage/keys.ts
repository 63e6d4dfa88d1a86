// Turning an uploader's file_key into a safe object key: nothing it contains can leave its folder.
import type { ImageType } from "./types.js";
import { IMAGE_TYPES } from "./types.js";

export const SHARED_OWNER = "shared";
const DEFAULT_PREFIX = "u";

const KEY = /^uploads\/[A-Za-z0-9_-]{1,64}\/[a-z0-9_-]{1,32}\/[A-Za-z0-9_][A-Za-z0-9._-]{0,150}$/;

/** A key made by storageKey: exactly uploads/<owner>/<prefix>/<name>, no dot segments, safe characters. */
export function isStorageKey(key: string): boolean {
  return KEY.test(key) && !key.includes("..");
}

function cleanPrefix(segment: string): string {
  const cleaned = segment
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, "-")
    .slice(0, 32);
  return cleaned || DEFAULT_PREFIX;
}

/** "Λογότυπο μου (1).PNG" → "1732300000000-1.png": safe characters, the type's extension, a timestamp. */
function cleanName(segment: string, type: ImageType): string {
  const dot = segment.lastIndexOf(".");
  const extension = dot > 0 ? segment.slice(dot + 1).toLowerCase() : "";
  const base = (dot > 0 ? segment.slice(0, dot) : segment)
    .replace(/[^A-Za-z0-9._-]+/g, "-")
    .replace(/\.{2,}/g, ".")
    .replace(/^[.-]+|[.-]+$/g, "")
    .slice(0, 120);
  const allowed: readonly string[] = IMAGE_TYPES[type];
  const name = `${base || "image"}.${allowed.includes(extension) ? extension : allowed[0]}`;
  return /^\d{13}-/.test(name) ? name : `${Date.now()}-${name}`;
}

/**
 * file_key is "<prefix>/<timestamp ms>-<file name>" (prefix optional, default "u"). Backslashes count as
 * slashes and empty, "." and ".." segments are dropped, so "../../x" is the file "x" in folder "u".
 * Returns null when nothing usable is left.
 */
export function normaliseFileKey(fileKey: string, type: ImageType): string | null {
  const segments = fileKey
    .slice(0, 500)
    .replace(/\\/g, "/")
    .split("/")
    .filter((segment) => segment !== "" && segment !== "." && segment !== "..");
  if (segments.length === 0) return null;
  const prefix = segments.length > 1 ? cleanPrefix(segments[0]) : DEFAULT_PREFIX;
  return `${prefix}/${cleanName(segments[segments.length - 1], type)}`;
}

/** owner: a shop's id, or SHARED_OWNER for the platform's library. */
export function storageKey(owner: string, fileKey: string): string {
  return `uploads/${owner}/${fileKey}`;
}

/** The owner folder of a key made by storageKey. */
export function ownerOfKey(key: string): string {
  return key.split("/")[1];
}
