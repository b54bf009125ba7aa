import { useState } from "react";
import { MenuItem, Stack, TextField } from "@mui/material";
import {
  ConvertTicketSchema,
  TASK_FIELD_LABELS,
  TASK_PRIORITY_LABELS,
  TaskPriority,
  WORK_ORDER_TYPE_LABELS,
  WorkOrderType,
  type ConvertTicketReply,
  type TaskPriorityId,
  type TicketAssigneeOption,
  type TicketDetail,
  type WorkOrderTypeId,
} from "@fieldstead/domain";
import { AsyncAutocomplete } from "../../../components/ui/async-autocomplete.tsx";
import { FormDialog } from "../../../components/ui/form-dialog.tsx";
import { issuesByField, refusalByField } from "../../../lib/form-errors.ts";
import { showSnackbar } from "../../../lib/snackbar.ts";
import { useConvertTicket } from "../api/convert-ticket.ts";
import { searchTicketAssignees } from "../api/search-ticket-pickers.ts";
import { denverInstant } from "./denver-time.ts";

export type TicketConvertDialogProps = {
  ticket: TicketDetail;
  onClose: () => void;
  onConverted: (reply: ConvertTicketReply) => void;
};

const L = TASK_FIELD_LABELS;

/**
 * 'Create work order': the work order's type, assignee, dates and priority; its summary, description and
 * location come from the ticket.
 */
export const TicketConvertDialog = ({ ticket, onClose, onConverted }: TicketConvertDialogProps) => {
  const convert = useConvertTicket();
  const [typeId, setTypeId] = useState<WorkOrderTypeId>(WorkOrderType.CorrectiveMaintenance);
  const [priorityId, setPriorityId] = useState<TaskPriorityId>(ticket.PriorityId as TaskPriorityId);
  const [assignee, setAssignee] = useState<TicketAssigneeOption | null>(null);
  const [planned, setPlanned] = useState("");
  const [due, setDue] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});

  const handleConvert = async () => {
    const body = {
      TicketId: ticket.Id,
      TypeId: typeId,
      PriorityId: priorityId,
      AssigneeId: assignee?.Id ?? null,
      PlannedDate: denverInstant(planned),
      DueDate: denverInstant(due),
    };
    const checked = ConvertTicketSchema.safeParse(body);
    if (!checked.success) {
      setErrors(issuesByField(checked.error.issues));
      return;
    }
    setErrors({});
    try {
      const reply = await convert.mutateAsync(body);
      showSnackbar({ message: reply.StatusMessage, severity: "success", durationMs: 5_000 });
      onConverted(reply);
    } catch (error) {
      setErrors(refusalByField(error));
    }
  };

  const when = (
    label: string,
    field: "PlannedDate" | "DueDate",
    value: string,
    onChange: (v: string) => void,
  ) => (
    <TextField
      type="datetime-local"
      label={label}
      name={field}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={Boolean(errors[field])}
      helperText={errors[field]}
      slotProps={{ inputLabel: { shrink: true } }}
      sx={{ flex: 1 }}
    />
  );

  return (
    <FormDialog
      title={`Create a work order from ${ticket.TicketNumber}`}
      titleId="ticket-convert-title"
      intro={`The work order takes the ticket's title, description and location${ticket.LocationName ? ` (${ticket.LocationName})` : ""}.`}
      onClose={onClose}
      isFullScreenOnMobile
      error={errors.form}
      onConfirm={() => void handleConvert()}
      submitLabel="Create work order"
      isBusy={convert.isPending}
    >
      <TextField
        select
        label={L.WoType}
        name="TypeId"
        value={typeId}
        onChange={(e) => setTypeId(Number(e.target.value) as WorkOrderTypeId)}
        error={Boolean(errors.TypeId)}
        helperText={errors.TypeId}
      >
        {Object.values(WorkOrderType).map((t) => (
          <MenuItem key={t} value={t}>
            {WORK_ORDER_TYPE_LABELS[t]}
          </MenuItem>
        ))}
      </TextField>
      <AsyncAutocomplete<TicketAssigneeOption>
        label={L.Assignee}
        name="Assignee"
        queryKey={["tickets", "assignees"]}
        fetchOptions={searchTicketAssignees}
        value={assignee}
        onChange={setAssignee}
        getOptionLabel={(o) => o.Name}
        getOptionKey={(o) => o.Id}
        renderDetail={(o) => o.Email}
        error={errors.AssigneeId}
        helperText="Leave empty to assign it later."
      />
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        {when(L.PlannedDate, "PlannedDate", planned, setPlanned)}
        {when(L.DueDate, "DueDate", due, setDue)}
      </Stack>
      <TextField
        select
        label={L.Priority}
        name="PriorityId"
        value={priorityId}
        onChange={(e) => setPriorityId(Number(e.target.value) as TaskPriorityId)}
      >
        {Object.values(TaskPriority).map((p) => (
          <MenuItem key={p} value={p}>
            {TASK_PRIORITY_LABELS[p]}
          </MenuItem>
        ))}
      </TextField>
    </FormDialog>
  );
};
