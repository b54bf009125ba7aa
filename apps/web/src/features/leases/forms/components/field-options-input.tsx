import { useState } from "react";
import { Box, Button, Chip, FormHelperText, TextField } from "@mui/material";
import { MAX_FIELD_OPTIONS, optionProblem } from "./lease-field-drafts.ts";

export type FieldOptionsInputProps = {
  /** The field's label, naming the inputs for a screen reader. */
  fieldLabel: string;
  options: readonly string[];
  error: string | undefined;
  isReadOnly: boolean;
  onChange: (options: string[]) => void;
};

/** A dropdown's options as chips: typed and added with Enter or Add, removed with the chip's cross. */
export const FieldOptionsInput = ({
  fieldLabel,
  options,
  error,
  isReadOnly,
  onChange,
}: FieldOptionsInputProps) => {
  const [text, setText] = useState("");
  const problem = optionProblem(options, text);
  const isFull = options.length >= MAX_FIELD_OPTIONS;
  const add = () => {
    const option = text.trim();
    if (option === "" || problem || isFull) return;
    onChange([...options, option]);
    setText("");
  };
  return (
    <Box>
      <Box
        role="list"
        aria-label={`Options of ${fieldLabel || "the field"}`}
        sx={{ display: "flex", flexWrap: "wrap", gap: 0.75, mb: options.length > 0 ? 1 : 0 }}
      >
        {options.map((option) => (
          <Chip
            role="listitem"
            key={option}
            label={option}
            size="small"
            {...(isReadOnly ? {} : { onDelete: () => onChange(options.filter((o) => o !== option)) })}
          />
        ))}
      </Box>
      {!isReadOnly && (
        <Box sx={{ display: "flex", gap: 1, alignItems: "flex-start" }}>
          <TextField
            size="small"
            label="New option"
            value={text}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => {
              if (e.key !== "Enter") return;
              e.preventDefault();
              add();
            }}
            error={Boolean(problem)}
            helperText={problem}
            disabled={isFull}
            slotProps={{
              htmlInput: { maxLength: 100, "aria-label": `New option of ${fieldLabel || "the field"}` },
            }}
          />
          <Button onClick={add} disabled={isFull || text.trim() === "" || Boolean(problem)} sx={{ mt: 0.5 }}>
            Add option
          </Button>
        </Box>
      )}
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  );
};
