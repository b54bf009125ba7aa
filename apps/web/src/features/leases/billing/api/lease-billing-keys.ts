import { LEASES_KEY } from "../../api/lease-keys.ts";

/**
 * The Billing tab's periods and totals of one lease, under the root of every lease read: a payment step reads
 * the lease again (its header, arrears and next payment), its activity and the register with them.
 */
export const leaseBillingKey = (leaseId: number) => [...LEASES_KEY, "billing", leaseId] as const;
