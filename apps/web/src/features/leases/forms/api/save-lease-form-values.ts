import {
  SaveLeaseFormValuesContract,
  type LeaseFormValuesReply,
  type SaveLeaseFormValuesInput,
} from "@fieldstead/domain";
import { callContract } from "../../../../lib/http.ts";
import { useInvalidatingMutation } from "../../../../lib/use-invalidating-mutation.ts";
import { leaseFormKeys } from "./lease-form-keys.ts";

/** POST Lease/SaveLeaseFormValues: a lease's answers, each checked against its field. */
export const saveLeaseFormValues = (body: SaveLeaseFormValuesInput): Promise<LeaseFormValuesReply> =>
  callContract(SaveLeaseFormValuesContract, { body });

export const useSaveLeaseFormValues = (leaseId: number) =>
  useInvalidatingMutation(saveLeaseFormValues, [leaseFormKeys.values(leaseId)]);
