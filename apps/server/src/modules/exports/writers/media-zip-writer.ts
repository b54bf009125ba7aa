import { createWriteStream } from "node:fs";
import { once } from "node:events";
import { finished } from "node:stream/promises";
import type { Readable } from "node:stream";
import { ZipArchive } from "archiver";

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

/** The bytes of file `index`, or null when storage no longer holds it. */
export type OpenZipFile = (index: number) => Promise<Readable | null>;

/**
 * A zip of a record's files, opened one at a time (so only one is open at once, and it is read only as fast as
 * the zip takes it in); a file missing from storage is left out. Answers how many files it holds.
 */
export const writeMediaZip = async (
  path: string,
  fileNames: readonly string[],
  open: OpenZipFile,
): Promise<number> => {
  const zip = new ZipArchive({ zlib: { level: 6 } });
  const out = createWriteStream(path);
  zip.pipe(out);
  const failed = new Promise<never>((_, reject) => zip.once("error", reject));
  failed.catch(() => undefined);
  const nameOf = uniqueNamer();
  let count = 0;
  try {
    for (const [index, fileName] of fileNames.entries()) {
      const body = await open(index);
      if (!body) continue;
      zip.append(body, { name: nameOf(fileName) });
      await Promise.race([once(zip, "entry"), failed]);
      count++;
    }
    await Promise.race([zip.finalize(), failed]);
    await finished(out);
    return count;
  } catch (err) {
    // The thread that writes lives on after this file: leave no file handle open behind a failure.
    zip.destroy();
    out.destroy();
    throw err;
  }
};
