import { createWriteStream } from "node:fs";
import { stat } from "node:fs/promises";
import { join } from "node:path";
import { Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { FastifyRequest } from "fastify";
import {
  UNSTORABLE_TEXT_MESSAGE,
  UPLOAD_MAX_FILE_MB,
  UPLOAD_MAX_FILES,
  extensionOf,
  findUnstorableText,
} from "@fieldstead/domain";
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

// A file past the limit is cut short and reported, not thrown; parts() reads the option as files() does
// (its declared type leaves it out).
const PART_OPTIONS = { throwFileSizeLimit: false } as Parameters<FastifyRequest["parts"]>[0];

/**
 * A form part whose name, value or file name holds U+0000 or an unpaired surrogate is refused (400) naming the
 * part, as every other text input is (a field's value is otherwise not read).
 */
const refuseUnstorablePart = (fieldName: string, text: unknown, message: string): void => {
  const path = findUnstorableText({ value: { [fieldName]: text } });
  if (path) throw invalidField(path.join("."), message);
};

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
    for await (const part of request.parts(PART_OPTIONS)) {
      if (part.type === "field") {
        refuseUnstorablePart(part.fieldname, part.value, UNSTORABLE_TEXT_MESSAGE);
        continue;
      }
      if (findUnstorableText({ value: [part.fieldname, part.filename] })) {
        await drain(part.file);
        refuseUnstorablePart(part.fieldname, part.filename, `a file's name ${UNSTORABLE_TEXT_MESSAGE}`);
      }
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
