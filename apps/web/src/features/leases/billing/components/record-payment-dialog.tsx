import { useState } from "react";
import { TextField } from "@mui/material";
import {
  centsToMoney,
  LeasePaymentAction,
  parseMoneyToCents,
  type LeaseBillingPeriod,
} from "@fieldstead/domain";
import { FormDialog } from "../../../../components/ui/form-dialog.tsx";
import { messageOf, placeRefusal } from "../../../../lib/form-errors.ts";
import { showSnackbar } from "../../../../lib/snackbar.ts";
import { useLeasePaymentAction } from "../api/lease-payment-action.ts";
import { useRequestId } from "../hooks/use-request-id.ts";
import { periodLabel } from "./billing-period-columns.tsx";
import { showMoney } from "./lease-money.ts";

export type RecordPaymentDialogProps = { period: LeaseBillingPeriod; onClose: () => void };

type Field = "TransactionId" | "TransactionAmount" | "Comment";
const FIELDS: readonly string[] = ["TransactionId", "TransactionAmount", "Comment"];

export const RECORD_PAYMENT_MESSAGES = {
  transactionId: "Transaction ID is required.",
  amount: "Type the amount received, such as 1,500.00 (at most two decimals).",
  zero: "The amount must be more than 0.",
} as const;

/** What is wrong with the typed values, by field; empty when they can be sent. */
const checkValues = (transactionId: string, amountCents: number | null): Partial<Record<Field, string>> => ({
  ...(transactionId.trim() === "" ? { TransactionId: RECORD_PAYMENT_MESSAGES.transactionId } : {}),
  ...(amountCents === null
    ? { TransactionAmount: RECORD_PAYMENT_MESSAGES.amount }
    : amountCents === 0
      ? { TransactionAmount: RECORD_PAYMENT_MESSAGES.zero }
      : {}),
});

/**
 * Records money received against a period whose payment was initiated: the bank's transaction id and the
 * amount, which starts as what is left to pay. The amount is read as exact cents; less than what is owed
 * leaves the rest due.
 */
export const RecordPaymentDialog = ({ period, onClose }: RecordPaymentDialogProps) => {
  const step = useLeasePaymentAction();
  const { requestId, afterFailure } = useRequestId();
  const [transactionId, setTransactionId] = useState("");
  const [amount, setAmount] = useState(showMoney(period.Outstanding));
  const [comment, setComment] = useState("");
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  // A refusal for the payment as a whole shows in the dialog, which stays open to correct or cancel it.
  const [formError, setFormError] = useState<string | null>(null);

  const handleSubmit = async () => {
    const cents = parseMoneyToCents(amount);
    const problems = checkValues(transactionId, cents);
    setErrors(problems);
    setFormError(null);
    if (cents === null || Object.keys(problems).length > 0) return;
    try {
      const reply = await step.mutateAsync({
        BillingPeriodId: period.Id,
        Action: LeasePaymentAction.RecordPayment,
        TransactionId: transactionId.trim(),
        TransactionAmount: centsToMoney(cents),
        Comment: comment.trim() || null,
        RequestId: requestId,
      });
      showSnackbar({ message: reply.StatusMessage, severity: "success", durationMs: 5_000 });
      onClose();
    } catch (error) {
      afterFailure(error);
      const placed = placeRefusal(
        error,
        (field) => (FIELDS.includes(field) ? (field as Field) : null),
        (field, message) => setErrors((e) => ({ ...e, [field]: message })),
      );
      if (!placed) setFormError(messageOf(error));
    }
  };

  return (
    <FormDialog
      title={`Record payment for ${periodLabel(period)}`}
      titleId="record-payment-title"
      onClose={onClose}
      isFullScreenOnMobile
      intro={`Billed ${showMoney(period.BillingAmount)}, paid ${showMoney(period.PaidAmount)}, left to pay ${showMoney(period.Outstanding)}.`}
      error={formError}
      onSubmit={() => void handleSubmit()}
      submitLabel="Record payment"
      isBusy={step.isPending}
    >
      <TextField
        label="Transaction ID"
        name="TransactionId"
        required
        autoFocus
        value={transactionId}
        onChange={(e) => setTransactionId(e.target.value)}
        error={Boolean(errors.TransactionId)}
        helperText={errors.TransactionId}
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      <TextField
        label="Transaction amount"
        name="TransactionAmount"
        required
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        error={Boolean(errors.TransactionAmount)}
        helperText={errors.TransactionAmount ?? "Less than what is left keeps the rest due."}
        slotProps={{ htmlInput: { inputMode: "decimal" } }}
      />
      <TextField
        label="Comment"
        name="Comment"
        multiline
        minRows={2}
        value={comment}
        onChange={(e) => setComment(e.target.value)}
        error={Boolean(errors.Comment)}
        helperText={errors.Comment}
        slotProps={{ htmlInput: { maxLength: 1000 } }}
      />
    </FormDialog>
  );
};
