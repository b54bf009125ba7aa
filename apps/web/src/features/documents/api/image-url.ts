import { ImageLoadContract } from "@fieldstead/domain";

/**
 * The address of GET Image/load for a stored file: an <img> or a download link reads it with the session
 * cookie (a GET needs no bearer header). `inline` shows a picture in the page instead of saving it.
 */
export const imageUrl = (path: string, fileName?: string, inline = false): string => {
  const query = new URLSearchParams({ path });
  if (fileName) query.set("fname", fileName);
  if (inline) query.set("inline", "1");
  return `/api${ImageLoadContract.path}?${query.toString()}`;
};
