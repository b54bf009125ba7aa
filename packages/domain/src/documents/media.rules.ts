import { FileType, type FileTypeValue, type UploadCategoryId } from "../forms/forms.enums.ts";
import { MediaCategory, type MediaCategoryValue } from "../assets/assets.enums.ts";

/** Upload limits (portal-platform §9): 50 MB a file, 10 files at a time. */
export const UPLOAD_MAX_FILE_MB = 50;
export const UPLOAD_MAX_FILE_BYTES = UPLOAD_MAX_FILE_MB * 1024 * 1024;
export const UPLOAD_MAX_FILES = 10;
/** A gallery page holds 50 pictures; a gallery holds at most 1,000 files (portal-platform §9). */
export const GALLERY_PAGE_SIZE = 50;
export const GALLERY_MAX_FILES = 1000;
/** Shown when a record's gallery is full or an upload would take it past 1,000 files (portal-platform §5.2). */
export const GALLERY_LIMIT_MESSAGE = "The maximum gallery upload limit has been reached.";

/**
 * Allowed extensions per media category (portal-platform §9). Misc, for which the spec lists none, holds the
 * drawing and data formats field work brings (docs/decisions/documents-and-media.md).
 */
export const MEDIA_EXTENSIONS: Readonly<Record<MediaCategoryValue, readonly string[]>> = {
  Images: ["jpg", "jpeg", "png", "gif", "bmp", "svg", "tif"],
  Video: ["mp4", "avi", "mkv", "mov", "mpeg", "ogv", "webm"],
  Audio: ["mp3", "wav", "ogg", "aac", "mid", "midi"],
  Document: ["pdf", "doc", "docx", "xls", "xlsx", "ppt", "pptx", "csv", "txt", "zip", "rar", "7z"],
  Misc: ["dwg", "dxf", "kml", "kmz", "json", "xml"],
};

/** The media category each upload category (portal-platform §3.7) takes; Misc 0 takes every list. */
export const UPLOAD_CATEGORY_MEDIA: Readonly<Record<UploadCategoryId, MediaCategoryValue | null>> = {
  0: null,
  1: MediaCategory.Images,
  2: MediaCategory.Video,
  3: MediaCategory.Audio,
  4: MediaCategory.Document,
};

/** The extension of a file name, lower case, without the dot ('' when there is none). */
export const extensionOf = (fileName: string): string => {
  const dot = fileName.lastIndexOf(".");
  return dot <= 0 || dot === fileName.length - 1 ? "" : fileName.slice(dot + 1).toLowerCase();
};

/** The media category an extension belongs to, or null when no list holds it. */
export const mediaCategoryOf = (extension: string): MediaCategoryValue | null => {
  const ext = extension.toLowerCase();
  for (const [category, list] of Object.entries(MEDIA_EXTENSIONS))
    if (list.includes(ext)) return category as MediaCategoryValue;
  return null;
};

/** Extensions an upload category accepts: its own list, or every list for Misc (0). */
export const extensionsFor = (category: UploadCategoryId): readonly string[] => {
  const media = UPLOAD_CATEGORY_MEDIA[category];
  return media ? MEDIA_EXTENSIONS[media] : Object.values(MEDIA_EXTENSIONS).flat();
};

const FILE_TYPE_BY_EXTENSION: Readonly<Record<string, FileTypeValue>> = {
  xls: FileType.Excel,
  xlsx: FileType.Excel,
  csv: FileType.Excel,
  doc: FileType.Word,
  docx: FileType.Word,
  ppt: FileType.PowerPoint,
  pptx: FileType.PowerPoint,
  pdf: FileType.PDF,
  dwg: FileType.DWG,
  dxf: FileType.DWG,
};

/** The file type (portal-platform §3.6) a file name stands for. */
export const fileTypeOf = (fileName: string): FileTypeValue => {
  const ext = extensionOf(fileName);
  const byExt = FILE_TYPE_BY_EXTENSION[ext];
  if (byExt) return byExt;
  switch (mediaCategoryOf(ext)) {
    case "Images":
      return FileType.Image;
    case "Video":
      return FileType.Video;
    case "Audio":
      return FileType.Audio;
    case "Document":
      return FileType.Document;
    default:
      return FileType.NotSpecified;
  }
};

/** Image thumbnails add '_thumb' before the extension (portal-platform §9): 'a/b.jpg' → 'a/b_thumb.jpg'. */
export const thumbNameOf = (name: string): string => {
  const dot = name.lastIndexOf(".");
  const slash = name.lastIndexOf("/");
  return dot > slash + 1 ? `${name.slice(0, dot)}_thumb${name.slice(dot)}` : `${name}_thumb`;
};

/** Writes a size into a stored name as the '_s{size}' suffix before the extension. */
export const nameWithSize = (name: string, size: number): string => {
  const dot = name.lastIndexOf(".");
  const slash = name.lastIndexOf("/");
  return dot > slash + 1 ? `${name.slice(0, dot)}_s${size}${name.slice(dot)}` : `${name}_s${size}`;
};

/** Reads a file size from a '_s{size}' name suffix (before the extension or '_thumb'), or null. */
export const sizeFromName = (name: string): number | null => {
  const match = /_s(\d{1,15})(?:_thumb)?(?:\.[A-Za-z0-9]+)?$/.exec(name);
  return match ? Number(match[1]) : null;
};

/** A stored file's size: read from its storage name's '_s{size}' suffix when present, else the recorded size. */
export const storedFileSize = (file: { Path: string; Size: number }): number =>
  sizeFromName(file.Path) ?? file.Size;

/** Sizes as people read them: 532 B, 14.2 KB, 3.4 MB. */
export const formatFileSize = (bytes: number): string => {
  if (bytes < 1024) return `${bytes} B`;
  const units = ["KB", "MB", "GB", "TB"];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value >= 100 ? Math.round(value) : value.toFixed(1)} ${units[unit]}`;
};
