/**
 * Automatic matching of payments received to open invoices. A payment whose reference names an open invoice's
 * number is matched to it (for as much as both still have); otherwise a payment is matched only when exactly one
 * open invoice of the same client and currency owes exactly its amount. Anything else is left for a person.
 */
export type OpenReceipt = {
  id: number;
  clientId: number | null;
  currency: string;
  reference: string | null;
  unmatchedCents: number;
};
export type OpenInvoice = {
  id: number;
  clientId: number;
  currency: string;
  invoiceNumber: string;
  outstandingCents: number;
};
export type ProposedMatch = {
  receiptId: number;
  invoiceId: number;
  amountCents: number;
  by: "reference" | "amount";
};

const normalise = (text: string) => text.toUpperCase().replace(/[^A-Z0-9]/g, "");

export const proposeMatches = ({
  receipts,
  invoices,
}: {
  receipts: readonly OpenReceipt[];
  invoices: readonly OpenInvoice[];
}): ProposedMatch[] => {
  const owed = new Map(invoices.map((i) => [i.id, i.outstandingCents]));
  const byNumber = new Map(invoices.map((i) => [normalise(i.invoiceNumber), i]));
  const matches: ProposedMatch[] = [];
  for (const receipt of receipts) {
    let left = receipt.unmatchedCents;
    if (left <= 0) continue;
    const words = (receipt.reference ?? "")
      .split(/[\s,;/]+/)
      .map(normalise)
      .filter(Boolean);
    for (const word of words) {
      const invoice = byNumber.get(word);
      if (!invoice || invoice.currency !== receipt.currency) continue;
      if (receipt.clientId !== null && receipt.clientId !== invoice.clientId) continue;
      const open = owed.get(invoice.id) ?? 0;
      const amount = Math.min(open, left);
      if (amount <= 0) continue;
      matches.push({ receiptId: receipt.id, invoiceId: invoice.id, amountCents: amount, by: "reference" });
      owed.set(invoice.id, open - amount);
      left -= amount;
    }
    if (left !== receipt.unmatchedCents || receipt.clientId === null) continue;
    const exact = invoices.filter(
      (i) => i.clientId === receipt.clientId && i.currency === receipt.currency && owed.get(i.id) === left,
    );
    if (exact.length === 1) {
      const invoice = exact[0]!;
      matches.push({ receiptId: receipt.id, invoiceId: invoice.id, amountCents: left, by: "amount" });
      owed.set(invoice.id, 0);
    }
  }
  return matches;
};
