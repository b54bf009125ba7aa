import { useState } from "react";
import { TextField } from "@mui/material";
import {
  SaveBillingReportDefinitionSchema,
  type BillingReportParams,
  type BillingWriteReply,
} from "@fieldstead/domain";
import { FormDialog } from "../../../../components/ui/form-dialog.tsx";
import { issuesByField, messageOf, placeRefusal } from "../../../../lib/form-errors.ts";
import { useSaveBillingReportDefinition } from "../api/save-billing-report-definition.ts";

export type ReportNameDialogProps = {
  title: string;
  submitLabel: string;
  /** The definition renamed; a new one is saved when absent. */
  id?: number;
  initialName?: string;
  /** The report's kind and parameters, kept as they are. */
  params: BillingReportParams;
  onSaved: (name: string, reply: BillingWriteReply) => void;
  onClose: () => void;
};

/** Asks a name and saves the report's parameters under it (Save report), or renames a saved one (Rename). */
export const ReportNameDialog = ({
  title,
  submitLabel,
  id,
  initialName = "",
  params,
  onSaved,
  onClose,
}: ReportNameDialogProps) => {
  const save = useSaveBillingReportDefinition();
  const [name, setName] = useState(initialName);
  const [nameError, setNameError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  const handleSubmit = async () => {
    setFormError(null);
    const checked = SaveBillingReportDefinitionSchema.safeParse({
      ...(id === undefined ? {} : { Id: id }),
      Name: name,
      Params: params,
    });
    if (!checked.success) {
      const { Name: problem, ...others } = issuesByField(checked.error.issues);
      setNameError(problem ?? null);
      setFormError(Object.values(others)[0] ?? null);
      return;
    }
    try {
      const reply = await save.mutateAsync(checked.data);
      onSaved(checked.data.Name, reply);
      onClose();
    } catch (error) {
      const isPlaced = placeRefusal(
        error,
        (field) => (field === "Name" ? field : null),
        (_field, message) => setNameError(message),
      );
      if (!isPlaced) setFormError(messageOf(error));
    }
  };

  return (
    <FormDialog
      title={title}
      titleId="report-name-title"
      onClose={onClose}
      error={formError}
      onSubmit={() => void handleSubmit()}
      submitLabel={submitLabel}
      isBusy={save.isPending}
    >
      <TextField
        label="Name"
        name="Name"
        required
        autoFocus
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          setNameError(null);
        }}
        error={nameError !== null}
        helperText={nameError ?? "How the report is listed in Report Management."}
        slotProps={{ htmlInput: { maxLength: 120 } }}
      />
    </FormDialog>
  );
};
