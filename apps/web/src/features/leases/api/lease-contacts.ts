import {
  DeleteLeaseContactContract,
  SaveLeaseContactContract,
  type LeaseContact,
  type SaveLeaseContactInput,
} from "@fieldstead/domain";
import { callContract } from "../../../lib/http.ts";
import { useInvalidatingMutation } from "../../../lib/use-invalidating-mutation.ts";
import { LEASES_KEY } from "./lease-keys.ts";

/** POST Lease/SaveLeaseContact: adds a contact (no Id) or changes one; answers the lease's contacts. */
export const saveLeaseContact = (body: SaveLeaseContactInput): Promise<LeaseContact[]> =>
  callContract(SaveLeaseContactContract, { body });

/** POST Lease/DeleteLeaseContact: removes a contact; answers the lease's contacts. */
export const deleteLeaseContact = (body: { LeaseId: number; Id: number }): Promise<LeaseContact[]> =>
  callContract(DeleteLeaseContactContract, { body });

export const useSaveLeaseContact = () => useInvalidatingMutation(saveLeaseContact, [LEASES_KEY]);
export const useDeleteLeaseContact = () => useInvalidatingMutation(deleteLeaseContact, [LEASES_KEY]);
