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
