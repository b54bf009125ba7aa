import { useState } from "react";
import { TextField } from "@mui/material";
import { calendarDayOf, centsToMoney, parseMoneyToCents, type ClientListRow } from "@fieldstead/domain";
import { FormDialog } from "../../../../../components/ui/form-dialog.tsx";
import { messageOf, placeRefusal } from "../../../../../lib/form-errors.ts";
import { showSnackbar } from "../../../../../lib/snackbar.ts";
import { useSaveReceipt } from "../../api/save-receipt.ts";
import { useRequestId } from "../../hooks/use-request-id.ts";
import { ClientPicker } from "./client-picker.tsx";
import { checkReceipt, fieldOfReceipt, type ReceiptField } from "./record-payment-form.ts";

export type RecordPaymentDialogProps = { onClose: () => void; onSaved: () => void };

/**
 * Records a payment received: the day, who paid, their reference, the client when known (its currency is then
 * the payment's unless changed) and the amount, read as exact cents. The request carries an id made when the
 * dialog opened, so a second click or a retry records the payment once.
 */
export const RecordPaymentDialog = ({ onClose, onSaved }: RecordPaymentDialogProps) => {
  const save = useSaveReceipt();
  const { requestId, afterFailure } = useRequestId();
  const [receivedOn, setReceivedOn] = useState(() => calendarDayOf(new Date()));
  const [payer, setPayer] = useState("");
  const [reference, setReference] = useState("");
  const [client, setClient] = useState<ClientListRow | null>(null);
  const [currency, setCurrency] = useState("");
  const [amount, setAmount] = useState("");
  const [errors, setErrors] = useState<Partial<Record<ReceiptField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const isDirty = payer !== "" || reference !== "" || client !== null || amount !== "";

  const handleClient = (next: ClientListRow | null) => {
    setClient(next);
    if (next) setCurrency(next.Currency);
  };

  const handleSubmit = async () => {
    const problems = checkReceipt({ receivedOn, payer, currency, amount });
    setErrors(problems);
    setFormError(null);
    const cents = parseMoneyToCents(amount);
    if (cents === null || Object.keys(problems).length > 0) return;
    try {
      const reply = await save.mutateAsync({
        ReceivedOn: receivedOn,
        Payer: payer.trim(),
        Reference: reference.trim() || null,
        ClientId: client?.Id ?? null,
        Currency: currency.trim().toUpperCase() || null,
        Amount: centsToMoney(cents),
        RequestId: requestId,
      });
      showSnackbar({
        message: reply.StatusMessage || "Payment recorded.",
        severity: "success",
        durationMs: 5_000,
      });
      onSaved();
    } catch (error) {
      afterFailure(error);
      const isPlaced = placeRefusal(error, fieldOfReceipt, (field, message) =>
        setErrors((e) => ({ ...e, [field]: message })),
      );
      if (!isPlaced) setFormError(messageOf(error));
    }
  };

  return (
    <FormDialog
      title="Record payment"
      titleId="record-payment-title"
      onClose={onClose}
      discard={{ isDirty, message: "The payment has not been recorded." }}
      isFullScreenOnMobile
      error={formError}
      onSubmit={() => void handleSubmit()}
      submitLabel="Record payment"
      isBusy={save.isPending}
    >
      <TextField
        label="Received on"
        name="ReceivedOn"
        type="date"
        required
        value={receivedOn}
        onChange={(e) => setReceivedOn(e.target.value)}
        error={Boolean(errors.ReceivedOn)}
        helperText={errors.ReceivedOn}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        label="Payer"
        name="Payer"
        required
        autoFocus
        value={payer}
        onChange={(e) => setPayer(e.target.value)}
        error={Boolean(errors.Payer)}
        helperText={errors.Payer}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <TextField
        label="Reference"
        name="Reference"
        value={reference}
        onChange={(e) => setReference(e.target.value)}
        error={Boolean(errors.Reference)}
        helperText={errors.Reference ?? "An invoice number here lets automatic matching find the invoice."}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <ClientPicker value={client} onChange={handleClient} error={errors.ClientId} helperText="Optional" />
      <TextField
        label="Currency"
        name="Currency"
        value={currency}
        onChange={(e) => setCurrency(e.target.value.toUpperCase())}
        error={Boolean(errors.Currency)}
        helperText={
          errors.Currency ??
          (client ? `${client.Name} pays in ${client.Currency}.` : "Three letters, such as USD.")
        }
        slotProps={{ htmlInput: { maxLength: 3, autoCapitalize: "characters" } }}
      />
      <TextField
        label="Amount"
        name="Amount"
        required
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        error={Boolean(errors.Amount)}
        helperText={errors.Amount}
        slotProps={{ htmlInput: { inputMode: "decimal" } }}
      />
    </FormDialog>
  );
};
