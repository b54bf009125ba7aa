import { DownloadExportContract } from "@fieldstead/domain";
import { fetchContractFile } from "../../../lib/file-calls.ts";
import type { FetchedFile } from "../../../lib/save-file.ts";

/** GET Export/Download: the file of one of the person's finished exports. */
export const fetchExportJobFile = (jobId: number, fileName: string): Promise<FetchedFile> =>
  fetchContractFile(DownloadExportContract, { query: { JobId: jobId }, fallbackName: fileName });
