import { fileSafetyHeaders, isSafeInline } from "../../plugins/file-responses.ts";

/** A name without control characters (a header or a log line must not be split by one). */
export const withoutControlChars = (text: string): string =>
  [...text]
    .filter((c) => {
      const code = c.codePointAt(0)!;
      return code >= 0x20 && code !== 0x7f;
    })
    .join("");

/**
 * A Content-Disposition header for a download name: an ASCII fallback (quotes, backslashes and control
 * characters dropped) and the exact name in RFC 5987 `filename*`, so no name can break out of the header.
 */
export const attachmentDisposition = (name: string, isInline = false): string => {
  const clean = withoutControlChars(name).replace(/[\\/]/g, "_").trim() || "file";
  const ascii = clean.replace(/[^\x20-\x7e]/g, "_").replace(/["%;]/g, "_");
  const encoded = encodeURIComponent(clean).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${isInline ? "inline" : "attachment"}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
};

/**
 * The name a file is saved under: the asked name (its last path part) with the stored file's extension, so a
 * name can never turn a picture into a page ('evil.html' for an SVG is saved as 'evil.svg').
 */
export const downloadName = ({ asked, extension }: { asked: string; extension: string }): string => {
  const base = withoutControlChars(asked.split(/[\\/]/).pop() ?? "").trim();
  if (!extension) return base || "file";
  if (base.toLowerCase().endsWith(`.${extension.toLowerCase()}`)) return base;
  const stem = base.replace(/\.[^.]*$/, "").trim() || "file";
  return `${stem}.${extension}`;
};

/**
 * A file reply's headers: its type, its name, and the protection of every file reply. It is shown in the page
 * only when asked and its type is safe inline (a raster picture, PDF, plain audio or video).
 */
export const fileReplyHeaders = ({
  contentType,
  fileName,
  wantsInline = false,
}: {
  contentType: string;
  fileName: string;
  wantsInline?: boolean;
}): Record<string, string> => ({
  "content-type": contentType,
  "content-disposition": attachmentDisposition(fileName, wantsInline && isSafeInline(contentType)),
  ...fileSafetyHeaders(contentType),
});
