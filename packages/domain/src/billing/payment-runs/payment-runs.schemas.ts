import { z } from "zod";
import { IdListSchema, RecordIdSchema } from "../../shared/id.schemas.ts";
import { LeasePaymentStatusIdSchema } from "../../leases/leases.enum-schemas.ts";

/** The most bills one run may name. */
export const PAYMENT_RUN_MAX_BILLS = 1000;

/** A lease bill as the payment queue and a run show it: the lease, its payee, the period and what is paid. */
const PaymentBillFields = {
  PeriodId: z.number().int(),
  LeaseId: z.number().int(),
  LeaseNumber: z.string(),
  /** Who is paid: the lease's lessor. */
  Lessor: z.string(),
  LocationName: z.string().nullable(),
  PeriodStart: z.string(),
  PeriodEnd: z.string(),
  DueDate: z.string(),
  /** What is paid: what was still owed on the bill when it was put in the queue or the run. */
  Amount: z.string(),
};

export const PaymentQueueBillSchema = z.object(PaymentBillFields);
export type PaymentQueueBill = z.infer<typeof PaymentQueueBillSchema>;

export const PaymentRunRowSchema = z.object({
  Id: z.number().int(),
  /** "PR-000001" */
  RunNumber: z.string(),
  CreatedByName: z.string().nullable(),
  CreatedAt: z.string(),
  ItemCount: z.number().int(),
  Total: z.string(),
  IsProcessed: z.boolean(),
  ProcessedAt: z.string().nullable(),
});
export type PaymentRunRow = z.infer<typeof PaymentRunRowSchema>;

/** The approved bills of active leases not yet in a run, their total, and the runs, newest first. */
export const PaymentQueueReplySchema = z.object({
  Bills: z.array(PaymentQueueBillSchema),
  BillCount: z.number().int(),
  Total: z.string(),
  Runs: z.array(PaymentRunRowSchema),
});
export type PaymentQueueReply = z.infer<typeof PaymentQueueReplySchema>;

/** A key the client makes once per run it asks for: the same request again answers the first run. */
const RunRequestIdSchema = z
  .string({ error: "RequestId is required." })
  .trim()
  .min(8, "RequestId has at least 8 characters.")
  .max(100, "RequestId has at most 100 characters.");

/** Initiate a run of the chosen bills (PeriodIds), or of every bill waiting when none are chosen. */
export const InitiatePaymentRunSchema = z.object({
  PeriodIds: IdListSchema(PAYMENT_RUN_MAX_BILLS, {
    empty: "PeriodIds names at least one bill (leave it out to pay every approved bill).",
    tooMany: `PeriodIds names at most ${PAYMENT_RUN_MAX_BILLS} bills.`,
  })
    .nullish()
    .transform((ids) => ids ?? null),
  RequestId: RunRequestIdSchema,
});
export type InitiatePaymentRunInput = z.input<typeof InitiatePaymentRunSchema>;
export type InitiatePaymentRun = z.output<typeof InitiatePaymentRunSchema>;

export const ProcessPaymentRunSchema = z.object({
  Id: RecordIdSchema,
  RequestId: RunRequestIdSchema.nullish().transform((v) => v ?? null),
});
export type ProcessPaymentRunInput = z.input<typeof ProcessPaymentRunSchema>;

export const PaymentRunItemSchema = z.object({
  Id: z.number().int(),
  ...PaymentBillFields,
  /** "TX-PR-000001-1" once the run is processed and the bill paid. */
  TransactionId: z.string().nullable(),
  StatusId: LeasePaymentStatusIdSchema,
  StatusName: z.string(),
});
export type PaymentRunItem = z.infer<typeof PaymentRunItemSchema>;

export const PaymentRunDetailSchema = z.object({
  Run: PaymentRunRowSchema,
  Items: z.array(PaymentRunItemSchema),
});
export type PaymentRunDetail = z.infer<typeof PaymentRunDetailSchema>;

/** What initiating or processing a run answers: its message and the run as it stands. */
export const PaymentRunReplySchema = z.object({
  StatusCode: z.number().int(),
  StatusMessage: z.string(),
  Run: PaymentRunDetailSchema,
});
export type PaymentRunReply = z.infer<typeof PaymentRunReplySchema>;
