import { ApiError, DATABASE_NAME_HEADER, GENERIC_ERROR_MESSAGE } from "../../../lib/http.ts";
import { STORAGE_KEYS, sessionStore } from "../../../lib/storage.ts";

/** The headers every call sends (lib/http.ts): the XMLHttpRequest marker, the bearer token, the database name. */
export const importHeaders = (): Record<string, string> => {
  const headers: Record<string, string> = { "X-Requested-With": "XMLHttpRequest" };
  const token = sessionStore.peek()?.Token;
  if (token) headers.Authorization = `Bearer ${token}`;
  const databaseName = localStorage.getItem(STORAGE_KEYS.databaseName);
  if (databaseName) headers[DATABASE_NAME_HEADER] = databaseName;
  return headers;
};

/** A refusal's message (the server's StatusMessage) as an ApiError. */
export const refusalOf = async (response: Response): Promise<ApiError> => {
  const reply = (await response.json().catch(() => ({}))) as { StatusMessage?: string; error?: string };
  return new ApiError(response.status, reply.StatusMessage ?? GENERIC_ERROR_MESSAGE, reply.error);
};
