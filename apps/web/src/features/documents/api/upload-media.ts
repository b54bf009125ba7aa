import { UploadMediaContract, type UploadReply, type UploadTarget } from "@fieldstead/domain";
import { ApiError, authHeaders, refusalError } from "../../../lib/http.ts";

/** Uploads may be large: no time-out of their own (the browser's connection limits apply). */
export type UploadInput = {
  target: Pick<UploadTarget, "EntityType" | "EntityId"> & { Category?: number };
  files: readonly File[];
  /** 0–100 while the files are sent. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
};

const parse = (text: string): Partial<UploadReply> & { error?: string } => {
  try {
    return JSON.parse(text) as Partial<UploadReply>;
  } catch {
    return {};
  }
};

/**
 * POST Media/Upload as multipart form data. XMLHttpRequest rather than fetch, because only it reports how
 * much of the body has been sent (the progress bar). Headers as every other call sends them.
 */
export const uploadMedia = ({ target, files, onProgress, signal }: UploadInput): Promise<UploadReply> =>
  new Promise((resolve, reject) => {
    const query = new URLSearchParams({
      EntityType: target.EntityType,
      EntityId: String(target.EntityId),
      ...(target.Category ? { Category: String(target.Category) } : {}),
    });
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `/api${UploadMediaContract.path}?${query.toString()}`);
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries({ ...authHeaders(), Accept: "application/json" }))
      xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      const reply = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300 && (reply.StatusCode ?? 0) === 0) {
        resolve({ StatusCode: 0, StatusMessage: reply.StatusMessage ?? "", Items: reply.Items ?? [] });
        return;
      }
      reject(refusalError(xhr.status, reply));
    };
    xhr.onerror = () => reject(new ApiError(0, "Client-side error: the upload could not be sent", "NETWORK"));
    xhr.onabort = () => reject(new ApiError(0, "The upload was cancelled.", "ABORTED"));
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    const form = new FormData();
    for (const file of files) form.append("files", file, file.name);
    xhr.send(form);
  });
