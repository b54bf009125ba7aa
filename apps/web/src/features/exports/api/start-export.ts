import {
  ExportMode,
  StartExportContract,
  type StartExportInput,
  type StartExportReply,
} from "@fieldstead/domain";
import { callContract } from "../../../lib/http.ts";
import { fetchContractFile } from "../../../lib/file-calls.ts";
import type { FetchedFile } from "../../../lib/save-file.ts";

/** POST Export/Start, Instant: the file itself. */
export const fetchInstantExport = (body: Omit<StartExportInput, "Mode">): Promise<FetchedFile> =>
  fetchContractFile(StartExportContract, {
    body: { ...body, Mode: ExportMode.Instant },
    fallbackName: "export",
  });

/** POST Export/Start, Queued: a job of the download centre. */
export const startQueuedExport = (body: Omit<StartExportInput, "Mode">): Promise<StartExportReply> =>
  callContract(StartExportContract, { body: { ...body, Mode: ExportMode.Queued } });
