import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import type { Readable } from "node:stream";
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import type { StorageConfig } from "../../config.ts";
import { isValidStorageKey, type FileStorage } from "./storage.ts";

type S3Config = Extract<StorageConfig, { kind: "s3" }>;

const isMissing = (err: unknown) =>
  err instanceof S3ServiceException &&
  (err.name === "NoSuchKey" || err.name === "NotFound" || err.$metadata.httpStatusCode === 404);

/** Objects in one bucket of an S3-compatible store (AWS S3, MinIO, Ceph, s3rver …). */
export const createS3Storage = (config: S3Config): FileStorage => {
  const client = new S3Client({
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    // Checksums only where S3 requires them: a streamed upload with a default checksum is sent
    // 'aws-chunked' with a trailer, which many S3-compatible stores (s3rver, older MinIO, Ceph) store as is.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.accessKeyId && config.secretAccessKey
      ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
      : {}),
  });
  const Bucket = config.bucket;
  const objectKey = (key: string) => {
    if (!isValidStorageKey(key)) throw new Error(`invalid storage key: ${key}`);
    return config.prefix ? `${config.prefix}/${key}` : key;
  };
  return {
    kind: "s3",
    async putFile(key, filePath, contentType) {
      const { size } = await stat(filePath);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: objectKey(key),
          Body: createReadStream(filePath),
          ContentLength: size,
          ContentType: contentType,
        }),
      );
    },
    async putBuffer(key, body, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket, Key: objectKey(key), Body: body, ContentType: contentType }),
      );
    },
    async get(key) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }));
        return {
          body: out.Body as Readable,
          object: {
            size: out.ContentLength ?? 0,
            contentType: out.ContentType ?? "application/octet-stream",
          },
        };
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(key) }));
        return true;
      } catch (err) {
        if (isMissing(err)) return false;
        throw err;
      }
    },
    async delete(keys) {
      for (let i = 0; i < keys.length; i += 1000) {
        const part = keys.slice(i, i + 1000);
        if (part.length === 0) continue;
        await client.send(
          new DeleteObjectsCommand({
            Bucket,
            Delete: { Objects: part.map((key) => ({ Key: objectKey(key) })), Quiet: true },
          }),
        );
      }
    },
    async close() {
      client.destroy();
    },
  };
};
