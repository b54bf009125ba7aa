import { createWriteStream } from "node:fs";
import { stat } from "node:fs/promises";
import { join } from "node:path";
import { Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { FastifyRequest } from "fastify";
import { UPLOAD_MAX_FILE_MB, UPLOAD_MAX_FILES, extensionOf } from "@fieldstead/domain";
import { AppError, invalidField } from "../../lib/errors.ts";
import { withoutControlChars } from "./media-download.ts";

/** A part written to the temporary folder, under a name of our own (never the sender's). */
export type ReceivedFile = { fileName: string; extension: string; tmpPath: string; size: number };

export type ReceivedUpload = {
  files: ReceivedFile[];
  /** Parts refused on their name alone (their bytes were read and dropped). */
  refusals: string[];
  /** Parts past the size limit. */
  tooLarge: string[];
};

const drain = (stream: NodeJS.ReadableStream) =>
  pipeline(stream, new Writable({ write: (_chunk, _enc, done) => done() }));

/** The sender's name as shown in messages: the last path part, without control characters. */
const displayName = (raw: string): string =>
  withoutControlChars(raw.split(/[\\/]/).pop() ?? "").slice(0, 255);

/**
 * Streams each file part of a multipart request to its own temporary file, so a 50 MB file never sits in
 * memory. A part whose extension is not accepted is read to its end and dropped.
 */
export const receiveFiles = async (
  request: FastifyRequest,
  dir: string,
  allowed: readonly string[],
): Promise<ReceivedUpload> => {
  if (!request.isMultipart()) throw invalidField("files", "send the files as multipart/form-data");
  const received: ReceivedUpload = { files: [], refusals: [], tooLarge: [] };
  try {
    for await (const part of request.files({ throwFileSizeLimit: false })) {
      const fileName = displayName(part.filename);
      const extension = extensionOf(fileName);
      if (!allowed.includes(extension)) {
        await drain(part.file);
        received.refusals.push(
          `'${fileName}' was refused: only these extensions are accepted: ${allowed.join(", ")}`,
        );
        continue;
      }
      const tmpPath = join(dir, `part-${received.files.length + received.tooLarge.length}`);
      await pipeline(part.file, createWriteStream(tmpPath));
      if (part.file.truncated) {
        received.tooLarge.push(`'${fileName}' is larger than the ${UPLOAD_MAX_FILE_MB} MB limit.`);
        continue;
      }
      received.files.push({ fileName, extension, tmpPath, size: (await stat(tmpPath)).size });
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === "FST_FILES_LIMIT")
      throw new AppError("TOO_LARGE", {
        message: `At most ${UPLOAD_MAX_FILES} files can be uploaded at a time.`,
      });
    if (code === "FST_PARTS_LIMIT" || code === "FST_FIELDS_LIMIT")
      throw new AppError("TOO_LARGE", { message: "The upload holds too many parts." });
    throw err;
  }
  return received;
};
