import { z } from "zod";
import { RecordIdSchema } from "../shared/id.schemas.ts";
import { listReplySchema, ListQuerySchema } from "../lists/list.schemas.ts";
import { money, optionalText, requiredText } from "../leases/lease-fields.schemas.ts";
import { AGING_BUCKETS } from "./billing.enums.ts";
import { BatchActionSchema, BatchStatusIdSchema } from "./billing-batches.schemas.ts";
import { BillingDaySchema, RequestIdSchema } from "./billing-fields.schemas.ts";

// ---------------------------------------------------------------------------------------------------------------
// Payments received (financial reconciliation)

export const ReceiptListQuerySchema = ListQuerySchema;
export const ReceiptListRowSchema = z.object({
  Id: z.number().int(),
  ReceivedOn: z.string(),
  Payer: z.string(),
  Reference: z.string().nullable(),
  ClientId: z.number().int().nullable(),
  ClientName: z.string().nullable(),
  Currency: z.string(),
  Amount: z.string(),
  Matched: z.string(),
  Unmatched: z.string(),
  /** "Unmatched", "Partly matched" or "Matched". */
  MatchState: z.string(),
  UpdatedAt: z.string(),
});
export type ReceiptListRow = z.infer<typeof ReceiptListRowSchema>;
export const ReceiptListReplySchema = listReplySchema(ReceiptListRowSchema);

export const SaveReceiptSchema = z.object({
  ReceivedOn: BillingDaySchema("ReceivedOn"),
  Payer: requiredText("Payer", 200),
  Reference: optionalText("Reference", 200),
  ClientId: RecordIdSchema.nullish().transform((v) => v ?? null),
  Currency: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, "Currency is a three-letter code such as USD.")
    .nullish()
    .transform((v) => v ?? null),
  Amount: money("Amount").refine((v) => v !== "0.00", "Amount must be more than 0."),
  RequestId: RequestIdSchema,
});
export type SaveReceipt = z.output<typeof SaveReceiptSchema>;
export type SaveReceiptInput = z.input<typeof SaveReceiptSchema>;

/** A bank statement: csv text with a header row naming Date, Payer, Reference and Amount (and Currency). */
export const ImportBankStatementSchema = z.object({
  Csv: z.string().min(1, "Csv is empty.").max(5_000_000, "Csv is larger than 5 MB."),
  RequestId: RequestIdSchema,
});

export const ImportBankStatementReplySchema = z.object({
  StatusCode: z.number().int(),
  StatusMessage: z.string(),
  Imported: z.number().int(),
  /** Rows refused, each with its row number and the reason; nothing is imported when any is refused. */
  Errors: z.array(z.object({ Row: z.number().int(), Message: z.string() })),
});

/** Match (part of) a payment to an invoice by hand; the amount defaults to what both still have. */
export const MatchReceiptSchema = z.object({
  ReceiptId: RecordIdSchema,
  InvoiceId: RecordIdSchema,
  Amount: z
    .union([money("Amount"), z.literal(""), z.null()])
    .optional()
    .transform((v) => (v ? v : null)),
});

export const MatchWriteReplySchema = z.object({
  StatusCode: z.number().int(),
  StatusMessage: z.string(),
  /** The match batch the match went into (the open draft). */
  MatchBatchId: z.number().int().nullable(),
  Matched: z.number().int(),
});

// ---------------------------------------------------------------------------------------------------------------
// Batches of matches: reviewed and locked like invoices

export const MatchBatchListQuerySchema = ListQuerySchema;
export const MatchBatchListRowSchema = z.object({
  Id: z.number().int(),
  BatchNumber: z.string(),
  StatusId: BatchStatusIdSchema,
  StatusName: z.string(),
  MatchCount: z.number().int(),
  Amount: z.string(),
  CreatedByName: z.string().nullable(),
  UpdatedAt: z.string(),
});
export const MatchBatchListReplySchema = listReplySchema(MatchBatchListRowSchema);

export const MatchSchema = z.object({
  Id: z.number().int(),
  ReceiptId: z.number().int(),
  ReceivedOn: z.string(),
  Payer: z.string(),
  Reference: z.string().nullable(),
  InvoiceId: z.number().int(),
  InvoiceNumber: z.string().nullable(),
  ClientName: z.string(),
  Amount: z.string(),
  KindName: z.string(),
});

export const MatchBatchDetailSchema = z.object({
  Id: z.number().int(),
  BatchNumber: z.string(),
  StatusId: BatchStatusIdSchema,
  StatusName: z.string(),
  Amount: z.string(),
  Matches: z.array(MatchSchema),
  Actions: z.array(z.object({ Action: BatchActionSchema, Label: z.string() })),
  CanEdit: z.boolean(),
  History: z.array(
    z.object({
      At: z.string(),
      ByName: z.string().nullable(),
      Action: z.string(),
      FromStatusName: z.string().nullable(),
      ToStatusName: z.string(),
      Comment: z.string().nullable(),
    }),
  ),
});
export type MatchBatchDetail = z.infer<typeof MatchBatchDetailSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Aging of receivables

export const AgingQuerySchema = z.object({
  AsOf: BillingDaySchema("AsOf").optional(),
});

const BucketAmountsSchema = z.object(
  Object.fromEntries(AGING_BUCKETS.map((b) => [b, z.string()])) as Record<
    (typeof AGING_BUCKETS)[number],
    z.ZodString
  >,
);

export const AgingReplySchema = z.object({
  AsOf: z.string(),
  Buckets: z.array(z.string()),
  /** One row per client and currency: what is still owed, by age. */
  Clients: z.array(
    z.object({
      ClientId: z.number().int(),
      ClientName: z.string(),
      Currency: z.string(),
      Amounts: BucketAmountsSchema,
      Total: z.string(),
    }),
  ),
  Totals: z.array(z.object({ Currency: z.string(), Amounts: BucketAmountsSchema, Total: z.string() })),
});
export type AgingReply = z.infer<typeof AgingReplySchema>;
