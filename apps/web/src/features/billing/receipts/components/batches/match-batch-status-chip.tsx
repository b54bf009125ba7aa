import { Chip, type ChipProps } from "@mui/material";
import { BATCH_STATUS_NAMES, BatchStatus, type BatchStatusId } from "@fieldstead/domain";

/**
 * Draft is being put together (blue), in review waits for someone (amber), approved and generated are through
 * (green), rejected goes back (red), locked is final (grey).
 */
const COLOURS: Readonly<Record<BatchStatusId, ChipProps["color"]>> = {
  [BatchStatus.Draft]: "info",
  [BatchStatus.RequestForReview]: "warning",
  [BatchStatus.Approved]: "success",
  [BatchStatus.Rejected]: "error",
  [BatchStatus.Generated]: "success",
  [BatchStatus.Locked]: "default",
};

export type MatchBatchStatusChipProps = { statusId: number; size?: ChipProps["size"] };

/** A batch's status by its name, coloured by what it means. */
export const MatchBatchStatusChip = ({ statusId, size = "small" }: MatchBatchStatusChipProps) => (
  <Chip
    label={BATCH_STATUS_NAMES[statusId as BatchStatusId] ?? String(statusId)}
    size={size}
    color={COLOURS[statusId as BatchStatusId] ?? "default"}
  />
);
