import { useQuery } from "@tanstack/react-query";
import { ExportJobState } from "@fieldstead/domain";
import { getImportJob } from "../api/get-import-job.ts";

/** How often a running import is asked about. */
export const IMPORT_POLL_MS = 500;

/** One import, asked about every 500 ms while it runs and no more once it has finished. */
export const useImportJob = (jobId: number | null) =>
  useQuery({
    queryKey: ["imports", "job", jobId],
    queryFn: () => getImportJob(jobId!),
    enabled: jobId !== null,
    refetchInterval: (query) =>
      query.state.data && query.state.data.State !== ExportJobState.InProgress ? false : IMPORT_POLL_MS,
  });
