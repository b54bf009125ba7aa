import type { StorageConfig } from "../../config.ts";
import { createLocalStorage } from "./local-storage.ts";
import { createS3Storage } from "./s3-storage.ts";
import type { FileStorage } from "./storage.ts";

export const openStorage = (config: StorageConfig): FileStorage =>
  config.kind === "s3" ? createS3Storage(config) : createLocalStorage(config.dir);
