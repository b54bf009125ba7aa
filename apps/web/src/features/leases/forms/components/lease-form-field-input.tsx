import { MenuItem, TextField } from "@mui/material";
import { assertNever, type LeaseFormField, type MediaItem } from "@fieldstead/domain";
import { LeaseFileField } from "./lease-file-field.tsx";

export type LeaseFormFieldInputProps = {
  leaseId: number;
  field: LeaseFormField;
  value: string;
  error: string | undefined;
  isReadOnly: boolean;
  /** The lease's documents, for a File field. */
  documents: readonly MediaItem[];
  onChange: (value: string) => void;
};

/** One extra field as its type asks: text, a number, a date, one of its options, or one of the lease's files. */
export const LeaseFormFieldInput = ({
  leaseId,
  field,
  value,
  error,
  isReadOnly,
  documents,
  onChange,
}: LeaseFormFieldInputProps) => {
  const name = `field-${field.Id}`;
  const common = {
    fullWidth: true,
    label: field.Label,
    name,
    required: field.Required,
    value,
    error: Boolean(error),
    helperText: error,
    disabled: isReadOnly,
    onChange: (e: { target: { value: string } }) => onChange(e.target.value),
  };
  switch (field.FieldType) {
    case "Text":
      return <TextField {...common} slotProps={{ htmlInput: { maxLength: 2000 } }} />;
    case "Number":
      return <TextField {...common} slotProps={{ htmlInput: { inputMode: "decimal" } }} />;
    case "Date":
      return <TextField {...common} type="date" slotProps={{ inputLabel: { shrink: true } }} />;
    case "Dropdown":
      return (
        <TextField {...common} select>
          <MenuItem value="">
            <em>None</em>
          </MenuItem>
          {field.Options.map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
      );
    case "File":
      return (
        <LeaseFileField
          leaseId={leaseId}
          label={field.Label}
          name={name}
          isRequired={field.Required}
          value={value}
          documents={documents}
          error={error}
          isReadOnly={isReadOnly}
          onChange={onChange}
        />
      );
    default:
      return assertNever(field.FieldType);
  }
};
