import { useState } from "react";
import { Button, Stack } from "@mui/material";
import Build from "@mui/icons-material/Build";
import Edit from "@mui/icons-material/Edit";
import LockOpen from "@mui/icons-material/LockOpen";
import TaskAlt from "@mui/icons-material/TaskAlt";
import { ModuleId, TicketStep, ticketStepsOf, type TicketDetail } from "@fieldstead/domain";
import { messageOf } from "../../../lib/form-errors.ts";
import { showSnackbar } from "../../../lib/snackbar.ts";
import { useModuleAccess } from "../../permissions/index.ts";
import { useCloseTicket, useReopenTicket } from "../api/write-ticket.ts";
import { TicketConvertDialog } from "./ticket-convert-dialog.tsx";
import { TicketFormDialog } from "./ticket-form-dialog.tsx";
import { TicketStateDialog } from "./ticket-state-dialog.tsx";

export type TicketActionsProps = { ticket: TicketDetail };

type Open = "edit" | "close" | "reopen" | "convert" | null;

/**
 * What may be done to the ticket now, each for the roles with its right: Edit, Close and Reopen (Edit Ticket),
 * 'Create work order' (Convert Ticket and Create Task). A converted ticket offers nothing.
 */
export const TicketActions = ({ ticket }: TicketActionsProps) => {
  const { can } = useModuleAccess();
  const close = useCloseTicket();
  const reopen = useReopenTicket();
  const [open, setOpen] = useState<Open>(null);
  const steps = new Set(ticketStepsOf(ticket.StatusId));
  const canEdit = can(ModuleId.TicketEdit, ModuleId.WorkOrders);
  const canConvert =
    can(ModuleId.TicketConvert, ModuleId.WorkOrders) && can(ModuleId.TaskCreate, ModuleId.TaskOperations);
  const shows = {
    edit: canEdit && steps.has(TicketStep.Edit),
    close: canEdit && steps.has(TicketStep.Close),
    reopen: canEdit && steps.has(TicketStep.Reopen),
    convert: canConvert && steps.has(TicketStep.Convert),
  };

  const handleState = async (kind: "close" | "reopen", comment: string | null) => {
    try {
      const mutation = kind === "close" ? close : reopen;
      const reply = await mutation.mutateAsync({ Id: ticket.Id, Comment: comment });
      setOpen(null);
      showSnackbar({ message: reply.StatusMessage, severity: "success", durationMs: 5_000 });
    } catch (error) {
      showSnackbar({ message: messageOf(error), severity: "error" });
    }
  };

  if (!Object.values(shows).some(Boolean)) return null;
  return (
    <Stack direction="row" useFlexGap sx={{ gap: 1, flexWrap: "wrap" }}>
      {shows.convert && (
        <Button variant="contained" startIcon={<Build />} onClick={() => setOpen("convert")}>
          Create work order
        </Button>
      )}
      {shows.edit && (
        <Button variant="outlined" startIcon={<Edit />} onClick={() => setOpen("edit")}>
          Edit
        </Button>
      )}
      {shows.close && (
        <Button variant="outlined" startIcon={<TaskAlt />} onClick={() => setOpen("close")}>
          Close
        </Button>
      )}
      {shows.reopen && (
        <Button variant="outlined" startIcon={<LockOpen />} onClick={() => setOpen("reopen")}>
          Reopen
        </Button>
      )}
      {open === "edit" && (
        <TicketFormDialog ticket={ticket} onClose={() => setOpen(null)} onSaved={() => setOpen(null)} />
      )}
      {open === "convert" && (
        <TicketConvertDialog
          ticket={ticket}
          onClose={() => setOpen(null)}
          onConverted={() => setOpen(null)}
        />
      )}
      {(open === "close" || open === "reopen") && (
        <TicketStateDialog
          title={`${open === "close" ? "Close" : "Reopen"} ${ticket.TicketNumber}?`}
          submitLabel={open === "close" ? "Close ticket" : "Reopen ticket"}
          isBusy={close.isPending || reopen.isPending}
          onSubmit={(comment) => void handleState(open, comment)}
          onClose={() => setOpen(null)}
        />
      )}
    </Stack>
  );
};
