// The S3 copy of the daily backups (BACKUP_S3_BUCKET): a private bucket of its own, reached with the
// uploads' S3 settings. Never the uploads' bucket, whose files are public.
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { DeleteObjectCommand, ListObjectsV2Command, PutObjectCommand } from "@aws-sdk/client-s3";
import type { Env } from "../env.js";
import { createS3Client } from "../storage/s3.js";

const PREFIX = "backups/";

export type BackupBucket = {
  /** The names of the backups in the bucket. */
  list(): Promise<string[]>;
  put(name: string, file: string): Promise<void>;
  remove(name: string): Promise<void>;
};

export function createBackupBucket(env: Env & { BACKUP_S3_BUCKET: string }): BackupBucket {
  const client = createS3Client({
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
  });
  const Bucket = env.BACKUP_S3_BUCKET;
  return {
    async list() {
      const names: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: PREFIX, ContinuationToken }));
        for (const object of page.Contents ?? []) if (object.Key) names.push(object.Key.slice(PREFIX.length));
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return names;
    },
    async put(name, file) {
      const { size } = await stat(file);
      await client.send(
        new PutObjectCommand({ Bucket, Key: PREFIX + name, Body: createReadStream(file), ContentLength: size, ContentType: "application/gzip" }),
      );
    },
    async remove(name) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: PREFIX + name }));
    },
  };
}
