import { VerifyReconDifferenceContract, type VerifyReconDifferenceReply } from "@fieldstead/domain";
import { callContract } from "../../../../lib/http.ts";
import { useInvalidatingMutation } from "../../../../lib/use-invalidating-mutation.ts";
import { TECH_RECON_KEY } from "./tech-recon-keys.ts";

/** POST Billing/VerifyReconDifference: a Fixed Assets work order checks the difference on site. */
export const verifyReconDifference = (id: number): Promise<VerifyReconDifferenceReply> =>
  callContract(VerifyReconDifferenceContract, { body: { Id: id } });

export const useVerifyReconDifference = () =>
  useInvalidatingMutation(verifyReconDifference, [TECH_RECON_KEY]);
