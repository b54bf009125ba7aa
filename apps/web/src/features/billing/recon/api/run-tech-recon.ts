import { RunTechReconContract, type RunTechReconInput, type RunTechReconReply } from "@fieldstead/domain";
import { callContract } from "../../../../lib/http.ts";
import { useInvalidatingMutation } from "../../../../lib/use-invalidating-mutation.ts";
import { TECH_RECON_KEY } from "./tech-recon-keys.ts";

/** POST Billing/RunTechRecon: reconciles a month for every active client or one. */
export const runTechRecon = (body: RunTechReconInput): Promise<RunTechReconReply> =>
  callContract(RunTechReconContract, { body });

export const useRunTechRecon = () => useInvalidatingMutation(runTechRecon, [TECH_RECON_KEY]);
