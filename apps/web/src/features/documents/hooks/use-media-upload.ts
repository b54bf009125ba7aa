import { useCallback, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { UploadTarget } from "@fieldstead/domain";
import { ApiError } from "../../../lib/http.ts";
import { showSnackbar } from "../../../lib/snackbar.ts";
import { transfers } from "../../../lib/transfers.ts";
import { DOCUMENTS_KEY } from "../api/documents-keys.ts";
import { uploadMedia } from "../api/upload-media.ts";
import { uploadRefusal } from "./upload-checks.ts";

export type MediaUpload = {
  /** 0–100 while files are sent; null otherwise. */
  percent: number | null;
  /** Why the last upload was refused (by the checks here or by the server); null when it was not. */
  error: string | null;
  clearError: () => void;
  /** What the last upload added ('Uploaded: a.jpg, b.png'), shown beside the upload area until the next one. */
  confirmation: string | null;
  clearConfirmation: () => void;
  upload: (files: readonly File[]) => Promise<void>;
};

/**
 * Sends files to a gallery or library folder: checked first, counted as a running transfer while sent (so
 * leaving the page asks first), and every list of files read again afterwards.
 */
export const useMediaUpload = (
  target: Pick<UploadTarget, "EntityType" | "EntityId">,
  /** Called after an upload, accepted or refused by the server (a grid outside the query cache reloads). */
  onSettled?: () => void,
): MediaUpload => {
  const client = useQueryClient();
  const [percent, setPercent] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const { EntityType, EntityId } = target;

  const upload = useCallback(
    async (files: readonly File[]) => {
      const refusal = uploadRefusal(files);
      setError(refusal);
      setConfirmation(null);
      if (refusal) return;
      setPercent(0);
      const end = transfers.begin();
      try {
        const reply = await uploadMedia({ target: { EntityType, EntityId }, files, onProgress: setPercent });
        const count = reply.Items.length;
        setConfirmation(`Uploaded: ${files.map((file) => file.name).join(", ")}`);
        showSnackbar({
          message: reply.StatusMessage || `${count} ${count === 1 ? "file was" : "files were"} uploaded.`,
          severity: "success",
          durationMs: 5_000,
        });
      } catch (err) {
        const message = err instanceof ApiError || err instanceof Error ? err.message : String(err);
        setError(message);
        showSnackbar({ message, severity: "error", durationMs: 10_000 });
      } finally {
        end();
        setPercent(null);
        await client.invalidateQueries({ queryKey: DOCUMENTS_KEY });
        onSettled?.();
      }
    },
    [client, EntityType, EntityId, onSettled],
  );

  return {
    percent,
    error,
    clearError: useCallback(() => setError(null), []),
    confirmation,
    clearConfirmation: useCallback(() => setConfirmation(null), []),
    upload,
  };
};
