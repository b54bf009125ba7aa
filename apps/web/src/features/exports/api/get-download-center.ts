import { queryOptions, useQuery } from "@tanstack/react-query";
import { ExportJobState, GetExportJobsContract, type ExportJobsReply } from "@fieldstead/domain";
import { callContract } from "../../../lib/http.ts";
import { EXPORTS_KEY } from "./export-keys.ts";

/** While any export runs, the list is read again this often. */
export const DOWNLOAD_CENTRE_POLL_MS = 2_000;

/** GET Export/GetDownloadCenter: the person's own exports, newest first. */
export const getDownloadCenter = (): Promise<ExportJobsReply> =>
  callContract(GetExportJobsContract, { isSilent: true });

export const downloadCenterQuery = queryOptions({
  queryKey: [...EXPORTS_KEY, "jobs"] as const,
  queryFn: getDownloadCenter,
  refetchInterval: (query) =>
    query.state.data?.Jobs.some((job) => job.State === ExportJobState.InProgress)
      ? DOWNLOAD_CENTRE_POLL_MS
      : false,
});

export const useDownloadCenter = () => useQuery(downloadCenterQuery);
