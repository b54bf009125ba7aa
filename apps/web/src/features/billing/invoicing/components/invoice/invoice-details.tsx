import { Stack, Typography } from "@mui/material";
import type { InvoiceDetail } from "@fieldstead/domain";
import { FactList } from "../../../../../components/ui/fact-list.tsx";
import { currencyText, dayText } from "../../../../../lib/money-format.ts";
import { PaymentStateChip } from "../shared/payment-state-chip.tsx";
import { InvoiceLinesTable } from "./invoice-lines-table.tsx";

export type InvoiceDetailsProps = { invoice: InvoiceDetail };

/** An invoice as the client receives it: who and when, its lines, and what it comes to with the arrears carried. */
export const InvoiceDetails = ({ invoice }: InvoiceDetailsProps) => {
  const money = (amount: string) => currencyText(amount, invoice.Currency);
  const contact = [invoice.ClientContactName, invoice.ClientContactEmail].filter(Boolean).join(" · ");
  return (
    <Stack spacing={2.5}>
      <FactList
        columns={3}
        spacing={2}
        facts={[
          ["Client", invoice.ClientName],
          ["Billing contact", contact],
          ["Tax registration", invoice.ClientTaxRegistration],
          ["Period", invoice.Period],
          ["Issued", dayText(invoice.IssueDate)],
          ["Due", dayText(invoice.DueDate)],
          ["Batch", invoice.BatchNumber],
          ["Payment", <PaymentStateChip key="state" stateId={invoice.PaymentStateId} />],
        ]}
      />
      {invoice.Lines.length === 0 ? (
        <Typography sx={{ color: "text.secondary" }}>This invoice has no lines.</Typography>
      ) : (
        <InvoiceLinesTable lines={invoice.Lines} />
      )}
      <FactList
        columns={3}
        spacing={1.5}
        facts={[
          ["Net", money(invoice.Net)],
          ["Discount", money(invoice.Discount)],
          ["Tax", money(invoice.Tax)],
          ["Total", money(invoice.Total)],
          ["Arrears carried", money(invoice.Arrears)],
          ["Amount due", money(invoice.AmountDue)],
          ["Paid", money(invoice.Paid)],
          ["Outstanding", money(invoice.Outstanding)],
        ]}
      />
    </Stack>
  );
};
