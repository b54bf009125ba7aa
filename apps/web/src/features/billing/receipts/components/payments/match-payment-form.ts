import { centsToMoney, checkMatchAmount, parseMoneyToCents, type ReceiptListRow } from "@fieldstead/domain";
import type { OpenInvoice } from "../../api/get-open-invoices.ts";

const centsOf = (amount: string): number => parseMoneyToCents(amount) ?? 0;

/**
 * The invoices a payment may pay: in the payment's currency and, when the payment names its client, that
 * client's. Earliest due first, as they are usually paid.
 */
export const invoicesFor = (receipt: ReceiptListRow, invoices: readonly OpenInvoice[]): OpenInvoice[] =>
  invoices
    .filter(
      (i) =>
        i.Currency === receipt.Currency && (receipt.ClientId === null || i.ClientId === receipt.ClientId),
    )
    .sort(
      (a, b) =>
        (a.DueDate ?? "").localeCompare(b.DueDate ?? "") || a.InvoiceNumber.localeCompare(b.InvoiceNumber),
    );

/** What the match takes unless changed: as much as both the payment and the invoice still have. */
export const defaultMatchAmount = (receipt: ReceiptListRow, invoice: OpenInvoice): string =>
  centsToMoney(Math.min(centsOf(receipt.Unmatched), centsOf(invoice.Outstanding)));

export const MATCH_MESSAGES = {
  invoice: "Pick the invoice the payment pays.",
  amount: "Type the amount to match, such as 1,500.00 (at most two decimals).",
} as const;

/** What is wrong with the match as typed, by field (the amount by the same rule the server applies). */
export const checkMatch = (
  receipt: ReceiptListRow,
  invoice: OpenInvoice | null,
  amount: string,
): { InvoiceId?: string; Amount?: string } => {
  if (invoice === null) return { InvoiceId: MATCH_MESSAGES.invoice };
  const askedCents = parseMoneyToCents(amount);
  if (askedCents === null) return { Amount: MATCH_MESSAGES.amount };
  const check = checkMatchAmount({
    askedCents,
    unmatchedCents: centsOf(receipt.Unmatched),
    outstandingCents: centsOf(invoice.Outstanding),
  });
  return check.ok ? {} : { Amount: check.message };
};
