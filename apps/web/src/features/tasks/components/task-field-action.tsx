import { useState } from "react";
import { Button, TextField } from "@mui/material";
import {
  assertNever,
  fieldAbilities,
  fieldModeOf,
  isFieldValueEmpty,
  TASK_FIELD_KEYS,
  TASK_FIELD_LABELS,
  TaskFieldAction,
  type TaskDetail,
  type TaskFieldActionValue,
  type TaskFieldIdValue,
} from "@fieldstead/domain";
import { FormDialog } from "../../../components/ui/form-dialog.tsx";
import { confirm } from "../../../lib/confirm.ts";
import { messageOf } from "../../../lib/form-errors.ts";
import { showErrorSnackbar, showSnackbar } from "../../../lib/snackbar.ts";
import { useReviewTaskField } from "../review/api/review-task-field.ts";
import { emptyTaskForm, FORM_FIELD_OF, taskFieldsOf, type TaskFormValues } from "./task-form.ts";
import { TaskFieldInput, type TaskInputField } from "./task-field-input.tsx";

export type TaskFieldActionButtonProps = { task: TaskDetail; fieldId: TaskFieldIdValue };

/**
 * The one step the caller's access mode offers on a field beside its value: Accept, Reject (with a comment),
 * Reset (after a confirmation) or Complete (with the value); nothing for the other modes.
 */
export const TaskFieldActionButton = ({ task, fieldId }: TaskFieldActionButtonProps) => {
  const review = useReviewTaskField();
  const [dialog, setDialog] = useState<"Reject" | "Complete" | null>(null);
  const key = TASK_FIELD_KEYS[fieldId];
  const label = TASK_FIELD_LABELS[fieldId];
  const mode = fieldModeOf(task.FieldAccess, fieldId);
  const { action } = fieldAbilities({ mode, isEmpty: isFieldValueEmpty(task[key]) });
  if (action === null) return null;

  const send = async (body: { Value?: unknown; Comment?: string | null }) => {
    try {
      const reply = await review.mutateAsync({ TaskId: task.Id, FieldId: fieldId, Action: action, ...body });
      showSnackbar({ message: reply.StatusMessage, severity: "success", durationMs: 5_000 });
      setDialog(null);
    } catch (error) {
      showErrorSnackbar(messageOf(error), 10_000);
    }
  };
  const handleClick = async (picked: TaskFieldActionValue) => {
    switch (picked) {
      case TaskFieldAction.Accept:
        return send({});
      case TaskFieldAction.Reset: {
        const { confirmed } = await confirm({
          title: `Reset ${label}?`,
          message: `${label} of ${task.WorkOrderNumber} is cleared.`,
          icon: "warning",
          yesLabel: "Reset",
          noLabel: "Cancel",
        });
        return confirmed ? send({}) : undefined;
      }
      case TaskFieldAction.Reject:
      case TaskFieldAction.Complete:
        return setDialog(picked);
      default:
        return assertNever(picked);
    }
  };

  return (
    <>
      <Button
        size="small"
        variant="outlined"
        color={action === TaskFieldAction.Reject ? "error" : "primary"}
        aria-label={`${action} ${label}`}
        disabled={review.isPending}
        onClick={() => void handleClick(action)}
        sx={{ ml: 1, py: 0, minWidth: 0 }}
      >
        {action}
      </Button>
      {dialog === "Reject" && (
        <RejectDialog
          label={label}
          isBusy={review.isPending}
          onClose={() => setDialog(null)}
          onReject={(c) => void send({ Comment: c })}
        />
      )}
      {dialog === "Complete" && (
        <CompleteDialog
          field={FORM_FIELD_OF[key] as TaskInputField}
          label={label}
          isBusy={review.isPending}
          onClose={() => setDialog(null)}
          onComplete={(value) => void send({ Value: value })}
        />
      )}
    </>
  );
};

type RejectDialogProps = {
  label: string;
  isBusy: boolean;
  onClose: () => void;
  onReject: (comment: string) => void;
};

const RejectDialog = ({ label, isBusy, onClose, onReject }: RejectDialogProps) => {
  const [comment, setComment] = useState("");
  const [error, setError] = useState<string | null>(null);
  return (
    <FormDialog
      variant="compact"
      title={`Reject ${label}?`}
      titleId="task-field-reject-title"
      onClose={onClose}
      onSubmit={() =>
        comment.trim() ? onReject(comment.trim()) : setError("Say why the value is rejected.")
      }
      submitLabel="Reject"
      submitColor="error"
      isBusy={isBusy}
    >
      <TextField
        autoFocus
        fullWidth
        multiline
        minRows={3}
        required
        label="Comment"
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        error={error !== null}
        helperText={error}
        slotProps={{ htmlInput: { maxLength: 1000 } }}
      />
    </FormDialog>
  );
};

type CompleteDialogProps = {
  field: TaskInputField;
  label: string;
  isBusy: boolean;
  onClose: () => void;
  onComplete: (value: unknown) => void;
};

const CompleteDialog = ({ field, label, isBusy, onClose, onComplete }: CompleteDialogProps) => {
  const [value, setValue] = useState<TaskFormValues[TaskInputField]>(emptyTaskForm()[field]);
  const [error, setError] = useState<string | null>(null);
  const sent = () => {
    const fields = taskFieldsOf({ ...emptyTaskForm(), [field]: value });
    const key = (Object.keys(FORM_FIELD_OF) as (keyof typeof FORM_FIELD_OF)[]).find(
      (k) => FORM_FIELD_OF[k] === field,
    );
    return key === undefined ? null : fields[key];
  };
  return (
    <FormDialog
      variant="compact"
      title={`Complete ${label}`}
      titleId="task-field-complete-title"
      onClose={onClose}
      onSubmit={() => {
        const v = sent();
        if (isFieldValueEmpty(v)) setError(`Give ${label} a value.`);
        else onComplete(v);
      }}
      submitLabel="Complete"
      isBusy={isBusy}
    >
      <TaskFieldInput
        field={field}
        label={label}
        value={value}
        onChange={setValue}
        error={error ?? undefined}
      />
    </FormDialog>
  );
};
