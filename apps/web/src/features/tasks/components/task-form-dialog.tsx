import { useMemo, useState, type ReactNode } from "react";
import { Controller, useForm } from "react-hook-form";
import { Stack, Typography } from "@mui/material";
import {
  fieldIdOfKey,
  TASK_FIELD_LABELS,
  type TaskDetail,
  type TaskEditView,
  type TaskFieldAccess,
  type TaskFields,
} from "@fieldstead/domain";
import { FormDialog } from "../../../components/ui/form-dialog.tsx";
import { useReportAfterRelease } from "../../../components/ui/use-report-after-release.ts";
import { useUnsavedChangesPrompt } from "../../../components/ui/use-unsaved-changes-prompt.ts";
import { showSnackbar } from "../../../lib/snackbar.ts";
import { useFormRefusal } from "../../../lib/use-form-refusal.ts";
import { useCreateTask, useUpdateTask } from "../api/write-task.ts";
import {
  emptyTaskForm,
  fieldFormState,
  FORM_FIELD_OF,
  formFieldOf,
  taskFieldsOf,
  taskFormResolver,
  taskFormValues,
  toUpdateBody,
  type TaskFormValues,
} from "./task-form.ts";
import { TaskFieldInput, type TaskInputField } from "./task-field-input.tsx";
import { TaskRecurrenceFields } from "../schedule/components/task-recurrence-fields.tsx";

export type TaskFormDialogProps = {
  /** The caller's access to each field. */
  access: TaskFieldAccess;
  /** The task to edit; absent: a new work order. */
  edit?: TaskEditView;
  /** Whether the role may make tasks recurring. */
  canRecur: boolean;
  onClose: () => void;
  onSaved: (task: TaskDetail) => void;
};

const OTHER_LABELS: Partial<Record<keyof TaskFields, string>> = {
  ParentTaskId: "Parent task",
  ReviewLevels: "Review levels",
};
const labelOf = (key: keyof TaskFields) => {
  const fieldId = fieldIdOfKey(key);
  return fieldId === null ? (OTHER_LABELS[key] ?? key) : TASK_FIELD_LABELS[fieldId];
};

const Row = ({ children }: { children: ReactNode }) => (
  <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ "& > *": { flex: 1, minWidth: 0 } }}>
    {children}
  </Stack>
);

/**
 * Creates a work order or edits one with every standard field. The caller's field access decides what shows:
 * a field they cannot see is not there, one they may not change is shown disabled ("Read-only"); the same
 * schema as the server checks the values, and a refusal lands beside the field it names.
 */
export const TaskFormDialog = ({ access, edit, canRecur, onClose, onSaved }: TaskFormDialogProps) => {
  const isEdit = edit !== undefined;
  const editId = edit?.Task.Id ?? null;
  const initial = useMemo(() => (edit ? taskFormValues(edit) : emptyTaskForm()), [edit]);
  const form = useForm<TaskFormValues>({
    defaultValues: initial,
    resolver: taskFormResolver(access, editId),
    mode: "onTouched",
  });
  const { control, handleSubmit, setError, watch, formState } = form;
  const { errors, isDirty, isSubmitting } = formState;
  const refusal = useFormRefusal(formFieldOf, (name, message) => setError(name, { type: "server", message }));
  const create = useCreateTask();
  const update = useUpdateTask();
  const [saved, setSaved] = useState<TaskDetail | null>(null);
  useUnsavedChangesPrompt(isDirty && saved === null);
  useReportAfterRelease(saved, onSaved);

  const handleSave = handleSubmit((values) =>
    refusal.submit(async () => {
      const reply =
        editId === null
          ? await create.mutateAsync(taskFieldsOf(values))
          : await update.mutateAsync(toUpdateBody(values, initial, editId, access));
      showSnackbar({ message: reply.StatusMessage, severity: "success", durationMs: 5_000 });
      setSaved(reply.Task);
    }),
  );

  const input = (key: keyof TaskFields, isRequired = false) => {
    const state = fieldFormState(key, access, isEdit);
    if (!state.isShown) return null;
    const name = FORM_FIELD_OF[key] as TaskInputField;
    return (
      <Controller
        key={key}
        control={control}
        name={name}
        render={({ field }) => (
          <TaskFieldInput
            field={name}
            label={labelOf(key)}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors[name]?.message}
            helperText={state.isEditable ? undefined : "Read-only"}
            isDisabled={!state.isEditable}
            isRequired={isRequired && state.isEditable}
          />
        )}
      />
    );
  };
  const isRecurring = watch("IsRecurring");

  return (
    <FormDialog
      title={edit ? `Edit ${edit.Task.WorkOrderNumber}` : "New work order"}
      titleId="task-form-title"
      onClose={onClose}
      discard={{ isDirty, message: "What you typed in this work order will be lost." }}
      maxWidth="md"
      isFullScreenOnMobile
      hasDividers
      error={refusal.formError}
      onSubmit={(event) => void handleSave(event)}
      submitLabel={isEdit ? "Save changes" : "Create work order"}
      isBusy={isSubmitting}
    >
      {input("Summary", true)}
      <Row>
        {input("TypeId", true)}
        {input("PriorityId")}
      </Row>
      <Row>
        {input("ProjectId")}
        {input("LocationId")}
      </Row>
      <Row>
        {input("AssigneeId")}
        {input("DriverId")}
      </Row>
      <Row>
        {input("EmployeeId")}
        {input("ParentTaskId")}
      </Row>
      <Row>
        {input("PlannedDate")}
        {input("DueDate")}
      </Row>
      <Row>
        {input("StartDateTime")}
        {input("EndDateTime")}
      </Row>
      <Row>
        {input("FollowOnDate")}
        {input("ReviewLevels")}
      </Row>
      <Row>
        {input("WorkFlow")}
        {input("Region")}
        {input("Vehicle")}
      </Row>
      {canRecur ? (
        <TaskRecurrenceFields control={control} errors={errors} isRecurring={isRecurring} />
      ) : (
        isRecurring && (
          <Typography variant="body2" sx={{ color: "text.secondary" }}>
            This work order repeats; your role cannot change how.
          </Typography>
        )
      )}
      {input("Description")}
    </FormDialog>
  );
};
