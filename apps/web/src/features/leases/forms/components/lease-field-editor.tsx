import type { ReactNode } from "react";
import {
  Box,
  Checkbox,
  FormControlLabel,
  IconButton,
  MenuItem,
  Paper,
  TextField,
  Tooltip,
} from "@mui/material";
import ArrowDownward from "@mui/icons-material/ArrowDownward";
import ArrowUpward from "@mui/icons-material/ArrowUpward";
import DeleteOutline from "@mui/icons-material/DeleteOutlined";
import { FieldOptionsInput } from "./field-options-input.tsx";
import { LEASE_FIELD_TYPES, type LeaseFieldDraft, type LeaseFieldType } from "./lease-field-drafts.ts";

export type LeaseFieldEditorProps = {
  draft: LeaseFieldDraft;
  /** Its place in the list, from 1. */
  position: number;
  isFirst: boolean;
  isLast: boolean;
  errors: { Label?: string | undefined; Options?: string | undefined };
  isReadOnly: boolean;
  onChange: (draft: LeaseFieldDraft) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
};

/** One field of the lease form: its label, type, whether it is required, a dropdown's options; move or remove it. */
export const LeaseFieldEditor = ({
  draft,
  position,
  isFirst,
  isLast,
  errors,
  isReadOnly,
  onChange,
  onMove,
  onRemove,
}: LeaseFieldEditorProps) => {
  const name = draft.Label.trim() || `field ${position}`;
  const tool = (title: string, icon: ReactNode, onClick: () => void, isDisabled = false) => (
    <Tooltip title={title}>
      <span>
        <IconButton size="small" aria-label={`${title}: ${name}`} onClick={onClick} disabled={isDisabled}>
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
  return (
    <Paper component="li" variant="outlined" aria-label={name} sx={{ listStyle: "none", p: 2 }}>
      <Box sx={{ display: "flex", gap: 2, flexWrap: "wrap", alignItems: "flex-start" }}>
        <TextField
          label="Label"
          required
          value={draft.Label}
          onChange={(e) => onChange({ ...draft, Label: e.target.value })}
          error={Boolean(errors.Label)}
          helperText={errors.Label}
          disabled={isReadOnly}
          sx={{ flex: "1 1 220px" }}
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        <TextField
          select
          label="Type"
          value={draft.FieldType}
          onChange={(e) => onChange({ ...draft, FieldType: e.target.value as LeaseFieldType })}
          disabled={isReadOnly}
          sx={{ width: 150 }}
        >
          {LEASE_FIELD_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {type}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          label="Required"
          disabled={isReadOnly}
          control={
            <Checkbox
              checked={draft.Required}
              onChange={(e) => onChange({ ...draft, Required: e.target.checked })}
            />
          }
          sx={{ mt: 1 }}
        />
        {!isReadOnly && (
          <Box sx={{ display: "flex", ml: "auto", mt: 1 }}>
            {tool("Move up", <ArrowUpward fontSize="small" />, () => onMove(-1), isFirst)}
            {tool("Move down", <ArrowDownward fontSize="small" />, () => onMove(1), isLast)}
            {tool("Remove", <DeleteOutline fontSize="small" />, onRemove)}
          </Box>
        )}
      </Box>
      {draft.FieldType === "Dropdown" && (
        <Box sx={{ mt: 2 }}>
          <FieldOptionsInput
            fieldLabel={draft.Label.trim()}
            options={draft.Options}
            error={errors.Options}
            isReadOnly={isReadOnly}
            onChange={(Options) => onChange({ ...draft, Options })}
          />
        </Box>
      )}
    </Paper>
  );
};
