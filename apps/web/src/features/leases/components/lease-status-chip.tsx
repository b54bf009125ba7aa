import { Chip, type ChipProps } from "@mui/material";
import { LEASE_STATUS_NAMES, LeaseStatus, type LeaseStatusId } from "@fieldstead/domain";

/** Draft is being written (blue), Active runs (green), Inactive is paused (amber), Terminated has ended (grey). */
const COLOURS: Readonly<Record<LeaseStatusId, ChipProps["color"]>> = {
  [LeaseStatus.Draft]: "info",
  [LeaseStatus.Active]: "success",
  [LeaseStatus.Inactive]: "warning",
  [LeaseStatus.Terminated]: "default",
};

export type LeaseStatusChipProps = { statusId: number; size?: ChipProps["size"] };

/** A lease's status by its name, coloured by what it means. */
export const LeaseStatusChip = ({ statusId, size = "small" }: LeaseStatusChipProps) => (
  <Chip
    label={LEASE_STATUS_NAMES[statusId as LeaseStatusId] ?? String(statusId)}
    size={size}
    color={COLOURS[statusId as LeaseStatusId] ?? "default"}
  />
);
