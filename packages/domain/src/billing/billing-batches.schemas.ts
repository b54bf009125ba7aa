import { z } from "zod";
import { RecordIdSchema } from "../shared/id.schemas.ts";
import { listReplySchema, ListQuerySchema } from "../lists/list.schemas.ts";
import { enumSchema } from "../shared/enum-schema.ts";
import { BatchAction, BatchStatus, InvoiceLineKind, InvoicePaymentState } from "./billing.enums.ts";
import { BillingPeriodSchema, RequestIdSchema } from "./billing-fields.schemas.ts";

export const BatchStatusIdSchema = enumSchema(BatchStatus);
export const BatchActionSchema = z.enum(Object.values(BatchAction) as [string, ...string[]], {
  error: `Action is one of ${Object.values(BatchAction).join(", ")}.`,
});

// ---------------------------------------------------------------------------------------------------------------
// Invoicing batches

export const BatchListQuerySchema = ListQuerySchema;
export const BatchListRowSchema = z.object({
  Id: z.number().int(),
  BatchNumber: z.string(),
  Period: z.string(),
  StatusId: BatchStatusIdSchema,
  StatusName: z.string(),
  InvoiceCount: z.number().int(),
  /** Totals of the batch's invoices (money text); a batch holds one currency per invoice, summed per currency. */
  Total: z.string(),
  Currency: z.string(),
  CreatedByName: z.string().nullable(),
  UpdatedAt: z.string(),
});
export type BatchListRow = z.infer<typeof BatchListRowSchema>;
export const BatchListReplySchema = listReplySchema(BatchListRowSchema);

/**
 * Generate a batch for a month: one invoice per client (every active client, or those named) from the rules,
 * the profiles and the rents of the client's leases, with the arrears of earlier periods carried as a line. A
 * client already invoiced for the month (in any batch) is skipped, so nothing is billed twice.
 */
export const GenerateBatchSchema = z.object({
  Period: BillingPeriodSchema,
  ClientIds: z
    .array(RecordIdSchema)
    .max(10_000)
    .nullish()
    .transform((v) => (v && v.length ? [...new Set(v)] : null)),
  RequestId: RequestIdSchema,
});
export type GenerateBatch = z.output<typeof GenerateBatchSchema>;
export type GenerateBatchInput = z.input<typeof GenerateBatchSchema>;

export const GenerateBatchReplySchema = z.object({
  StatusCode: z.number().int(),
  StatusMessage: z.string(),
  /** The new batch, or null when every client was already invoiced for the month. */
  Id: z.number().int().nullable(),
  InvoiceCount: z.number().int(),
  /** Clients skipped because they are invoiced for the month already. */
  SkippedClients: z.array(z.string()),
});
export type GenerateBatchReply = z.infer<typeof GenerateBatchReplySchema>;

export const MoveBatchSchema = z.object({
  Id: RecordIdSchema,
  Action: BatchActionSchema,
  Comment: z.string().trim().max(1000, "Comment has at most 1,000 characters.").nullish(),
});
export type MoveBatch = z.output<typeof MoveBatchSchema>;

export const MoveBatchReplySchema = z.object({
  StatusCode: z.number().int(),
  StatusMessage: z.string(),
  StatusId: BatchStatusIdSchema,
});
export type MoveBatchReply = z.infer<typeof MoveBatchReplySchema>;

export const InvoiceSummarySchema = z.object({
  Id: z.number().int(),
  /** Given when the batch's invoices are generated: without gaps per organisation. */
  InvoiceNumber: z.string().nullable(),
  ClientId: z.number().int(),
  ClientName: z.string(),
  Currency: z.string(),
  IssueDate: z.string().nullable(),
  DueDate: z.string().nullable(),
  Net: z.string(),
  Tax: z.string(),
  Total: z.string(),
  /** Arrears of earlier periods shown on the invoice (not part of its Total). */
  Arrears: z.string(),
  Paid: z.string(),
  Outstanding: z.string(),
  PaymentStateId: enumSchema(InvoicePaymentState),
  PaymentStateName: z.string(),
});
export type InvoiceSummary = z.infer<typeof InvoiceSummarySchema>;

export const BatchHistoryEntrySchema = z.object({
  At: z.string(),
  ByName: z.string().nullable(),
  Action: z.string(),
  FromStatusName: z.string().nullable(),
  ToStatusName: z.string(),
  Comment: z.string().nullable(),
});

export const BatchDetailSchema = z.object({
  Id: z.number().int(),
  BatchNumber: z.string(),
  Period: z.string(),
  StatusId: BatchStatusIdSchema,
  StatusName: z.string(),
  CreatedByName: z.string().nullable(),
  CreatedAt: z.string(),
  Totals: z.array(z.object({ Currency: z.string(), Net: z.string(), Tax: z.string(), Total: z.string() })),
  Invoices: z.array(InvoiceSummarySchema),
  /** The moves this person may take now (the batch's state and their rights). */
  Actions: z.array(z.object({ Action: BatchActionSchema, Label: z.string() })),
  CanRegenerate: z.boolean(),
  CanUpdateArrears: z.boolean(),
  CanDownload: z.boolean(),
  History: z.array(BatchHistoryEntrySchema),
});
export type BatchDetail = z.infer<typeof BatchDetailSchema>;

export const InvoiceLineSchema = z.object({
  Id: z.number().int(),
  KindId: enumSchema(InvoiceLineKind),
  KindName: z.string(),
  ChargeCode: z.string().nullable(),
  Description: z.string(),
  Quantity: z.string(),
  UnitPrice: z.string(),
  Net: z.string(),
  Discount: z.string(),
  /** The rate in force for this line, percent text. */
  TaxRate: z.string(),
  Tax: z.string(),
  Total: z.string(),
});
export type InvoiceLine = z.infer<typeof InvoiceLineSchema>;

export const InvoiceDetailSchema = InvoiceSummarySchema.extend({
  BatchId: z.number().int(),
  BatchNumber: z.string(),
  BatchStatusId: BatchStatusIdSchema,
  Period: z.string(),
  Discount: z.string(),
  /** Total plus the arrears carried. */
  AmountDue: z.string(),
  ClientTaxRegistration: z.string().nullable(),
  ClientContactName: z.string().nullable(),
  ClientContactEmail: z.string().nullable(),
  Lines: z.array(InvoiceLineSchema),
});
export type InvoiceDetail = z.infer<typeof InvoiceDetailSchema>;
