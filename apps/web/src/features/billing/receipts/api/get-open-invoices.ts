import { queryOptions, useQuery } from "@tanstack/react-query";
import {
  BatchStatus,
  GetBatchContract,
  GetBatchListContract,
  parseMoneyToCents,
  type BatchListRow,
  type ListReply,
  type InvoiceSummary,
} from "@fieldstead/domain";
import { callContract } from "../../../../lib/http.ts";
import { receiptKeys } from "./receipt-keys.ts";

/** A numbered invoice that still owes money, with the batch it was issued in. */
export type OpenInvoice = InvoiceSummary & { InvoiceNumber: string; BatchNumber: string };

const PAGE_SIZE = 100;
/** Batches read at once, so a long history does not fire dozens of calls together. */
const PARALLEL_READS = 4;

/** Only a Generated or Locked batch's invoices are numbered, so only they can be paid. */
const ISSUED = [BatchStatus.Generated, BatchStatus.Locked];

const readIssuedBatches = async (): Promise<BatchListRow[]> => {
  const rows: BatchListRow[] = [];
  let after: string | null = null;
  for (;;) {
    const page: ListReply<BatchListRow> = await callContract(GetBatchListContract, {
      body: {
        StartRow: rows.length,
        After: after,
        PageSize: PAGE_SIZE,
        FilterModel: { StatusId: { filterType: "set", values: ISSUED } },
      },
      isSilent: true,
    });
    rows.push(...page.Rows);
    if (page.NextCursor === null || page.Rows.length === 0) return rows;
    after = page.NextCursor;
  }
};

/**
 * The numbered invoices with something outstanding: the invoices of every Generated or Locked batch (Billing/
 * GetBatchList, then Billing/GetBatch for each), without those fully paid.
 */
export const getOpenInvoices = async (): Promise<OpenInvoice[]> => {
  const batches = await readIssuedBatches();
  const open: OpenInvoice[] = [];
  for (let start = 0; start < batches.length; start += PARALLEL_READS) {
    const details = await Promise.all(
      batches
        .slice(start, start + PARALLEL_READS)
        .map((b) => callContract(GetBatchContract, { query: { Id: b.Id }, isSilent: true })),
    );
    for (const batch of details)
      for (const invoice of batch.Invoices)
        if (invoice.InvoiceNumber !== null && (parseMoneyToCents(invoice.Outstanding) ?? 0) > 0)
          open.push({ ...invoice, InvoiceNumber: invoice.InvoiceNumber, BatchNumber: batch.BatchNumber });
  }
  return open;
};

export const openInvoicesQuery = () =>
  queryOptions({ queryKey: receiptKeys.openInvoices(), queryFn: getOpenInvoices, staleTime: 30_000 });

export const useOpenInvoices = () => useQuery(openInvoicesQuery());
