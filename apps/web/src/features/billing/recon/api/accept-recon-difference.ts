import { AcceptReconDifferenceContract, type ReconDecisionReply } from "@fieldstead/domain";
import { callContract } from "../../../../lib/http.ts";
import { useInvalidatingMutation } from "../../../../lib/use-invalidating-mutation.ts";
import { TECH_RECON_KEY } from "./tech-recon-keys.ts";

/** POST Billing/AcceptReconDifference: the client's next invoice adjusts for the difference. */
export const acceptReconDifference = (id: number): Promise<ReconDecisionReply> =>
  callContract(AcceptReconDifferenceContract, { body: { Id: id } });

export const useAcceptReconDifference = () =>
  useInvalidatingMutation(acceptReconDifference, [TECH_RECON_KEY]);
