import { useState, type FormEvent } from "react";
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  TextField,
} from "@mui/material";

export const VIEW_NAME_MAX_LENGTH = 100;

export type SaveViewInput = { name: string; isDefault: boolean };

export type SaveViewDialogProps = {
  isOpen: boolean;
  /** Names already saved: saving under one of them replaces that view. */
  existingNames: readonly string[];
  isSaving: boolean;
  onSave: (input: SaveViewInput) => void;
  onClose: () => void;
};

/** Names the current filters, sort and columns as a view; optionally the one the list opens with. */
export const SaveViewDialog = ({ isOpen, existingNames, isSaving, onSave, onClose }: SaveViewDialogProps) => {
  const [name, setName] = useState("");
  const [isDefault, setIsDefault] = useState(false);
  const [isTouched, setIsTouched] = useState(false);
  const trimmed = name.trim();
  const error = trimmed === "" ? "Give the view a name." : null;
  const isReplacing = existingNames.some((n) => n.toLowerCase() === trimmed.toLowerCase());
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setIsTouched(true);
    if (!error) onSave({ name: trimmed, isDefault });
  };
  const reset = () => {
    setName("");
    setIsDefault(false);
    setIsTouched(false);
  };
  return (
    <Dialog
      open={isOpen}
      onClose={onClose}
      fullWidth
      maxWidth="xs"
      slotProps={{ transition: { onExited: reset } }}
      aria-labelledby="save-view-title"
    >
      <form onSubmit={handleSubmit} noValidate>
        <DialogTitle id="save-view-title">Save view</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label="View name"
            value={name}
            onChange={(event) => setName(event.target.value)}
            onBlur={() => setIsTouched(true)}
            error={isTouched && error !== null}
            helperText={
              isTouched && error
                ? error
                : isReplacing
                  ? "A view with this name exists: saving replaces it."
                  : "The current filters, sort and columns are kept under this name."
            }
            slotProps={{ htmlInput: { maxLength: VIEW_NAME_MAX_LENGTH } }}
          />
          <FormControlLabel
            control={
              <Checkbox checked={isDefault} onChange={(event) => setIsDefault(event.target.checked)} />
            }
            label="Open the list with this view"
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" loading={isSaving}>
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
