import {
  AccessRightType,
  BatchAction,
  BatchStatus,
  BillingRuleSource,
  InvoiceLineKind,
  InvoicePaymentState,
  ModuleId,
  type BatchDetail,
  type BillingRule,
  type InvoiceDetail,
  type InvoiceSummary,
} from "@fieldstead/domain";
import { grantedModule } from "../../../../test/session-fixtures.tsx";

export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

const billingOperation = (id: number) => grantedModule(id, ModuleId.Billing, AccessRightType.ReadWrite);

/** A role that holds Billing's rules and invoicing at read-write, with every step of a batch. */
export const BILLING_MANAGER = [
  grantedModule(ModuleId.Billing, 0, AccessRightType.ReadWrite),
  grantedModule(ModuleId.BillingRuleConfig, ModuleId.Billing, AccessRightType.ReadWrite),
  grantedModule(ModuleId.BillingInvoicing, ModuleId.Billing, AccessRightType.ReadWrite),
  ...[
    ModuleId.BillingDraft,
    ModuleId.BillingRequestReview,
    ModuleId.BillingApprove,
    ModuleId.BillingReject,
    ModuleId.BillingGenerate,
    ModuleId.BillingLock,
    ModuleId.BillingArrearsUpdate,
    ModuleId.BillingGenerateInvoice,
    ModuleId.BillingDownloadInvoices,
  ].map(billingOperation),
];

/** A role that may only look at the rules and the batches. */
export const BILLING_READER = [
  grantedModule(ModuleId.Billing, 0, AccessRightType.ReadOnly),
  grantedModule(ModuleId.BillingRuleConfig, ModuleId.Billing, AccessRightType.ReadOnly),
  grantedModule(ModuleId.BillingInvoicing, ModuleId.Billing, AccessRightType.ReadOnly),
];

/** A rule counting the generators of every active client, billed at SVC-GEN. */
export const RULE: BillingRule = {
  Id: 7,
  Name: "Generator upkeep",
  ClientId: null,
  ClientName: null,
  SourceId: BillingRuleSource.ActiveAssets,
  SourceName: "Active assets of a category",
  CategoryId: 3,
  CategoryName: "Generators",
  WorkOrderTypeId: null,
  WorkOrderTypeName: null,
  ChargeCodeId: 21,
  ChargeCode: "SVC-GEN",
  IsActive: true,
  UpdatedAt: "2026-10-01T09:00:00Z",
};

export const invoice = (extra: Partial<InvoiceSummary> = {}): InvoiceSummary => ({
  Id: 501,
  InvoiceNumber: null,
  ClientId: 31,
  ClientName: "Acme Towers",
  Currency: "USD",
  IssueDate: null,
  DueDate: null,
  Net: "1200.00",
  Tax: "96.00",
  Total: "1296.00",
  Arrears: "150.00",
  Paid: "0.00",
  Outstanding: "1296.00",
  PaymentStateId: InvoicePaymentState.Unpaid,
  PaymentStateName: "Unpaid",
  ...extra,
});

/** A draft batch for October 2026 with one invoice, which its author may send for review. */
export const BATCH: BatchDetail = {
  Id: 12,
  BatchNumber: "B-000012",
  Period: "2026-10",
  StatusId: BatchStatus.Draft,
  StatusName: "Draft",
  CreatedByName: "Lena Lease",
  CreatedAt: "2026-11-02T15:00:00Z",
  Totals: [{ Currency: "USD", Net: "1200.00", Tax: "96.00", Total: "1296.00" }],
  Invoices: [invoice()],
  Actions: [{ Action: BatchAction.RequestReview, Label: "Request review" }],
  CanRegenerate: true,
  CanUpdateArrears: true,
  CanDownload: false,
  History: [
    {
      At: "2026-11-02T15:00:00Z",
      ByName: "Lena Lease",
      Action: "Generated",
      FromStatusName: null,
      ToStatusName: "Draft",
      Comment: null,
    },
  ],
};

export const invoiceDetail = (extra: Partial<InvoiceDetail> = {}): InvoiceDetail => ({
  ...invoice(),
  BatchId: BATCH.Id,
  BatchNumber: BATCH.BatchNumber,
  BatchStatusId: BatchStatus.Draft,
  Period: "2026-10",
  Discount: "0.00",
  AmountDue: "1446.00",
  ClientTaxRegistration: "US-99-1234567",
  ClientContactName: "Dana Whitfield",
  ClientContactEmail: "billing@acme.example",
  Lines: [
    {
      Id: 9001,
      KindId: InvoiceLineKind.Charge,
      KindName: "Charge",
      ChargeCode: "SVC-GEN",
      Description: "Generator upkeep: 12 generators",
      Quantity: "12",
      UnitPrice: "100.00",
      Net: "1200.00",
      Discount: "0.00",
      TaxRate: "8",
      Tax: "96.00",
      Total: "1296.00",
    },
    {
      Id: 9002,
      KindId: InvoiceLineKind.Arrears,
      KindName: "Arrears",
      ChargeCode: null,
      Description: "Arrears of 2026-09",
      Quantity: "1",
      UnitPrice: "150.00",
      Net: "150.00",
      Discount: "0.00",
      TaxRate: "0",
      Tax: "0.00",
      Total: "150.00",
    },
  ],
  ...extra,
});
