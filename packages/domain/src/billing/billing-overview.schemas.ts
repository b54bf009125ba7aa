import { z } from "zod";
import { BatchStatusIdSchema } from "./billing-batches.schemas.ts";

/** An amount in one currency (money text). */
const CurrencyAmountSchema = z.object({ Currency: z.string(), Amount: z.string() });

/** This month's billing at a glance (/billing). */
export const BillingOverviewReplySchema = z.object({
  /** The current month, YYYY-MM (the organisation's today). */
  Period: z.string(),
  /** Invoicing batches by state (every state listed, zero included). */
  Batches: z.array(
    z.object({ StatusId: BatchStatusIdSchema, StatusName: z.string(), Count: z.number().int() }),
  ),
  /** Invoice totals of this month's invoices, numbered or not. */
  Billed: z.array(CurrencyAmountSchema),
  /** Payments matched to invoices this month. */
  Collected: z.array(CurrencyAmountSchema),
  /** Still owed on numbered invoices past their due date. */
  Overdue: z.array(CurrencyAmountSchema),
  /** Payments received with something not yet matched. */
  OpenReceiptCount: z.number().int(),
});
export type BillingOverviewReply = z.infer<typeof BillingOverviewReplySchema>;
