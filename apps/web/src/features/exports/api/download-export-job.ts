import { DownloadExportContract } from "@fieldstead/domain";
import { fetchExportFile, type FetchedFile } from "./fetch-export-file.ts";

/** GET Export/Download: the file of one of the person's finished exports. */
export const fetchExportJobFile = (jobId: number, fileName: string): Promise<FetchedFile> =>
  fetchExportFile(`${DownloadExportContract.path}?JobId=${jobId}`, { fallbackName: fileName });
