import { useState } from "react";
import { Button, Checkbox, FormControlLabel, MenuItem, Stack, TextField } from "@mui/material";
import type { z } from "zod";
import { FormDialog } from "../../../../components/ui/form-dialog.tsx";
import { useUnsavedChangesPrompt } from "../../../../components/ui/use-unsaved-changes-prompt.ts";
import { confirm } from "../../../../lib/confirm.ts";
import { issuesByField, messageOf, placeRefusal } from "../../../../lib/form-errors.ts";
import { showSnackbar } from "../../../../lib/snackbar.ts";

export type RecordValues = Record<string, string | boolean>;

export type RecordField = {
  /** The request field it fills (so a refusal naming it shows beside it). */
  name: string;
  label: string;
  kind?: "text" | "multiline" | "checkbox" | "select";
  options?: readonly { value: string; label: string }[];
  isRequired?: boolean;
  isDisabled?: boolean;
  helperText?: string;
  /** Rewrites what is typed (a code in capitals). */
  transform?: (value: string) => string;
  /** A button under the field that fills it ('Generate part number'). */
  action?: { label: string; run: (values: RecordValues) => Promise<string> };
};

export type RecordDialogProps = {
  title: string;
  fields: readonly RecordField[];
  initial: RecordValues;
  /** The request the values make; checked with `schema` before it is sent. */
  toBody: (values: RecordValues) => unknown;
  schema: z.ZodType;
  onSave: (body: unknown) => Promise<{ StatusMessage: string }>;
  /** Offered when the record exists and the role may delete it; the refusal shows in the dialog. */
  onDelete?: () => Promise<{ StatusMessage: string }>;
  deleteQuestion?: string;
  /** Changes other fields when one changes (a code suggested from the name). */
  onValueChange?: (name: string, next: RecordValues, previous: RecordValues) => RecordValues;
  onClose: () => void;
};

/** A catalogue record's dialog: its fields, the domain schema's check, server refusals beside their fields. */
export const RecordDialog = ({
  title,
  fields,
  initial,
  toBody,
  schema,
  onSave,
  onDelete,
  deleteQuestion,
  onValueChange,
  onClose,
}: RecordDialogProps) => {
  const [values, setValues] = useState<RecordValues>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const isDirty = JSON.stringify(values) !== JSON.stringify(initial);
  useUnsavedChangesPrompt(isDirty && !isBusy);

  const set = (name: string, value: string | boolean) => {
    const next = { ...values, [name]: value };
    setValues(onValueChange ? onValueChange(name, next, values) : next);
    setErrors(({ [name]: _gone, ...rest }) => rest);
  };
  const fail = (error: unknown) => {
    const named: Record<string, string> = {};
    const isPlaced = placeRefusal(
      error,
      (field) => (fields.some((x) => x.name === field) ? field : null),
      (field, message) => {
        named[field] = message;
      },
    );
    if (isPlaced) setErrors(named);
    else setFormError(messageOf(error));
  };
  const handleSave = async () => {
    setFormError(null);
    const body = toBody(values);
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      setErrors(issuesByField(parsed.error.issues));
      return;
    }
    setIsBusy(true);
    try {
      const reply = await onSave(body);
      showSnackbar({ message: reply.StatusMessage, severity: "success", durationMs: 5_000 });
      setValues(initial);
      onClose();
    } catch (error) {
      fail(error);
    } finally {
      setIsBusy(false);
    }
  };
  const handleDelete = async () => {
    if (!onDelete) return;
    const { confirmed } = await confirm({
      title: "Delete?",
      message: deleteQuestion ?? "The record is deleted for good.",
      icon: "warning",
      yesLabel: "Delete",
      noLabel: "Cancel",
    });
    if (!confirmed) return;
    setIsBusy(true);
    try {
      const reply = await onDelete();
      showSnackbar({ message: reply.StatusMessage, severity: "success", durationMs: 5_000 });
      onClose();
    } catch (error) {
      setFormError(messageOf(error));
    } finally {
      setIsBusy(false);
    }
  };
  return (
    <FormDialog
      title={title}
      titleId="record-title"
      onClose={onClose}
      discard={{ isDirty, message: "What you typed will be lost." }}
      isFullScreenOnMobile
      error={formError}
      onConfirm={() => void handleSave()}
      submitLabel="Save"
      isBusy={isBusy}
      extraActions={
        onDelete && (
          <Button color="error" disabled={isBusy} onClick={() => void handleDelete()} sx={{ mr: "auto" }}>
            Delete
          </Button>
        )
      }
    >
      {fields.map((field) =>
        field.kind === "checkbox" ? (
          <FormControlLabel
            key={field.name}
            label={field.label}
            disabled={field.isDisabled}
            control={
              <Checkbox
                checked={values[field.name] === true}
                onChange={(e) => set(field.name, e.target.checked)}
              />
            }
          />
        ) : (
          <Stack key={field.name} spacing={0.5} sx={{ alignItems: "flex-start" }}>
            <TextField
              fullWidth
              id={`record-${field.name}`}
              name={field.name}
              label={field.label}
              required={field.isRequired}
              disabled={field.isDisabled}
              select={field.kind === "select"}
              multiline={field.kind === "multiline"}
              minRows={field.kind === "multiline" ? 2 : undefined}
              value={String(values[field.name] ?? "")}
              onChange={(e) =>
                set(field.name, field.transform ? field.transform(e.target.value) : e.target.value)
              }
              error={Boolean(errors[field.name])}
              helperText={errors[field.name] ?? field.helperText}
            >
              {field.options?.map((o) => (
                <MenuItem key={o.value} value={o.value}>
                  {o.label}
                </MenuItem>
              ))}
            </TextField>
            {field.action && (
              <Button
                size="small"
                disabled={isBusy}
                onClick={() => void field.action!.run(values).then((value) => set(field.name, value), fail)}
              >
                {field.action.label}
              </Button>
            )}
          </Stack>
        ),
      )}
    </FormDialog>
  );
};
