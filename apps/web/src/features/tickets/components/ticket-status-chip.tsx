import { Chip, type ChipProps } from "@mui/material";
import { TicketStatus, ticketStatusLabel, type TicketStatusId } from "@fieldstead/domain";

/** Open waits for someone (amber), Converted has become work (blue), Closed needs nothing more (grey). */
const COLOURS: Readonly<Record<TicketStatusId, ChipProps["color"]>> = {
  [TicketStatus.Open]: "warning",
  [TicketStatus.Converted]: "info",
  [TicketStatus.Closed]: "default",
};

export type TicketStatusChipProps = { statusId: number; size?: ChipProps["size"] };

/** A ticket's status by its label, coloured by what it means. */
export const TicketStatusChip = ({ statusId, size = "small" }: TicketStatusChipProps) => (
  <Chip
    label={ticketStatusLabel(statusId)}
    size={size}
    color={COLOURS[statusId as TicketStatusId] ?? "default"}
  />
);
