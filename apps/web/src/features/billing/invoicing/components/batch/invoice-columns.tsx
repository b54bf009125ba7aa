import type { ReactNode } from "react";
import type { InvoiceSummary } from "@fieldstead/domain";
import { dayText, moneyText } from "../../../../../lib/money-format.ts";
import { PaymentStateChip } from "../shared/payment-state-chip.tsx";

export type InvoiceColumn = {
  id: string;
  header: string;
  isAmount?: boolean;
  cell: (invoice: InvoiceSummary) => ReactNode;
};

/** An invoice is numbered when the batch's invoices are generated; until then it shows a dash. */
export const invoiceNumberText = (invoice: InvoiceSummary): string => invoice.InvoiceNumber ?? "—";

const amount = (id: keyof InvoiceSummary & string, header: string): InvoiceColumn => ({
  id,
  header,
  isAmount: true,
  cell: (invoice) => moneyText(invoice[id] as string),
});

/** The batch's invoices, in the order the table shows them (the phone's cards use the same words). */
export const INVOICE_COLUMNS: readonly InvoiceColumn[] = [
  { id: "InvoiceNumber", header: "Invoice", cell: invoiceNumberText },
  { id: "ClientName", header: "Client", cell: (i) => i.ClientName },
  { id: "Currency", header: "Currency", cell: (i) => i.Currency },
  amount("Net", "Net"),
  amount("Tax", "Tax"),
  amount("Total", "Total"),
  amount("Arrears", "Arrears"),
  amount("Paid", "Paid"),
  amount("Outstanding", "Outstanding"),
  { id: "PaymentStateId", header: "Payment", cell: (i) => <PaymentStateChip stateId={i.PaymentStateId} /> },
  { id: "DueDate", header: "Due date", cell: (i) => dayText(i.DueDate) || "—" },
];
