import { useState } from "react";
import { TextField } from "@mui/material";
import { FormDialog } from "../../../components/ui/form-dialog.tsx";
import { ApiError } from "../../../lib/http.ts";

export type FolderNameDialogProps = {
  title: string;
  submitLabel: string;
  initialName?: string;
  /** Saves the name; a refusal's message is shown in the dialog. */
  onSave: (name: string) => Promise<unknown>;
  onClose: () => void;
};

/** Names a new folder or renames one. */
export const FolderNameDialog = ({
  title,
  submitLabel,
  initialName = "",
  onSave,
  onClose,
}: FolderNameDialogProps) => {
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const submit = async () => {
    if (name.trim() === "") {
      setError("Folder name is required");
      return;
    }
    setIsBusy(true);
    try {
      await onSave(name.trim());
      onClose();
    } catch (err) {
      setError(err instanceof ApiError || err instanceof Error ? err.message : String(err));
    } finally {
      setIsBusy(false);
    }
  };
  return (
    <FormDialog
      title={title}
      titleId="folder-name-dialog-title"
      onClose={onClose}
      onSubmit={() => void submit()}
      submitLabel={submitLabel}
      isBusy={isBusy}
      error={error}
      discard={{ isDirty: name !== initialName, message: "The folder name you typed will be lost." }}
    >
      <TextField
        label="Folder name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        autoFocus
        required
        slotProps={{ htmlInput: { maxLength: 120 } }}
      />
    </FormDialog>
  );
};
