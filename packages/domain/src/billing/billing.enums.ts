import type { EnumValue } from "../shared/enum.ts";

/** What one unit of a charge code is: each asset, each square metre, each visit (work order), or a flat fee. */
export const ChargeUnit = { PerAsset: 1, PerSqm: 2, PerVisit: 3, Flat: 4 } as const;
export type ChargeUnitId = EnumValue<typeof ChargeUnit>;
export const CHARGE_UNIT_NAMES: Readonly<Record<ChargeUnitId, string>> = {
  [ChargeUnit.PerAsset]: "Per asset",
  [ChargeUnit.PerSqm]: "Per m²",
  [ChargeUnit.PerVisit]: "Per visit",
  [ChargeUnit.Flat]: "Flat",
};

/**
 * What a billing rule counts at a client's sites in the billed month: active assets of a category, work orders of
 * a type completed in the month, the leased area in m², or one flat fee per client.
 */
export const BillingRuleSource = {
  ActiveAssets: 1,
  CompletedWorkOrders: 2,
  LeasedArea: 3,
  FlatFee: 4,
} as const;
export type BillingRuleSourceId = EnumValue<typeof BillingRuleSource>;
export const BILLING_RULE_SOURCE_NAMES: Readonly<Record<BillingRuleSourceId, string>> = {
  [BillingRuleSource.ActiveAssets]: "Active assets of a category",
  [BillingRuleSource.CompletedWorkOrders]: "Completed work orders of a type",
  [BillingRuleSource.LeasedArea]: "Leased area (m²)",
  [BillingRuleSource.FlatFee]: "Flat fee",
};

/**
 * Where an invoicing batch stands: drafted, sent for review, approved or rejected, its invoices generated
 * (numbered), then locked for good.
 */
export const BatchStatus = {
  Draft: 1,
  RequestForReview: 2,
  Approved: 3,
  Rejected: 4,
  Generated: 5,
  Locked: 6,
} as const;
export type BatchStatusId = EnumValue<typeof BatchStatus>;
export const BATCH_STATUS_NAMES: Readonly<Record<BatchStatusId, string>> = {
  [BatchStatus.Draft]: "Draft",
  [BatchStatus.RequestForReview]: "Request for Review",
  [BatchStatus.Approved]: "Approved",
  [BatchStatus.Rejected]: "Rejected",
  [BatchStatus.Generated]: "Generated",
  [BatchStatus.Locked]: "Locked",
};

/** The moves of an invoicing batch (and of a batch of payment matches), each a capability of its own. */
export const BatchAction = {
  RequestReview: "RequestReview",
  Approve: "Approve",
  Reject: "Reject",
  Redraft: "Redraft",
  Generate: "Generate",
  Lock: "Lock",
} as const;
export type BatchActionValue = EnumValue<typeof BatchAction>;

/** What an invoice line bills. */
export const InvoiceLineKind = { Charge: 1, LeaseRent: 2, Arrears: 3, Adjustment: 4 } as const;
export type InvoiceLineKindId = EnumValue<typeof InvoiceLineKind>;
export const INVOICE_LINE_KIND_NAMES: Readonly<Record<InvoiceLineKindId, string>> = {
  [InvoiceLineKind.Charge]: "Charge",
  [InvoiceLineKind.LeaseRent]: "Lease rent",
  [InvoiceLineKind.Arrears]: "Arrears",
  [InvoiceLineKind.Adjustment]: "Adjustment",
};

/** Where an invoice stands with its payments (kept with every match). */
export const InvoicePaymentState = { Unpaid: 1, PartlyPaid: 2, Paid: 3 } as const;
export type InvoicePaymentStateId = EnumValue<typeof InvoicePaymentState>;
export const INVOICE_PAYMENT_STATE_NAMES: Readonly<Record<InvoicePaymentStateId, string>> = {
  [InvoicePaymentState.Unpaid]: "Unpaid",
  [InvoicePaymentState.PartlyPaid]: "Partly paid",
  [InvoicePaymentState.Paid]: "Paid",
};

/** How a received payment was matched to an invoice. */
export const MatchKind = { Automatic: 1, Manual: 2 } as const;
export type MatchKindId = EnumValue<typeof MatchKind>;

/** A difference found by technical reconciliation between what is billed and what is in the field. */
export const ReconDifferenceKind = { BilledNotFound: 1, FoundNotBilled: 2, QuantityDiffers: 3 } as const;
export type ReconDifferenceKindId = EnumValue<typeof ReconDifferenceKind>;
export const RECON_DIFFERENCE_NAMES: Readonly<Record<ReconDifferenceKindId, string>> = {
  [ReconDifferenceKind.BilledNotFound]: "Billed but not found",
  [ReconDifferenceKind.FoundNotBilled]: "Found but not billed",
  [ReconDifferenceKind.QuantityDiffers]: "Quantity differs",
};

/** What became of a difference: open, accepted (adjusts the next billing), or sent to a work order to verify. */
export const ReconDifferenceState = { Open: 1, Accepted: 2, VerifyOnSite: 3 } as const;
export type ReconDifferenceStateId = EnumValue<typeof ReconDifferenceState>;

/** The receivables' age, by days past the due date. */
export const AGING_BUCKETS = ["0–30", "31–60", "61–90", "90+"] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number];
