import { LEASES_KEY } from "../../api/lease-keys.ts";

/** The extra lease fields and one lease's answers, under the root of every lease read. */
export const leaseFormKeys = {
  fields: [...LEASES_KEY, "form-fields"] as const,
  values: (leaseId: number) => [...LEASES_KEY, "form-values", leaseId] as const,
};
