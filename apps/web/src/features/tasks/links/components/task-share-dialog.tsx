import { useMemo, useState } from "react";
import { useHref } from "react-router";
import { Button, Chip, Stack, TextField, Typography } from "@mui/material";
import ContentCopyIcon from "@mui/icons-material/ContentCopy";
import { ShareTaskSchema, type TaskSharePerson } from "@fieldstead/domain";
import { FormDialog } from "../../../../components/ui/form-dialog.tsx";
import { issuesByField, refusalByField } from "../../../../lib/form-errors.ts";
import { showSnackbar } from "../../../../lib/snackbar.ts";
import { useSession } from "../../../auth/index.ts";
import { useTaskShares } from "../api/get-task-shares.ts";
import { useShareTask } from "../api/share-task.ts";
import { taskDetailPath } from "../../components/task-paths.ts";
import { TaskSharePeoplePicker } from "./task-share-people-picker.tsx";

export type TaskShareDialogProps = {
  taskId: number;
  workOrderNumber: string;
  isOpen: boolean;
  onClose: () => void;
};

/** Shares the work order with colleagues, with a message; or copies its address to pass on by other means. */
export const TaskShareDialog = ({ taskId, workOrderNumber, isOpen, onClose }: TaskShareDialogProps) => {
  const { user } = useSession();
  const shares = useTaskShares(taskId, isOpen);
  const share = useShareTask();
  const [people, setPeople] = useState<TaskSharePerson[]>([]);
  const [message, setMessage] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const address = new URL(useHref(taskDetailPath(taskId)), window.location.href).href;
  const excludedIds = useMemo(
    () => new Set([...(shares.data ?? []).map((s) => s.EmployeeId), ...(user ? [user.EmployeeId] : [])]),
    [shares.data, user],
  );

  const reset = () => {
    setPeople([]);
    setMessage("");
    setErrors({});
  };

  const handleCopy = async () => {
    try {
      await navigator.clipboard.writeText(address);
      showSnackbar({
        message: `The address of ${workOrderNumber} is copied.`,
        severity: "success",
        durationMs: 5_000,
      });
    } catch {
      showSnackbar({ message: `Could not copy. The address is ${address}`, severity: "warning" });
    }
  };

  const handleShare = async () => {
    const body = { TaskId: taskId, EmployeeIds: people.map((p) => p.Id), Message: message };
    const checked = ShareTaskSchema.safeParse(body);
    if (!checked.success) {
      setErrors(issuesByField(checked.error.issues));
      return;
    }
    setErrors({});
    try {
      const reply = await share.mutateAsync(body);
      showSnackbar({ message: reply.StatusMessage, severity: "success", durationMs: 5_000 });
      onClose();
    } catch (error) {
      setErrors(refusalByField(error));
    }
  };

  return (
    <FormDialog
      title={`Share ${workOrderNumber}`}
      titleId="task-share-title"
      isOpen={isOpen}
      onClose={onClose}
      onExited={reset}
      discard={{
        isDirty: people.length > 0 || message.trim() !== "",
        message: "The work order is not shared yet.",
      }}
      isFullScreenOnMobile
      error={errors.form ?? errors.TaskId}
      onConfirm={() => void handleShare()}
      submitLabel="Share"
      isBusy={share.isPending}
      extraActions={
        <Button startIcon={<ContentCopyIcon />} onClick={() => void handleCopy()} sx={{ mr: "auto" }}>
          Copy link
        </Button>
      }
    >
      <TaskSharePeoplePicker
        value={people}
        onChange={setPeople}
        excludedIds={excludedIds}
        error={errors.EmployeeIds}
      />
      <TextField
        label="Message (optional)"
        name="Message"
        value={message}
        onChange={(e) => setMessage(e.target.value)}
        multiline
        minRows={2}
        error={Boolean(errors.Message)}
        helperText={errors.Message}
      />
      {shares.data && shares.data.length > 0 && (
        <Stack spacing={1}>
          <Typography variant="body2" sx={{ color: "text.secondary" }}>
            Already shared with
          </Typography>
          <Stack
            direction="row"
            useFlexGap
            sx={{ gap: 1, flexWrap: "wrap" }}
            aria-label="Already shared with"
          >
            {shares.data.map((s) => (
              <Chip key={s.EmployeeId} label={s.Name} size="small" title={s.Email} />
            ))}
          </Stack>
        </Stack>
      )}
    </FormDialog>
  );
};
