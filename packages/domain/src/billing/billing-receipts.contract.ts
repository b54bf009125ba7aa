import { DeleteBillingRecordSchema } from "./billing-setup.schemas.ts";
import { MoveBatchReplySchema, MoveBatchSchema } from "./billing-batches.schemas.ts";
import { defineContract } from "../shared/contract.ts";
import { ModuleId } from "../permissions/permissions.enums.ts";
import { IdQuerySchema } from "../shared/id.schemas.ts";
import { BillingWriteReplySchema } from "./billing-fields.schemas.ts";
import { BILLING_TAG as TAG, RO, RW, StatusReplySchema, area } from "./billing-access.contract.ts";
import {
  AgingQuerySchema,
  AgingReplySchema,
  ImportBankStatementReplySchema,
  ImportBankStatementSchema,
  MatchBatchDetailSchema,
  MatchBatchListQuerySchema,
  MatchBatchListReplySchema,
  MatchReceiptSchema,
  MatchWriteReplySchema,
  ReceiptListQuerySchema,
  ReceiptListReplySchema,
  SaveReceiptSchema,
} from "./billing-receipts.schemas.ts";

// ---------------------------------------------------------------------------------------------------------------
// Financial reconciliation: payments received, matches, batches of matches

const RECON_RO = area(ModuleId.BillingFinancialRecon, RO);
const RECON_RW = area(ModuleId.BillingFinancialRecon, RW);

export const GetReceiptListContract = defineContract({
  method: "POST",
  path: "/Billing/GetReceiptList",
  summary: "A page of the payments received, with what of each is matched (ListReply<ReceiptListRow>).",
  tag: TAG,
  access: RECON_RO,
  body: ReceiptListQuerySchema,
  reply: ReceiptListReplySchema,
});

export const SaveReceiptContract = defineContract({
  method: "POST",
  path: "/Billing/SaveReceipt",
  summary: "Records a payment received; RequestId makes a repeat a no-op.",
  tag: TAG,
  access: RECON_RW,
  body: SaveReceiptSchema,
  reply: BillingWriteReplySchema,
});

export const ImportBankStatementContract = defineContract({
  method: "POST",
  path: "/Billing/ImportBankStatement",
  summary:
    "Records the payments of a bank statement (csv: Date, Payer, Reference, Amount[, Currency]); all or nothing.",
  tag: TAG,
  access: RECON_RW,
  body: ImportBankStatementSchema,
  reply: ImportBankStatementReplySchema,
});

export const AutoMatchReceiptsContract = defineContract({
  method: "POST",
  path: "/Billing/AutoMatchReceipts",
  summary:
    "Matches open payments to open invoices by reference and amount, into the open draft batch of matches.",
  tag: TAG,
  access: RECON_RW,
  reply: MatchWriteReplySchema,
});

export const MatchReceiptContract = defineContract({
  method: "POST",
  path: "/Billing/MatchReceipt",
  summary: "Matches (part of) a payment to an invoice by hand, into the open draft batch of matches.",
  tag: TAG,
  access: RECON_RW,
  body: MatchReceiptSchema,
  reply: MatchWriteReplySchema,
});

export const UnmatchContract = defineContract({
  method: "POST",
  path: "/Billing/Unmatch",
  summary: "Removes a match of a draft batch of matches.",
  tag: TAG,
  access: RECON_RW,
  body: DeleteBillingRecordSchema,
  reply: StatusReplySchema,
});

export const GetMatchBatchListContract = defineContract({
  method: "POST",
  path: "/Billing/GetMatchBatchList",
  summary: "A page of the batches of matches (ListReply<MatchBatchListRow>).",
  tag: TAG,
  access: RECON_RO,
  body: MatchBatchListQuerySchema,
  reply: MatchBatchListReplySchema,
});

export const GetMatchBatchContract = defineContract({
  method: "GET",
  path: "/Billing/GetMatchBatch",
  summary: "One batch of matches with its matches, history and the moves this person may take.",
  tag: TAG,
  access: RECON_RO,
  query: IdQuerySchema,
  reply: MatchBatchDetailSchema,
});

export const MoveMatchBatchContract = defineContract({
  method: "POST",
  path: "/Billing/MoveMatchBatch",
  summary:
    "Moves a batch of matches: RequestReview, Approve, Reject, Redraft or Lock (Generate does not apply).",
  tag: TAG,
  access: RECON_RW,
  body: MoveBatchSchema,
  reply: MoveBatchReplySchema,
});

// ---------------------------------------------------------------------------------------------------------------
// Reports

export const GetAgingReportContract = defineContract({
  method: "GET",
  path: "/Billing/GetAgingReport",
  summary: "What clients still owe on numbered invoices, by days past due: 0–30, 31–60, 61–90, 90+.",
  tag: TAG,
  access: area(ModuleId.BillingReports, RO),
  query: AgingQuerySchema,
  reply: AgingReplySchema,
});
