import {
  ApiError,
  DATABASE_NAME_HEADER,
  GENERIC_ERROR_MESSAGE,
  type ApiFieldProblem,
} from "../../../lib/http.ts";
import { STORAGE_KEYS, sessionStore } from "../../../lib/storage.ts";

/** A file the server sent as an attachment, with the name it gave it. */
export type FetchedFile = { blob: Blob; fileName: string };

/** Exports can take a while to write before the first byte comes. */
const FILE_TIMEOUT_MS = 10 * 60_000;

const nameFrom = (disposition: string | null, fallback: string): string => {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition ?? "");
  return match ? decodeURIComponent(match[1]!) : fallback;
};

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
  const headers: Record<string, string> = { "X-Requested-With": "XMLHttpRequest" };
  const token = sessionStore.peek()?.Token;
  if (token) headers.Authorization = `Bearer ${token}`;
  const databaseName = localStorage.getItem(STORAGE_KEYS.databaseName);
  if (databaseName) headers[DATABASE_NAME_HEADER] = databaseName;
  if (body !== undefined) headers["Content-Type"] = "application/json";
  const response = await fetch(`/api${path}`, {
    method,
    headers,
    credentials: "include",
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(FILE_TIMEOUT_MS),
  });
  if (!response.ok) {
    const reply = (await response.json().catch(() => ({}))) as {
      StatusMessage?: string;
      error?: string;
      fields?: ApiFieldProblem[];
    };
    throw new ApiError(
      response.status,
      reply.StatusMessage ?? GENERIC_ERROR_MESSAGE,
      reply.error,
      reply.fields,
    );
  }
  return {
    blob: await response.blob(),
    fileName: nameFrom(response.headers.get("content-disposition"), fallbackName),
  };
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
