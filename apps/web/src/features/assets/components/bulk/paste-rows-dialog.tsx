import { useState } from "react";
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
  Typography,
} from "@mui/material";
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
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="paste-rows-title">
      <DialogTitle id="paste-rows-title">Paste rows</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 1.5 }}>
          Copy the rows from a spreadsheet, one asset a row, with these columns: {PASTE_COLUMNS.join(", ")}. A
          serialized part takes its serial number in the third column, a consumable its quantity.
        </Typography>
        {problem && (
          <Alert severity="warning" sx={{ mb: 1.5 }}>
            {problem}
          </Alert>
        )}
        <TextField
          label="Rows"
          multiline
          minRows={8}
          fullWidth
          value={text}
          onChange={(event) => setText(event.target.value)}
          slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: "monospace" } } }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button color="inherit" onClick={onClose}>
          Cancel
        </Button>
        <Button variant="contained" disabled={isBusy || text.trim() === ""} onClick={() => void handleAdd()}>
          Add rows
        </Button>
      </DialogActions>
    </Dialog>
  );
};
