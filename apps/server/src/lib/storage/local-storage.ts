import { createReadStream } from "node:fs";
import { copyFile, mkdir, rename, rm, stat, writeFile, readFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { isValidStorageKey, type FileStorage } from "./storage.ts";

const META_SUFFIX = ".meta.json";

/** Files under one folder (DATA_DIR/files by default); each object's content type sits beside it. */
export const createLocalStorage = (dir: string): FileStorage => {
  const pathOf = (key: string) => {
    if (!isValidStorageKey(key)) throw new Error(`invalid storage key: ${key}`);
    return join(dir, key);
  };
  const writeMeta = (path: string, contentType: string) =>
    writeFile(`${path}${META_SUFFIX}`, JSON.stringify({ contentType }));
  return {
    kind: "local",
    async putFile(key, filePath, contentType) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // A rename is instant on the same disk; across disks the file is copied.
      await rename(filePath, path).catch(async () => copyFile(filePath, path));
      await writeMeta(path, contentType);
    },
    async putBuffer(key, body, contentType) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, body);
      await writeMeta(path, contentType);
    },
    async get(key) {
      const path = pathOf(key);
      const info = await stat(path).catch(() => null);
      if (!info?.isFile()) return null;
      const meta = await readFile(`${path}${META_SUFFIX}`, "utf8")
        .then((text) => JSON.parse(text) as { contentType?: string })
        .catch(() => ({ contentType: undefined }));
      return {
        body: createReadStream(path),
        object: { size: info.size, contentType: meta.contentType ?? "application/octet-stream" },
      };
    },
    async exists(key) {
      const info = await stat(pathOf(key)).catch(() => null);
      return Boolean(info?.isFile());
    },
    async delete(keys) {
      await Promise.all(
        keys.map(async (key) => {
          const path = pathOf(key);
          await rm(path, { force: true });
          await rm(`${path}${META_SUFFIX}`, { force: true });
        }),
      );
    },
    async close() {},
  };
};
