import type { Readable } from "node:stream";

/** A stored object's facts. */
export type StoredObject = { size: number; contentType: string };

/**
 * Where files live: local disk under DATA_DIR by default, S3-compatible object storage when S3_* is set.
 * Keys are the product's own ('orgs/3/asset/17/6f1c…_s20480.jpg'), never a user's file name.
 */
export interface FileStorage {
  readonly kind: "local" | "s3";
  /** Writes an object from a file on disk (uploads and exports are written to a temporary file first). */
  putFile(key: string, filePath: string, contentType: string): Promise<void>;
  putBuffer(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Reads an object, or null when there is none. */
  get(key: string): Promise<{ body: Readable; object: StoredObject } | null>;
  exists(key: string): Promise<boolean>;
  /** Deletes objects; a missing one is not an error. */
  delete(keys: readonly string[]): Promise<void>;
  close(): Promise<void>;
}

/** A storage key holds letters, digits, '-', '_', '.', and '/' between parts: no '..', no leading '/'. */
export const isValidStorageKey = (key: string): boolean =>
  key.length > 0 &&
  key.length <= 500 &&
  /^[A-Za-z0-9][A-Za-z0-9._\-/]*$/.test(key) &&
  !key.split("/").some((part) => part === "" || part === "." || part === "..");
