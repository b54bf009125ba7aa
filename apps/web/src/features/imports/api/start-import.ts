import { StartImportContract, type ImportKindId, type StartImportReply } from "@fieldstead/domain";
import { authHeaders, refusalOf } from "../../../lib/http.ts";

/** Sending a 50 MB file may take a while on a slow line. */
const UPLOAD_TIMEOUT_MS = 10 * 60_000;

/** POST Bulk/Import: the file as multipart form data (the browser sets the boundary); answers the job's id. */
export const startImport = async (kind: ImportKindId, file: File): Promise<StartImportReply> => {
  const form = new FormData();
  form.append("file", file, file.name);
  const response = await fetch(`/api${StartImportContract.path}?ImportKind=${kind}`, {
    method: "POST",
    headers: { ...authHeaders(), Accept: "application/json" },
    credentials: "include",
    body: form,
    signal: AbortSignal.timeout(UPLOAD_TIMEOUT_MS),
  });
  if (!response.ok) throw await refusalOf(response);
  return (await response.json()) as StartImportReply;
};
