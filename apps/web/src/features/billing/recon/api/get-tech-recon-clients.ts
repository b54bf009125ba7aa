import { queryOptions, useQuery } from "@tanstack/react-query";
import { GetTechReconClientsContract, type ReconClientsReply } from "@fieldstead/domain";
import { callContract } from "../../../../lib/http.ts";
import { techReconClientsKey } from "./tech-recon-keys.ts";

/** GET Billing/GetTechReconClients: the billed clients a run may be limited to. */
export const getTechReconClients = (): Promise<ReconClientsReply> =>
  callContract(GetTechReconClientsContract);

export const techReconClientsQuery = () =>
  queryOptions({ queryKey: techReconClientsKey(), queryFn: getTechReconClients });

export const useTechReconClients = () => useQuery(techReconClientsQuery());
