import { Link as RouterLink } from "react-router";
import { Alert, Button, Stack, Typography } from "@mui/material";
import OpenInNew from "@mui/icons-material/OpenInNew";
import type { TicketDetail } from "@fieldstead/domain";
import { workOrderPath } from "./ticket-paths.ts";

export type TicketWorkOrderProps = { ticket: TicketDetail };

/** The work order a converted ticket became, with a button to open it. */
export const TicketWorkOrder = ({ ticket }: TicketWorkOrderProps) => {
  if (ticket.WorkOrderId === null || ticket.WorkOrderNumber === null)
    return <Alert severity="info">The work order made from this ticket no longer exists.</Alert>;
  return (
    <Stack
      direction={{ xs: "column", sm: "row" }}
      useFlexGap
      sx={{ gap: 2, justifyContent: "space-between", alignItems: { sm: "center" } }}
    >
      <Typography>
        This ticket became work order <strong>{ticket.WorkOrderNumber}</strong>.
      </Typography>
      <Button
        variant="contained"
        component={RouterLink}
        to={workOrderPath(ticket.WorkOrderId)}
        startIcon={<OpenInNew />}
      >
        Open work order
      </Button>
    </Stack>
  );
};
