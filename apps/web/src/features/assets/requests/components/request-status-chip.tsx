import { Chip, type ChipProps } from "@mui/material";
import { ApprovalLabel } from "@fieldstead/domain";

const COLOURS: Readonly<Record<string, ChipProps["color"]>> = {
  [ApprovalLabel.AwaitingApproval]: "warning",
  [ApprovalLabel.Approved]: "info",
  [ApprovalLabel.Rejected]: "error",
  Completed: "success",
  Fulfilled: "success",
  Cancelled: "default",
};

export type RequestStatusChipProps = { label: string; size?: ChipProps["size"] };

/** A request's status as people read it ('Awaiting Approval', 'Approved' …), coloured by what it means. */
export const RequestStatusChip = ({ label, size = "small" }: RequestStatusChipProps) => (
  <Chip
    label={label}
    size={size}
    color={COLOURS[label] ?? "default"}
    variant={label === "Cancelled" ? "outlined" : "filled"}
  />
);
