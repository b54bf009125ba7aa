import { Chip } from "@mui/material";

export type PaymentRunStatusChipProps = { isProcessed: boolean };

/** Whether a run has been processed (its bills paid) or still waits for it. */
export const PaymentRunStatusChip = ({ isProcessed }: PaymentRunStatusChipProps) => (
  <Chip
    size="small"
    variant="outlined"
    color={isProcessed ? "success" : "warning"}
    label={isProcessed ? "Processed" : "Awaiting processing"}
  />
);
