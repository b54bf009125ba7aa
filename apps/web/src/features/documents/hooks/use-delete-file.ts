import { useCallback } from "react";
import { confirm } from "../../../lib/confirm.ts";
import { ApiError } from "../../../lib/http.ts";
import { showSnackbar } from "../../../lib/snackbar.ts";
import { useDeleteMedia } from "../api/delete-media.ts";

/**
 * Deletes one file after asking; answers whether it was deleted. The lists of files are read again (the
 * call's invalidation), and the caller may reload what lives outside the query cache.
 */
export const useDeleteFile = () => {
  const { mutateAsync } = useDeleteMedia();
  return useCallback(
    async (file: { DocumentId: number; FileName: string }): Promise<boolean> => {
      const { confirmed } = await confirm({
        title: "Delete file",
        message: `Delete '${file.FileName}'? This cannot be undone.`,
        icon: "warning",
        yesLabel: "Delete",
        noLabel: "Cancel",
      });
      if (!confirmed) return false;
      try {
        await mutateAsync([file.DocumentId]);
        showSnackbar({ message: `'${file.FileName}' was deleted.`, severity: "success", durationMs: 5_000 });
        return true;
      } catch (err) {
        const message = err instanceof ApiError ? err.message : String(err);
        showSnackbar({ message, severity: "error", durationMs: 10_000 });
        return false;
      }
    },
    [mutateAsync],
  );
};
