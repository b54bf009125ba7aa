import { Chip, type ChipProps } from "@mui/material";
import { BATCH_STATUS_NAMES, BatchStatus, type BatchStatusId } from "@fieldstead/domain";

/**
 * Draft is being prepared (blue), in review waits for someone (amber), approved may be generated (green),
 * rejected goes back (red), generated has numbered invoices (primary), locked never changes again (grey).
 */
const COLOURS: Readonly<Record<BatchStatusId, ChipProps["color"]>> = {
  [BatchStatus.Draft]: "info",
  [BatchStatus.RequestForReview]: "warning",
  [BatchStatus.Approved]: "success",
  [BatchStatus.Rejected]: "error",
  [BatchStatus.Generated]: "primary",
  [BatchStatus.Locked]: "default",
};

export type BatchStatusChipProps = { statusId: number; size?: ChipProps["size"] };

/** A batch's state by its name, coloured by what it means. */
export const BatchStatusChip = ({ statusId, size = "small" }: BatchStatusChipProps) => (
  <Chip
    label={BATCH_STATUS_NAMES[statusId as BatchStatusId] ?? String(statusId)}
    size={size}
    color={COLOURS[statusId as BatchStatusId] ?? "default"}
  />
);
