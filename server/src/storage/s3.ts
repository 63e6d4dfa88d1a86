// Any S3-compatible store (AWS S3, Cloudflare R2, MinIO, ...). The uploader PUTs straight to the
// store with an address pre-signed here; the content type and the size are signed, so the store refuses
// any other.
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import { isStorageKey } from "./keys.js";
import type { PutRequest, Storage, StoredFile } from "./types.js";

export type S3Options = {
  bucket: string;
  region: string;
  /** e.g. https://<account>.r2.cloudflarestorage.com or http://minio:9000; unset: AWS */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** where the files are read from (a CDN or the bucket's public address); unset: the bucket address */
  publicUrl?: string;
};

const trimSlash = (value: string) => value.replace(/\/+$/, "");

/** A client of the configured store (also the backups' bucket, backup/bucket.ts). */
export function createS3Client(options: Pick<S3Options, "region" | "endpoint" | "accessKeyId" | "secretAccessKey">): S3Client {
  return new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    // Custom endpoints (MinIO and most others) address buckets by path, not by host name.
    forcePathStyle: Boolean(options.endpoint),
    credentials: options.accessKeyId && options.secretAccessKey ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } : undefined,
  });
}

export function createS3Storage(options: S3Options): Storage {
  const client = createS3Client(options);
  const bucketBase = options.endpoint ? `${trimSlash(options.endpoint)}/${options.bucket}` : `https://${options.bucket}.s3.${options.region}.amazonaws.com`;
  const publicBase = trimSlash(options.publicUrl ?? bucketBase);

  return {
    driver: "s3",
    publicUrl: (key) => `${publicBase}/${key}`,
    keyOf(url) {
      if (/[?#]/.test(url)) return null;
      // An upload address without its query is on the bucket's own address; both name the same file.
      const base = [publicBase, bucketBase].find((candidate) => url.startsWith(`${candidate}/`));
      const key = base ? url.slice(base.length + 1) : null;
      return key && isStorageKey(key) ? key : null;
    },
    presignPut(request: PutRequest) {
      // A pre-signed PUT is bounded only by the Content-Length it signs: the route asks for the size first.
      if (request.size === undefined) return Promise.reject(new Error("an S3 upload needs its declared size"));
      const command = new PutObjectCommand({ Bucket: options.bucket, Key: request.key, ContentType: request.type, ContentLength: request.size });
      return getSignedUrl(client, command, { expiresIn: request.expiresInSeconds, signableHeaders: new Set(["content-type", "content-length"]) });
    },
    async remove(key) {
      // S3 answers a missing key with success too.
      await client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: key }));
    },
    async readHead(key, bytes): Promise<StoredFile | null> {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: options.bucket, Key: key, Range: `bytes=0-${bytes - 1}` }));
        const head = object.Body ? await object.Body.transformToByteArray() : new Uint8Array();
        const total = Number(object.ContentRange?.split("/")[1] ?? object.ContentLength ?? head.length);
        return { size: total, head };
      } catch (error) {
        if (error instanceof S3ServiceException && (error.name === "NoSuchKey" || error.$metadata.httpStatusCode === 404)) return null;
        // A range past the end of an empty object.
        if (error instanceof S3ServiceException && error.name === "InvalidRange") return { size: 0, head: new Uint8Array() };
        throw error;
      }
    },
  };
}
