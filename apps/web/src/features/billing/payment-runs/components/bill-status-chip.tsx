import { Chip } from "@mui/material";
import { LeasePaymentStatus } from "@fieldstead/domain";

export type BillStatusChipProps = { statusId: number; name: string };

/** A run's bill: Paid once the run paid it, Payment initiated while it waits. */
export const BillStatusChip = ({ statusId, name }: BillStatusChipProps) => (
  <Chip
    size="small"
    variant="outlined"
    color={statusId === LeasePaymentStatus.Paid ? "success" : "info"}
    label={name}
  />
);
