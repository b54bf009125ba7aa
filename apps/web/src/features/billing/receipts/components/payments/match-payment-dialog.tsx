import { useMemo, useState } from "react";
import { TextField } from "@mui/material";
import { centsToMoney, parseMoneyToCents, type ReceiptListRow } from "@fieldstead/domain";
import { FormDialog } from "../../../../../components/ui/form-dialog.tsx";
import { messageOf, placeRefusal } from "../../../../../lib/form-errors.ts";
import { currencyText, moneyText } from "../../../../../lib/money-format.ts";
import { showSnackbar } from "../../../../../lib/snackbar.ts";
import { useOpenInvoices, type OpenInvoice } from "../../api/get-open-invoices.ts";
import { useMatchReceipt } from "../../api/match-receipt.ts";
import { checkMatch, defaultMatchAmount, invoicesFor } from "./match-payment-form.ts";
import { OpenInvoicePicker } from "./open-invoice-picker.tsx";

export type MatchPaymentDialogProps = {
  receipt: ReceiptListRow;
  onClose: () => void;
  onMatched: () => void;
};

type Field = "InvoiceId" | "Amount";
const fieldOf = (field: string): Field | null => (field === "InvoiceId" || field === "Amount" ? field : null);

/**
 * Matches (part of) a payment to an open invoice by hand: the invoice is picked among the numbered invoices that
 * still owe money in the payment's currency (and of its client, when it names one); the amount starts as what
 * both still have. The match goes into the open draft batch of matches, to be reviewed there.
 */
export const MatchPaymentDialog = ({ receipt, onClose, onMatched }: MatchPaymentDialogProps) => {
  const match = useMatchReceipt();
  const open = useOpenInvoices();
  const invoices = useMemo(() => invoicesFor(receipt, open.data ?? []), [receipt, open.data]);
  const [invoice, setInvoice] = useState<OpenInvoice | null>(null);
  const [amount, setAmount] = useState("");
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const handleInvoice = (next: OpenInvoice | null) => {
    setInvoice(next);
    setErrors({});
    setAmount(next ? moneyText(defaultMatchAmount(receipt, next)) : "");
  };

  const handleSubmit = async () => {
    const problems = checkMatch(receipt, invoice, amount);
    setErrors(problems);
    setFormError(null);
    const cents = parseMoneyToCents(amount);
    if (!invoice || cents === null || Object.keys(problems).length > 0) return;
    try {
      const reply = await match.mutateAsync({
        ReceiptId: receipt.Id,
        InvoiceId: invoice.Id,
        Amount: centsToMoney(cents),
      });
      showSnackbar({
        message: reply.StatusMessage || "Payment matched.",
        severity: "success",
        durationMs: 5_000,
      });
      onMatched();
    } catch (error) {
      const isPlaced = placeRefusal(error, fieldOf, (field, message) =>
        setErrors((e) => ({ ...e, [field]: message })),
      );
      if (!isPlaced) setFormError(messageOf(error));
    }
  };

  return (
    <FormDialog
      title="Match payment"
      titleId="match-payment-title"
      onClose={onClose}
      isFullScreenOnMobile
      intro={`${receipt.Payer}${receipt.Reference ? ` (${receipt.Reference})` : ""}: unmatched ${currencyText(receipt.Unmatched, receipt.Currency)} of ${currencyText(receipt.Amount, receipt.Currency)}.`}
      error={formError}
      onSubmit={() => void handleSubmit()}
      submitLabel="Match"
      isBusy={match.isPending}
    >
      <OpenInvoicePicker
        invoices={invoices}
        value={invoice}
        onChange={handleInvoice}
        isLoading={open.isPending}
        loadError={open.isError ? open.error.message : null}
        error={errors.InvoiceId}
      />
      <TextField
        label="Amount"
        name="Amount"
        required
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        error={Boolean(errors.Amount)}
        helperText={
          errors.Amount ??
          (invoice
            ? `The invoice still owes ${currencyText(invoice.Outstanding, invoice.Currency)}.`
            : "Starts as what both the payment and the invoice still have.")
        }
        slotProps={{ htmlInput: { inputMode: "decimal" } }}
      />
    </FormDialog>
  );
};
