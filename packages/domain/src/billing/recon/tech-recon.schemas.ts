import { z } from "zod";
import { RecordIdSchema } from "../../shared/id.schemas.ts";
import { BillingPeriodSchema } from "../billing-fields.schemas.ts";

/** POST Billing/RunTechRecon: reconciles a month for every active client, or for one. */
export const RunTechReconSchema = z.object({
  Period: BillingPeriodSchema,
  ClientId: RecordIdSchema.nullish().transform((v) => v ?? null),
});
export type RunTechRecon = z.output<typeof RunTechReconSchema>;
export type RunTechReconInput = z.input<typeof RunTechReconSchema>;

/** The reply of a run: its result code and message (see reconRunOutcome), and the run's id. */
export const RunTechReconReplySchema = z.object({
  StatusCode: z.number().int(),
  StatusMessage: z.string(),
  Id: z.number().int(),
});
export type RunTechReconReply = z.infer<typeof RunTechReconReplySchema>;

/** Accepting or verifying one difference. */
export const ReconDifferenceIdSchema = z.object({ Id: RecordIdSchema });
export type ReconDifferenceId = z.infer<typeof ReconDifferenceIdSchema>;

export const ReconRunRowSchema = z.object({
  Id: z.number().int(),
  Period: z.string(),
  /** The one client reconciled, or null for every active client. */
  ClientId: z.number().int().nullable(),
  ClientName: z.string().nullable(),
  ResultCode: z.number().int(),
  ResultMessage: z.string(),
  DifferenceCount: z.number().int(),
  /** Differences still waiting for a decision. */
  OpenCount: z.number().int(),
  CreatedAt: z.string(),
  CreatedByName: z.string().nullable(),
});
export type ReconRunRow = z.infer<typeof ReconRunRowSchema>;

export const ReconRunListReplySchema = z.object({ Runs: z.array(ReconRunRowSchema) });
export type ReconRunListReply = z.infer<typeof ReconRunListReplySchema>;

export const ReconDifferenceRowSchema = z.object({
  Id: z.number().int(),
  ClientId: z.number().int(),
  ClientName: z.string(),
  LocationId: z.number().int().nullable(),
  SiteName: z.string(),
  CategoryId: z.number().int().nullable(),
  CategoryName: z.string(),
  KindId: z.number().int(),
  KindName: z.string(),
  BilledQuantity: z.number().int(),
  FoundQuantity: z.number().int(),
  StateId: z.number().int(),
  StateName: z.string(),
  /** The work order raised to verify it on site. */
  WorkOrderId: z.number().int().nullable(),
  WorkOrderNumber: z.string().nullable(),
  /** The invoice an accepted difference adjusted, once invoicing has taken it. */
  AppliedInvoiceId: z.number().int().nullable(),
  DecidedAt: z.string().nullable(),
  DecidedByName: z.string().nullable(),
});
export type ReconDifferenceRow = z.infer<typeof ReconDifferenceRowSchema>;

export const ReconRunDetailSchema = z.object({
  Run: ReconRunRowSchema,
  Differences: z.array(ReconDifferenceRowSchema),
});
export type ReconRunDetail = z.infer<typeof ReconRunDetailSchema>;

/** The reply of a decision: the difference as it now stands. */
export const ReconDecisionReplySchema = z.object({
  StatusCode: z.number().int(),
  StatusMessage: z.string(),
  Difference: ReconDifferenceRowSchema,
});
export type ReconDecisionReply = z.infer<typeof ReconDecisionReplySchema>;

/** Verifying on site also answers the work order raised. */
export const VerifyReconDifferenceReplySchema = ReconDecisionReplySchema.extend({
  WorkOrderId: z.number().int(),
  WorkOrderNumber: z.string(),
});
export type VerifyReconDifferenceReply = z.infer<typeof VerifyReconDifferenceReplySchema>;

/** The clients a run may be limited to. */
export const ReconClientsReplySchema = z.object({
  Clients: z.array(z.object({ Id: z.number().int(), Name: z.string(), IsActive: z.boolean() })),
});
export type ReconClientsReply = z.infer<typeof ReconClientsReplySchema>;
