import { Chip, type ChipProps } from "@mui/material";
import {
  INVOICE_PAYMENT_STATE_NAMES,
  InvoicePaymentState,
  type InvoicePaymentStateId,
} from "@fieldstead/domain";

/** Unpaid is still owed (grey outline), partly paid has money left to come (amber), paid is settled (green). */
const COLOURS: Readonly<Record<InvoicePaymentStateId, ChipProps["color"]>> = {
  [InvoicePaymentState.Unpaid]: "default",
  [InvoicePaymentState.PartlyPaid]: "warning",
  [InvoicePaymentState.Paid]: "success",
};

export type PaymentStateChipProps = { stateId: number };

/** Where an invoice stands with its payments. */
export const PaymentStateChip = ({ stateId }: PaymentStateChipProps) => (
  <Chip
    label={INVOICE_PAYMENT_STATE_NAMES[stateId as InvoicePaymentStateId] ?? String(stateId)}
    size="small"
    variant={stateId === InvoicePaymentState.Unpaid ? "outlined" : "filled"}
    color={COLOURS[stateId as InvoicePaymentStateId] ?? "default"}
  />
);
