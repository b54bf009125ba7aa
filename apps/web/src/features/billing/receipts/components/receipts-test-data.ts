import {
  BatchStatus,
  InvoicePaymentState,
  type BatchDetail,
  type InvoiceSummary,
  type MatchBatchDetail,
  type ReceiptListRow,
} from "@fieldstead/domain";

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/** A payment of USD 500.00 from Harbor Foods, nothing of it matched yet. */
export const RECEIPT: ReceiptListRow = {
  Id: 31,
  ReceivedOn: "2026-03-04",
  Payer: "Harbor Foods",
  Reference: "March rent",
  ClientId: 7,
  ClientName: "Harbor Foods",
  Currency: "USD",
  Amount: "500.00",
  Matched: "0.00",
  Unmatched: "500.00",
  MatchState: "Unmatched",
  UpdatedAt: "2026-03-04T10:00:00Z",
};

export const invoice = (over: Partial<InvoiceSummary>): InvoiceSummary => ({
  Id: 900,
  InvoiceNumber: "INV-2026-0001",
  ClientId: 7,
  ClientName: "Harbor Foods",
  Currency: "USD",
  IssueDate: "2026-02-01",
  DueDate: "2026-03-01",
  Net: "1000.00",
  Tax: "200.00",
  Total: "1200.00",
  Arrears: "0.00",
  Paid: "0.00",
  Outstanding: "1200.00",
  PaymentStateId: InvoicePaymentState.Unpaid,
  PaymentStateName: "Unpaid",
  ...over,
});

/** A generated batch of February's invoices, as Billing/GetBatch answers it. */
export const issuedBatch = (invoices: InvoiceSummary[]): BatchDetail => ({
  Id: 12,
  BatchNumber: "BAT-2026-02",
  Period: "2026-02",
  StatusId: BatchStatus.Generated,
  StatusName: "Generated",
  CreatedByName: "Avery Collins",
  CreatedAt: "2026-02-01T09:00:00Z",
  Totals: [],
  Invoices: invoices,
  Actions: [],
  CanRegenerate: false,
  CanUpdateArrears: false,
  CanDownload: true,
  History: [],
});

/** A draft batch of one manual match, which its reader may edit and send for review. */
export const MATCH_BATCH: MatchBatchDetail = {
  Id: 4,
  BatchNumber: "MB-2026-0004",
  StatusId: BatchStatus.Draft,
  StatusName: "Draft",
  Amount: "500.00",
  Matches: [
    {
      Id: 61,
      ReceiptId: 31,
      ReceivedOn: "2026-03-04",
      Payer: "Harbor Foods",
      Reference: "March rent",
      InvoiceId: 900,
      InvoiceNumber: "INV-2026-0001",
      ClientName: "Harbor Foods",
      Amount: "500.00",
      KindName: "Manual",
    },
  ],
  Actions: [{ Action: "RequestReview", Label: "Request review" }],
  CanEdit: true,
  History: [
    {
      At: "2026-03-04T10:00:00Z",
      ByName: "Priya Natarajan",
      Action: "Created",
      FromStatusName: null,
      ToStatusName: "Draft",
      Comment: null,
    },
  ],
};
