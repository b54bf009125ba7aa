/** Every read of payments received, matches and their reports sits under this key: a write reads them all again. */
export const RECEIPTS_KEY = ["billing-receipts"] as const;

export const receiptKeys = {
  matchBatch: (id: number) => [...RECEIPTS_KEY, "match-batch", id] as const,
  /** The numbered invoices that still owe money, for the match picker. */
  openInvoices: () => [...RECEIPTS_KEY, "open-invoices"] as const,
  clientOptions: () => [...RECEIPTS_KEY, "client-options"] as const,
};
