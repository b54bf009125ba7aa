import { useState } from "react";
import { Alert, TextField, Typography } from "@mui/material";
import { FormDialog } from "../../../../components/ui/form-dialog.tsx";
import { PASTE_COLUMNS } from "./bulk-rows.ts";

export type PasteRowsDialogProps = {
  onClose: () => void;
  /** Resolves the pasted text into rows; answers a problem to show, or null when done. */
  onPaste: (text: string) => Promise<string | null>;
};

/** 'Paste rows': tab-separated lines copied from a spreadsheet, one asset a line. */
export const PasteRowsDialog = ({ onClose, onPaste }: PasteRowsDialogProps) => {
  const [text, setText] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const handleAdd = async () => {
    setIsBusy(true);
    const found = await onPaste(text);
    setIsBusy(false);
    if (found) setProblem(found);
    else onClose();
  };
  return (
    <FormDialog
      title="Paste rows"
      titleId="paste-rows-title"
      onClose={onClose}
      maxWidth="md"
      spacing={1.5}
      hasTopGap={false}
      onConfirm={() => void handleAdd()}
      submitLabel="Add rows"
      isSubmitDisabled={isBusy || text.trim() === ""}
    >
      <Typography variant="body2">
        Copy the rows from a spreadsheet, one asset a row, with these columns: {PASTE_COLUMNS.join(", ")}. A
        serialized part takes its serial number in the third column, a consumable its quantity.
      </Typography>
      {problem && <Alert severity="warning">{problem}</Alert>}
      <TextField
        label="Rows"
        multiline
        minRows={8}
        fullWidth
        value={text}
        onChange={(event) => setText(event.target.value)}
        slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: "monospace" } } }}
      />
    </FormDialog>
  );
};
