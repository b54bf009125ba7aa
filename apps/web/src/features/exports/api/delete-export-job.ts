import { DeleteExportJobContract } from "@fieldstead/domain";
import { callContract } from "../../../lib/http.ts";
import { useInvalidatingMutation } from "../../../lib/use-invalidating-mutation.ts";
import { EXPORTS_KEY } from "./export-keys.ts";

/** POST Export/DeleteJob: removes one of the person's exports and its file. */
export const useDeleteExportJob = () =>
  useInvalidatingMutation(
    (jobId: number) => callContract(DeleteExportJobContract, { body: { JobId: jobId } }),
    [EXPORTS_KEY],
  );
