import type { Contract, ContractReply, RepliedContract } from "@fieldstead/domain";
import { authHeaders, querySearch, refusalOf, type CallInput } from "./http.ts";
import { attachmentName, type FetchedFile } from "./save-file.ts";

/**
 * The calls that are not JSON in, JSON out — a file to download, a file to upload — by their contract, with
 * the same authentication as every other call (lib/http.ts: the session cookie, the XMLHttpRequest marker and
 * the stored database name). A refusal becomes an ApiError. (The assistant's streamed answer has its reader in
 * features/assistant/api/ask-stream.ts; the client log sends its batches from lib/client-logger-install.ts.)
 */

/** Files can take a while to write before the first byte comes, and a large file a while to send. */
const FILE_TIMEOUT_MS = 10 * 60_000;

/** A file the contract's call answers (a download, an export written at once). */
export const fetchContractFile = async (
  contract: Contract,
  { query, body, fallbackName }: Pick<CallInput, "query" | "body"> & { fallbackName: string },
): Promise<FetchedFile> => {
  const headers = authHeaders();
  if (body !== undefined) headers["Content-Type"] = "application/json";
  const response = await fetch(`/api${contract.path}${querySearch(query)}`, {
    method: contract.method,
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

/** Sends a file as multipart form data (the browser sets the boundary); answers the contract's reply. */
export const uploadContractFile = async <C extends RepliedContract>(
  contract: C,
  { query, file }: Pick<CallInput, "query"> & { file: File },
): Promise<ContractReply<C>> => {
  const form = new FormData();
  form.append("file", file, file.name);
  const response = await fetch(`/api${contract.path}${querySearch(query)}`, {
    method: contract.method,
    headers: { ...authHeaders(), Accept: "application/json" },
    credentials: "include",
    body: form,
    signal: AbortSignal.timeout(FILE_TIMEOUT_MS),
  });
  if (!response.ok) throw await refusalOf(response);
  return (await response.json()) as ContractReply<C>;
};
