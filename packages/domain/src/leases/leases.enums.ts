import type { EnumValue } from "../shared/enum.ts";

/**
 * Where a lease stands in its life: the statuses a lease record moves through, in the spec's order and with its
 * ids (portal-platform §4).
 */
export const LeaseStatus = { Draft: 1, Active: 2, Terminated: 3, Inactive: 4 } as const;
export type LeaseStatusId = EnumValue<typeof LeaseStatus>;

/**
 * Where the payment of one billing period of a lease stands, from None and Due through approval (or a hold) to
 * PaymentInitiated and Paid, with the spec's ids (portal-platform §4).
 */
export const LeasePaymentStatus = {
  None: 1,
  Due: 2,
  AwaitingApproval: 3,
  Approved: 4,
  Hold: 5,
  PaymentInitiated: 6,
  Paid: 7,
} as const;
export type LeasePaymentStatusId = EnumValue<typeof LeasePaymentStatus>;

/** How often a lease is billed: monthly, quarterly or yearly, with the spec's ids (portal-platform §9). */
export const BillingFrequency = { Monthly: 1, Quarterly: 2, Yearly: 3 } as const;
export type BillingFrequencyId = EnumValue<typeof BillingFrequency>;

/** The tabs of a lease's detail page (LeaseManagement/details/{id}), in the spec's order (portal-platform §2.3). */
export const LeaseDetailTab = {
  Overview: "Overview",
  LeaseTerms: "LeaseTerms",
  LeaseSpaces: "LeaseSpaces",
  Billing: "Billing",
  Documents: "Documents",
  Activity: "Activity",
  BillingForm: "BillingForm",
} as const;
export type LeaseDetailTabValue = EnumValue<typeof LeaseDetailTab>;
