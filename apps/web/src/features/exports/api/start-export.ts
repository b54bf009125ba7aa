import {
  ExportMode,
  StartExportContract,
  type StartExportInput,
  type StartExportReply,
} from "@fieldstead/domain";
import { callContract } from "../../../lib/http.ts";
import { fetchExportFile, type FetchedFile } from "./fetch-export-file.ts";

/** POST Export/Start, Instant: the file itself. */
export const fetchInstantExport = (body: Omit<StartExportInput, "Mode">): Promise<FetchedFile> =>
  fetchExportFile(`${StartExportContract.path}`, {
    method: "POST",
    body: { ...body, Mode: ExportMode.Instant },
  });

/** POST Export/Start, Queued: a job of the download centre. */
export const startQueuedExport = (body: Omit<StartExportInput, "Mode">): Promise<StartExportReply> =>
  callContract<StartExportReply>(StartExportContract, { body: { ...body, Mode: ExportMode.Queued } });
