import { DeleteBillingRecordSchema } from "./billing-setup.schemas.ts";
import { defineContract, rawReply } from "../shared/contract.ts";
import { ModuleId } from "../permissions/permissions.enums.ts";
import { IdQuerySchema } from "../shared/id.schemas.ts";
import { BillingWriteReplySchema } from "./billing-fields.schemas.ts";
import {
  BILLING_TAG as TAG,
  RO,
  RW,
  StatusReplySchema,
  area,
  billingCapability,
} from "./billing-access.contract.ts";
import {
  BillingRulePreviewReplySchema,
  BillingRulesReplySchema,
  PreviewBillingRuleSchema,
  SaveBillingRuleSchema,
} from "./billing-rules.schemas.ts";
import {
  BatchDetailSchema,
  BatchListQuerySchema,
  BatchListReplySchema,
  GenerateBatchReplySchema,
  GenerateBatchSchema,
  InvoiceDetailSchema,
  MoveBatchReplySchema,
  MoveBatchSchema,
} from "./billing-batches.schemas.ts";

// ---------------------------------------------------------------------------------------------------------------
// Rules

export const GetBillingRulesContract = defineContract({
  method: "GET",
  path: "/Billing/GetBillingRules",
  summary: "The organisation's billing rules.",
  tag: TAG,
  access: area(ModuleId.BillingRuleConfig, RO),
  reply: BillingRulesReplySchema,
});

export const SaveBillingRuleContract = defineContract({
  method: "POST",
  path: "/Billing/SaveBillingRule",
  summary: "Creates a billing rule, or edits one when Id is given.",
  tag: TAG,
  access: area(ModuleId.BillingRuleConfig, RW),
  body: SaveBillingRuleSchema,
  reply: BillingWriteReplySchema,
});

export const DeleteBillingRuleContract = defineContract({
  method: "POST",
  path: "/Billing/DeleteBillingRule",
  summary: "Deletes a billing rule (invoices it produced keep their lines).",
  tag: TAG,
  access: area(ModuleId.BillingRuleConfig, RW),
  body: DeleteBillingRecordSchema,
  reply: StatusReplySchema,
});

export const PreviewBillingRuleContract = defineContract({
  method: "POST",
  path: "/Billing/PreviewBillingRule",
  summary:
    "What a rule (saved or not) would bill each client for a month, before it is saved. Writes nothing.",
  tag: TAG,
  access: area(ModuleId.BillingRuleConfig, RO),
  body: PreviewBillingRuleSchema,
  reply: BillingRulePreviewReplySchema,
});

// ---------------------------------------------------------------------------------------------------------------
// Invoicing batches and invoices

export const GetBatchListContract = defineContract({
  method: "POST",
  path: "/Billing/GetBatchList",
  summary: "A page of the invoicing batches (ListReply<BatchListRow>).",
  tag: TAG,
  access: area(ModuleId.BillingInvoicing, RO),
  body: BatchListQuerySchema,
  reply: BatchListReplySchema,
});

export const GenerateBatchContract = defineContract({
  method: "POST",
  path: "/Billing/GenerateBatch",
  summary:
    "Generates a Draft batch for a month from the rules, profiles and lease rents ('generate' capability); clients already invoiced for the month are skipped.",
  tag: TAG,
  access: billingCapability(ModuleId.BillingGenerate),
  body: GenerateBatchSchema,
  reply: GenerateBatchReplySchema,
});

export const GetBatchContract = defineContract({
  method: "GET",
  path: "/Billing/GetBatch",
  summary: "One batch with its invoices, totals, history and the moves this person may take.",
  tag: TAG,
  access: area(ModuleId.BillingInvoicing, RO),
  query: IdQuerySchema,
  reply: BatchDetailSchema,
});

export const MoveBatchContract = defineContract({
  method: "POST",
  path: "/Billing/MoveBatch",
  summary:
    "Moves a batch: RequestReview, Approve, Reject, Redraft, Generate (numbers its invoices) or Lock — each its own capability; out of order is refused.",
  tag: TAG,
  access: area(ModuleId.BillingInvoicing, RW),
  body: MoveBatchSchema,
  reply: MoveBatchReplySchema,
});

export const RegenerateBatchContract = defineContract({
  method: "POST",
  path: "/Billing/RegenerateBatch",
  summary:
    "Computes a Draft batch's invoices again from today's rules, profiles and rents ('draft' capability).",
  tag: TAG,
  access: billingCapability(ModuleId.BillingDraft),
  body: DeleteBillingRecordSchema,
  reply: GenerateBatchReplySchema,
});

export const UpdateBatchArrearsContract = defineContract({
  method: "POST",
  path: "/Billing/UpdateBatchArrears",
  summary:
    "Carries each client's arrears of earlier periods onto a Draft batch's invoices again ('arrears update').",
  tag: TAG,
  access: billingCapability(ModuleId.BillingArrearsUpdate),
  body: DeleteBillingRecordSchema,
  reply: StatusReplySchema,
});

export const DeleteBatchContract = defineContract({
  method: "POST",
  path: "/Billing/DeleteBatch",
  summary:
    "Deletes a Draft batch and its invoices ('draft' capability); its clients may be invoiced for the month again.",
  tag: TAG,
  access: billingCapability(ModuleId.BillingDraft),
  body: DeleteBillingRecordSchema,
  reply: StatusReplySchema,
});

export const GetInvoiceContract = defineContract({
  method: "GET",
  path: "/Billing/GetInvoice",
  summary: "One invoice with its lines (InvoiceDetail).",
  tag: TAG,
  access: area(ModuleId.BillingInvoicing, RO),
  query: IdQuerySchema,
  reply: InvoiceDetailSchema,
});

export const DownloadInvoicePdfContract = defineContract({
  method: "GET",
  path: "/Billing/DownloadInvoicePdf",
  summary: "A numbered invoice as a PDF ('download invoices' capability).",
  tag: TAG,
  access: billingCapability(ModuleId.BillingDownloadInvoices),
  query: IdQuerySchema,
  reply: rawReply("application/pdf", "The invoice as a PDF."),
});

export const DownloadBatchInvoicesContract = defineContract({
  method: "GET",
  path: "/Billing/DownloadBatchInvoices",
  summary: "Every numbered invoice of a batch as PDFs in one zip ('download invoices' capability).",
  tag: TAG,
  access: billingCapability(ModuleId.BillingDownloadInvoices),
  query: IdQuerySchema,
  reply: rawReply("application/zip", "The batch's invoices, one PDF each."),
});
