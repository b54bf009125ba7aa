import { Chip, type ChipProps } from "@mui/material";
import { LeasePaymentStatus, type LeasePaymentStatusId } from "@fieldstead/domain";

const COLORS: Readonly<Record<LeasePaymentStatusId, ChipProps["color"]>> = {
  [LeasePaymentStatus.None]: "default",
  [LeasePaymentStatus.Due]: "warning",
  [LeasePaymentStatus.AwaitingApproval]: "info",
  [LeasePaymentStatus.Approved]: "primary",
  [LeasePaymentStatus.Hold]: "secondary",
  [LeasePaymentStatus.PaymentInitiated]: "info",
  [LeasePaymentStatus.Paid]: "success",
};

export type PaymentStatusChipProps = { statusId: number; name: string };

/** A billing period's payment status. */
export const PaymentStatusChip = ({ statusId, name }: PaymentStatusChipProps) => (
  <Chip
    size="small"
    variant="outlined"
    color={COLORS[statusId as LeasePaymentStatusId] ?? "default"}
    label={name}
  />
);
