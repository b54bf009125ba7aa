import { queryOptions, useQuery } from "@tanstack/react-query";
import { GetTechReconRunsContract, type ReconRunListReply } from "@fieldstead/domain";
import { callContract } from "../../../../lib/http.ts";
import { techReconRunsKey } from "./tech-recon-keys.ts";

/** GET Billing/GetTechReconRuns: the organisation's runs, newest first. */
export const getTechReconRuns = (): Promise<ReconRunListReply> => callContract(GetTechReconRunsContract);

export const techReconRunsQuery = () =>
  queryOptions({ queryKey: techReconRunsKey(), queryFn: getTechReconRuns });

export const useTechReconRuns = () => useQuery(techReconRunsQuery());
