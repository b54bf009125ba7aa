/** A file the server sent as an attachment, with the name it gave it. */
export type FetchedFile = { blob: Blob; fileName: string };

/** The file name of a Content-Disposition header (its RFC 5987 form when present), or the fallback. */
export const attachmentName = (disposition: string | null, fallback: string): string => {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition ?? "");
  return match ? decodeURIComponent(match[1]!) : fallback;
};

/** Hands a file to the browser to save under its name. */
export const saveFile = ({ blob, fileName }: FetchedFile): void => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled; the address can go a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};
