import { useState } from "react";
import { MenuItem, TextField } from "@mui/material";
import { parseCalendarDay, type ScheduleTask, type ScheduleTechnician } from "@fieldstead/domain";
import { FormDialog } from "../../../components/ui/form-dialog.tsx";
import { dayOfTask, type ScheduleTarget } from "../schedule-board.rules.ts";

const NOBODY = "none";

export type ScheduleMoveDialogProps = {
  task: ScheduleTask;
  technicians: readonly ScheduleTechnician[];
  /** Whether 'Unassigned' may be chosen (the Unassign right, or the work order has nobody yet). */
  canUnassign: boolean;
  onMove: (target: ScheduleTarget) => void;
  onClose: () => void;
};

/** 'Move to…': the keyboard's way to drag a card, choosing the day and the person. */
export const ScheduleMoveDialog = ({
  task,
  technicians,
  canUnassign,
  onMove,
  onClose,
}: ScheduleMoveDialogProps) => {
  const [day, setDay] = useState(dayOfTask(task));
  const [person, setPerson] = useState(task.AssigneeId === null ? NOBODY : String(task.AssigneeId));
  const people =
    task.AssigneeId !== null && !technicians.some((t) => t.Id === task.AssigneeId)
      ? [{ Id: task.AssigneeId, Name: task.AssigneeName ?? `Employee ${task.AssigneeId}` }, ...technicians]
      : technicians;
  const isDay = parseCalendarDay(day) !== null;
  const handleSubmit = () => {
    if (!isDay) return;
    const chosen = people.find((p) => String(p.Id) === person);
    onMove({ assigneeId: chosen?.Id ?? null, assigneeName: chosen?.Name ?? null, day });
    onClose();
  };
  return (
    <FormDialog
      title={`Move ${task.WorkOrderNumber} to…`}
      titleId="schedule-move-title"
      intro={task.Summary}
      onClose={onClose}
      onSubmit={handleSubmit}
      submitLabel="Move"
      isSubmitDisabled={!isDay}
      maxWidth="xs"
    >
      <TextField
        label="Day"
        type="date"
        value={day}
        onChange={(event) => setDay(event.target.value)}
        error={!isDay}
        helperText={isDay ? "The time of day stays as it is." : "Choose a day."}
        slotProps={{ inputLabel: { shrink: true } }}
        required
      />
      <TextField select label="Technician" value={person} onChange={(event) => setPerson(event.target.value)}>
        {(canUnassign || task.AssigneeId === null) && <MenuItem value={NOBODY}>Unassigned</MenuItem>}
        {people.map((p) => (
          <MenuItem key={p.Id} value={String(p.Id)}>
            {p.Name}
          </MenuItem>
        ))}
      </TextField>
    </FormDialog>
  );
};
