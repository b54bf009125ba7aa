import { authHeaders, refusalOf } from "../../../lib/http.ts";
import { attachmentName, type FetchedFile } from "../../../lib/save-file.ts";

export { saveFile, type FetchedFile } from "../../../lib/save-file.ts";

/** Exports can take a while to write before the first byte comes. */
const FILE_TIMEOUT_MS = 10 * 60_000;

/**
 * Calls /api{path} for a file, with the same authentication as every other call (lib/http.ts): the bearer
 * token, the XMLHttpRequest marker and the stored database name. A refusal becomes an ApiError.
 */
export const fetchExportFile = async (
  path: string,
  {
    method = "GET",
    body,
    fallbackName = "export",
  }: { method?: "GET" | "POST"; body?: unknown; fallbackName?: string },
): Promise<FetchedFile> => {
  const headers = authHeaders();
  if (body !== undefined) headers["Content-Type"] = "application/json";
  const response = await fetch(`/api${path}`, {
    method,
    headers,
    credentials: "include",
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(FILE_TIMEOUT_MS),
  });
  if (!response.ok) throw await refusalOf(response);
  return {
    blob: await response.blob(),
    fileName: attachmentName(response.headers.get("content-disposition"), fallbackName),
  };
};
