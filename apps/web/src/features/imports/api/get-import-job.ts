import { GetImportJobContract, type ImportJob } from "@fieldstead/domain";
import { callContract } from "../../../lib/http.ts";

/** GET Bulk/GetImportJob, silently (it is polled). */
export const getImportJob = (jobId: number): Promise<ImportJob> =>
  callContract(GetImportJobContract, { query: { JobId: jobId }, isSilent: true });
