import { open } from "node:fs/promises";
import { fileTypeFromFile } from "file-type";

/** Formats kept as plain text: they have no signature, so they must look like text instead. */
const TEXT_EXTENSIONS = new Set(["csv", "txt", "svg", "json", "xml", "kml", "dxf"]);
/** What file-type may call a text format: nothing, or XML (svg, kml, xml with a declaration). */
const TEXT_SNIFFS = new Set(["xml"]);

/**
 * What the sniffed content may be called for each extension. Office files of the 2007 kind are zip archives
 * (older writers are sniffed as plain zip); the older ones are OLE compound files ('cfb'); MP4-family
 * containers are named by their brand.
 */
const BINARY_SNIFFS: Readonly<Record<string, readonly string[]>> = {
  jpg: ["jpg"],
  jpeg: ["jpg"],
  png: ["png", "apng"],
  gif: ["gif"],
  bmp: ["bmp"],
  tif: ["tif"],
  mp4: ["mp4", "m4v", "mov", "3gp", "f4v"],
  avi: ["avi"],
  mkv: ["mkv", "webm"],
  mov: ["mov", "mp4", "m4v"],
  mpeg: ["mpg", "mp2", "mp1"],
  ogv: ["ogv", "ogg", "ogx", "ogm"],
  webm: ["webm", "mkv"],
  mp3: ["mp3", "mp2", "mp1"],
  wav: ["wav"],
  ogg: ["ogg", "oga", "opus", "ogx", "spx"],
  aac: ["aac", "m4a"],
  mid: ["mid"],
  midi: ["mid"],
  pdf: ["pdf"],
  doc: ["cfb"],
  xls: ["cfb"],
  ppt: ["cfb"],
  docx: ["docx", "zip", "docm", "dotx"],
  xlsx: ["xlsx", "zip", "xlsm", "xltx"],
  pptx: ["pptx", "zip", "pptm", "potx", "ppsx"],
  zip: ["zip"],
  rar: ["rar"],
  "7z": ["7z"],
  dwg: ["dwg"],
  kmz: ["zip"],
};

const SNIFF_NAMES: Readonly<Record<string, string>> = { jpeg: "jpg", midi: "mid" };
const NUL_WINDOW = 4096;

/** 'a JPG', 'an exe': the article as the name is read aloud, letter by letter when upper case. */
const article = (name: string, upper = true): string => {
  const shown = upper ? name.toUpperCase() : name;
  const vowelSound = upper ? /^[AEFHILMNORSX]/.test(shown) : /^[aeiou]/.test(shown);
  return `${vowelSound ? "an" : "a"} ${shown}`;
};

const hasNulByte = async (path: string): Promise<boolean> => {
  const handle = await open(path, "r");
  try {
    const buffer = Buffer.alloc(NUL_WINDOW);
    const { bytesRead } = await handle.read(buffer, 0, NUL_WINDOW, 0);
    return buffer.subarray(0, bytesRead).includes(0);
  } finally {
    await handle.close();
  }
};

/**
 * Whether a file's bytes are what its extension says (the extension is already one of the allowed ones).
 * Answers null when they are, or the refusal: "its content is not a JPG file (it is an exe file)".
 */
export const checkContent = async (path: string, extension: string): Promise<string | null> => {
  const sniffed = await fileTypeFromFile(path);
  const notIt = `its content is not ${article(SNIFF_NAMES[extension] ?? extension)} file`;
  const actually = sniffed ? ` (it is ${article(sniffed.ext, false)} file)` : "";
  if (TEXT_EXTENSIONS.has(extension)) {
    if (sniffed && !TEXT_SNIFFS.has(sniffed.ext)) return `${notIt}${actually}`;
    if (await hasNulByte(path)) return `${notIt} (it holds binary data)`;
    return null;
  }
  const accepted = BINARY_SNIFFS[extension] ?? [];
  return sniffed && accepted.includes(sniffed.ext) ? null : `${notIt}${actually}`;
};
