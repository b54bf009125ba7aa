import { z } from "zod";
import { IdQuerySchema, RecordIdSchema } from "../shared/id.schemas.ts";
import { HISTORY_DEFAULT_PAGE_SIZE, HISTORY_MAX_PAGE_SIZE } from "../audit/audit.schemas.ts";
import { optionalMoney, optionalText } from "./lease-fields.schemas.ts";

// ---------------------------------------------------------------------------------------------------------------
// Tabs

/** LeaseTerms: the rent schedule with escalations applied, and the renewal and notice dates. */
export const LeaseTermsReplySchema = z.object({
  StartDate: z.string(),
  EndDate: z.string(),
  TenureMonths: z.number().int().nullable(),
  RentFrequencyName: z.string(),
  /** Each rent level and the periods it applies to. */
  RentSteps: z.array(
    z.object({ From: z.string(), To: z.string(), Rent: z.string(), Periods: z.number().int() }),
  ),
  TotalRent: z.string(),
  /** The last day notice can be given, and the day a renewal would start. */
  NoticeDate: z.string(),
  RenewalDate: z.string(),
});
export type LeaseTermsReply = z.infer<typeof LeaseTermsReplySchema>;

/** LeaseSpaces: the spaces of the location's tree, which of them the lease covers, and the area totals. */
export const LeaseSpaceSchema = z.object({
  LocationId: z.number().int(),
  Name: z.string(),
  Code: z.string(),
  LevelName: z.string(),
  /** Its place under the lease's location ('Building A › Floor 2'). */
  Path: z.string(),
  Covered: z.boolean(),
  AreaSqm: z.string().nullable(),
});
export const LeaseSpacesReplySchema = z.object({
  LocationId: z.number().int().nullable(),
  LocationName: z.string().nullable(),
  Spaces: z.array(LeaseSpaceSchema),
  CoveredCount: z.number().int(),
  CoveredAreaSqm: z.string(),
});
export type LeaseSpacesReply = z.infer<typeof LeaseSpacesReplySchema>;
export const SaveLeaseSpacesSchema = z.object({
  LeaseId: RecordIdSchema,
  Spaces: z
    .array(z.object({ LocationId: RecordIdSchema, AreaSqm: optionalMoney("Area") }))
    .max(500, "A lease covers at most 500 spaces."),
});
export type SaveLeaseSpacesInput = z.input<typeof SaveLeaseSpacesSchema>;

/** Billing: one billing period with its payment (portal-platform §3.6's columns). */
export const LeaseBillingPeriodSchema = z.object({
  Id: z.number().int(),
  /** "2026-01-01 – 2026-01-31" */
  BillingPeriod: z.string(),
  PeriodStart: z.string(),
  PeriodEnd: z.string(),
  BillingAmount: z.string(),
  DueDate: z.string(),
  /** The last payment's transaction id and amount; null before any. */
  TransactionId: z.string().nullable(),
  TransactionAmount: z.string().nullable(),
  PaidAmount: z.string(),
  /** What is left to pay of it. */
  Outstanding: z.string(),
  Status: z.number().int(),
  StatusName: z.string(),
  Overdue: z.boolean(),
  SubmittedByName: z.string().nullable(),
  ApprovedByName: z.string().nullable(),
});
export type LeaseBillingPeriod = z.infer<typeof LeaseBillingPeriodSchema>;
export const LeaseBillingReplySchema = z.object({
  Periods: z.array(LeaseBillingPeriodSchema),
  TotalBilled: z.string(),
  TotalPaid: z.string(),
  Arrears: z.string(),
});
export type LeaseBillingReply = z.infer<typeof LeaseBillingReplySchema>;

/** One payment step on a billing period; RequestId makes a repeated request a no-op (the same payment once). */
export const LeasePaymentActionSchema = z
  .object({
    BillingPeriodId: RecordIdSchema,
    Action: z.enum(["Submit", "Approve", "Hold", "Release", "Initiate", "RecordPayment"], {
      error: "Action is one of Submit, Approve, Hold, Release, Initiate, RecordPayment.",
    }),
    TransactionId: optionalText("TransactionId", 100),
    TransactionAmount: optionalMoney("TransactionAmount"),
    Comment: optionalText("Comment", 1000),
    RequestId: z.string().trim().min(8, "RequestId has at least 8 characters.").max(100).nullish(),
  })
  .superRefine((value, issue) => {
    if (value.Action !== "RecordPayment") return;
    if (!value.TransactionId)
      issue.addIssue({
        code: "custom",
        path: ["TransactionId"],
        message: "TransactionId is required to record a payment.",
      });
    if (!value.TransactionAmount || value.TransactionAmount === "0.00")
      issue.addIssue({
        code: "custom",
        path: ["TransactionAmount"],
        message: "TransactionAmount must be more than 0 to record a payment.",
      });
  });
export type LeasePaymentActionInput = z.input<typeof LeasePaymentActionSchema>;
export const LeasePaymentReplySchema = z.object({
  StatusCode: z.number().int(),
  StatusMessage: z.string(),
  Period: LeaseBillingPeriodSchema,
  /** The lease's arrears after the step. */
  Arrears: z.string(),
});
export type LeasePaymentReply = z.infer<typeof LeasePaymentReplySchema>;

/** Activity: the lease's history, newest first, a page at a time. */
export const LeaseHistoryQuerySchema = IdQuerySchema.extend({
  Before: z.coerce.number<unknown>({ error: "Before must be a number" }).int().positive().optional(),
  PageSize: z.coerce
    .number<unknown>({ error: "PageSize must be a number" })
    .int()
    .min(1)
    .max(HISTORY_MAX_PAGE_SIZE)
    .default(HISTORY_DEFAULT_PAGE_SIZE),
});
