import { createWriteStream } from "node:fs";
import { once } from "node:events";
import { finished } from "node:stream/promises";
import { ZipArchive } from "archiver";
import type { FileStorage } from "../../../lib/storage/storage.ts";

export type ZipEntry = { fileName: string; storageKey: string };

/** 'photo.jpg', then 'photo (2).jpg', 'photo (3).jpg' … ; a path in a name keeps only its last part. */
export const uniqueNamer = (): ((name: string) => string) => {
  const taken = new Set<string>();
  return (raw) => {
    const name = raw.split(/[\\/]/).pop()?.trim() || "file";
    const dot = name.lastIndexOf(".");
    const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ""];
    let candidate = name;
    for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = `${stem} (${n})${ext}`;
    taken.add(candidate.toLowerCase());
    return candidate;
  };
};

/**
 * A zip of a record's files, read one at a time from storage (so only one is open at once); a file missing
 * from storage is left out. Answers how many files it holds.
 */
export const writeMediaZip = async (
  path: string,
  entries: readonly ZipEntry[],
  storage: FileStorage,
): Promise<number> => {
  const zip = new ZipArchive({ zlib: { level: 6 } });
  const out = createWriteStream(path);
  zip.pipe(out);
  const failed = new Promise<never>((_, reject) => zip.once("error", reject));
  failed.catch(() => undefined);
  const nameOf = uniqueNamer();
  let count = 0;
  for (const entry of entries) {
    const stored = await storage.get(entry.storageKey);
    if (!stored) continue;
    zip.append(stored.body, { name: nameOf(entry.fileName) });
    await Promise.race([once(zip, "entry"), failed]);
    count++;
  }
  await Promise.race([zip.finalize(), failed]);
  await finished(out);
  return count;
};
