// The configured storage: S3 when S3_BUCKET is set, otherwise the server's disk. One per environment.
import type { Env } from "../env.js";
import { createLocalStorage } from "./local.js";
import type { Storage } from "./types.js";

/** How long a pre-signed upload address stays valid. */
export const UPLOAD_URL_TTL_SECONDS = 5 * 60;

const storages = new WeakMap<Env, Promise<Storage>>();

/** The AWS SDK is loaded only when S3 is configured. */
async function createStorage(env: Env): Promise<Storage> {
  if (!env.S3_BUCKET) return createLocalStorage({ dataDir: env.DATA_DIR, publicOrigin: env.PUBLIC_ORIGIN, secret: env.AUTH_SECRET });
  const { createS3Storage } = await import("./s3.js");
  return createS3Storage({
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    publicUrl: env.S3_PUBLIC_URL,
  });
}

export function storageFor(env: Env): Promise<Storage> {
  let storage = storages.get(env);
  if (!storage) {
    storage = createStorage(env);
    storages.set(env, storage);
  }
  return storage;
}

/** Where the browser PUTs uploads, besides this server: the S3 bucket's origin (for the CSP's connect-src). */
export function uploadOrigins(env: Env): string[] {
  if (!env.S3_BUCKET) return [];
  return [env.S3_ENDPOINT ? new URL(env.S3_ENDPOINT).origin : `https://${env.S3_BUCKET}.s3.${env.S3_REGION}.amazonaws.com`];
}

/** "5 MB", for the messages that name the size limit. */
export function formatMegabytes(bytes: number): string {
  return `${Number((bytes / 1024 / 1024).toFixed(1)).toLocaleString("el-GR")} MB`;
}
