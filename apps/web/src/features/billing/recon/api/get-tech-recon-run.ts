import { queryOptions, useQuery } from "@tanstack/react-query";
import { GetTechReconRunContract, type ReconRunDetail } from "@fieldstead/domain";
import { callContract } from "../../../../lib/http.ts";
import { techReconRunKey } from "./tech-recon-keys.ts";

/** GET Billing/GetTechReconRun: one run with its differences. */
export const getTechReconRun = (id: number): Promise<ReconRunDetail> =>
  callContract(GetTechReconRunContract, { query: { Id: id } });

export const techReconRunQuery = (id: number) =>
  queryOptions({ queryKey: techReconRunKey(id), queryFn: () => getTechReconRun(id) });

/** The run shown; nothing is read while none is chosen. */
export const useTechReconRun = (id: number | null) =>
  useQuery({ ...techReconRunQuery(id ?? 0), enabled: id !== null });
