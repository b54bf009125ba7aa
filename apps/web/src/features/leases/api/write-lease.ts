import {
  ChangeLeaseStatusContract,
  CreateLeaseContract,
  DeleteLeaseContract,
  UpdateLeaseContract,
  type CreateLeaseInput,
  type LeaseResultReply,
  type LeaseStatusMoveInput,
  type LeaseWriteReply,
  type UpdateLeaseInput,
} from "@fieldstead/domain";
import { callContract } from "../../../lib/http.ts";
import { useInvalidatingMutation } from "../../../lib/use-invalidating-mutation.ts";
import { LEASES_KEY } from "./lease-keys.ts";

/** POST Lease/CreateLease: a new draft lease, numbered by the server. */
export const createLease = (body: CreateLeaseInput): Promise<LeaseWriteReply> =>
  callContract(CreateLeaseContract, { body });

/** POST Lease/UpdateLease: every field the form shows; `Form` says which form's tenure message applies. */
export const updateLease = (body: UpdateLeaseInput): Promise<LeaseWriteReply> =>
  callContract(UpdateLeaseContract, { body });

/** POST Lease/ChangeLeaseStatus: StatusCode 101 when moved, 100 when the life cycle refuses it. */
export const changeLeaseStatus = (body: LeaseStatusMoveInput): Promise<LeaseWriteReply> =>
  callContract(ChangeLeaseStatusContract, { body });

/** POST Lease/DeleteLease: only a draft may go (StatusCode 1 otherwise). */
export const deleteLease = (body: { Id: number }): Promise<LeaseResultReply> =>
  callContract(DeleteLeaseContract, { body });

// A write changes the lease, its tabs (terms, billing, history …) and the register: all of them are read again.
export const useCreateLease = () => useInvalidatingMutation(createLease, [LEASES_KEY]);
export const useUpdateLease = () => useInvalidatingMutation(updateLease, [LEASES_KEY]);
export const useChangeLeaseStatus = () => useInvalidatingMutation(changeLeaseStatus, [LEASES_KEY]);
export const useDeleteLease = () => useInvalidatingMutation(deleteLease, [LEASES_KEY]);
