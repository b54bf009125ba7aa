import {
  SaveLeaseFormFieldsContract,
  type LeaseFormField,
  type SaveLeaseFormFieldsInput,
} from "@fieldstead/domain";
import { callContract } from "../../../../lib/http.ts";
import { useInvalidatingMutation } from "../../../../lib/use-invalidating-mutation.ts";
import { LEASES_KEY } from "../../api/lease-keys.ts";

/** POST Lease/SaveLeaseFormFields: the whole list in order; fields left out are retired. */
export const saveLeaseFormFields = (body: SaveLeaseFormFieldsInput): Promise<LeaseFormField[]> =>
  callContract(SaveLeaseFormFieldsContract, { body });

/** Afterwards the fields and every lease's form are read again. */
export const useSaveLeaseFormFields = () => useInvalidatingMutation(saveLeaseFormFields, [LEASES_KEY]);
