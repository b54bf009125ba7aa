import { useState } from "react";
import type { StartExportInput } from "@fieldstead/domain";
import { showErrorSnackbar, showSnackbar } from "../../../lib/snackbar.ts";
import { transfers } from "../../../lib/transfers.ts";
import { saveFile, type FetchedFile } from "../../../lib/save-file.ts";
import { fetchInstantExport, startQueuedExport } from "../api/start-export.ts";
import { DOWNLOAD_CENTRE_PATH, type ExportModeChoice } from "../export-mode.ts";

const ERROR_MS = 10_000;
export const QUEUED_MESSAGE = "Export started — follow it in the Download Center";

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Fetches a file and saves it; while it comes, it counts as a running download, so leaving the site asks
 * first ('All Files may not be downloaded.').
 */
export const downloadTracked = async (fetchFile: () => Promise<FetchedFile>): Promise<void> => {
  const end = transfers.begin();
  try {
    saveFile(await fetchFile());
  } finally {
    end();
  }
};

/** Runs an export: the file at once (instant), or a job in the download centre (queued). */
export const useRunExport = () => {
  const [isRunning, setIsRunning] = useState(false);
  const run = async (request: Omit<StartExportInput, "Mode">, mode: ExportModeChoice) => {
    setIsRunning(true);
    try {
      if (mode === "queued") {
        await startQueuedExport(request);
        showSnackbar({
          message: QUEUED_MESSAGE,
          severity: "success",
          durationMs: 10_000,
          link: { label: "Download Center", to: DOWNLOAD_CENTRE_PATH },
        });
      } else await downloadTracked(() => fetchInstantExport(request));
    } catch (error) {
      showErrorSnackbar(messageOf(error), ERROR_MS);
    } finally {
      setIsRunning(false);
    }
  };
  return { isRunning, run };
};
