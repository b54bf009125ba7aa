import { extensionOf, MEDIA_EXTENSIONS, mediaCategoryOf } from "../../documents/media.rules.ts";
import { FieldType, type FieldTypeId } from "../forms.enums.ts";

/** The list a media field takes when it names no formats of its own: pictures, videos, sound or documents. */
export const FIELD_TYPE_EXTENSIONS: Readonly<Partial<Record<FieldTypeId, readonly string[]>>> = {
  [FieldType.Picture]: MEDIA_EXTENSIONS.Images,
  [FieldType.Video]: MEDIA_EXTENSIONS.Video,
  [FieldType.Audio]: MEDIA_EXTENSIONS.Audio,
  [FieldType.Document]: MEDIA_EXTENSIONS.Document,
};

/** A field's AllowedMediaFormats as sent: "jpg, .png" or a list. */
export type AllowedMediaFormatsValue = string | readonly string[] | null | undefined;

/** One format as a builder may write it: 'jpg', '.JPG' or '*.jpg' all mean the extension jpg. */
const normaliseFormat = (format: string): string =>
  format
    .trim()
    .toLowerCase()
    .replace(/^\*?\./, "");

/** The formats listed, each once, lower case and without dots; separators are commas, semicolons or spaces. */
export const listMediaFormats = (formats: AllowedMediaFormatsValue): string[] => {
  if (formats === null || formats === undefined) return [];
  const parts = typeof formats === "string" ? formats.split(/[\s,;|]+/) : formats;
  return [...new Set(parts.map(normaliseFormat).filter((part) => part !== ""))];
};

/** Whether every listed format is an extension some media list knows (jpg, mp4, pdf, dwg, …). */
export const areKnownMediaFormats = (formats: AllowedMediaFormatsValue): boolean =>
  listMediaFormats(formats).every((format) => mediaCategoryOf(format) !== null);

/**
 * The extensions a field accepts: its own AllowedMediaFormats when it lists any, else the list of its media
 * type. Only picture, video, audio and document fields take files: for any other field the list is empty,
 * whatever AllowedMediaFormats says.
 */
export const allowedExtensionsOf = (field: {
  readonly FieldTypeId: FieldTypeId;
  readonly AllowedMediaFormats?: AllowedMediaFormatsValue;
}): readonly string[] => {
  const byType = FIELD_TYPE_EXTENSIONS[field.FieldTypeId];
  if (!byType) return [];
  const own = listMediaFormats(field.AllowedMediaFormats);
  return own.length > 0 ? own : byType;
};

/** The first file name whose extension is not allowed, or null when all are. */
export const firstRefusedFile = (fileNames: readonly string[], allowed: readonly string[]): string | null => {
  const accepted = new Set(allowed);
  return fileNames.find((name) => !accepted.has(extensionOf(name))) ?? null;
};

/** Shown when a file's format is not one the field accepts. */
export const mediaFormatMessage = (allowed: readonly string[]): string =>
  `Only these file formats are allowed: ${allowed.join(", ")}.`;
