import { MenuItem, TextField } from "@mui/material";
import type { DocumentEntityTypeValue } from "@fieldstead/domain";
import { useLibraryModules } from "../hooks/use-library-modules.ts";

const ALL = "all";

export type ModuleFilterProps = {
  value: DocumentEntityTypeValue | null;
  onChange: (value: DocumentEntityTypeValue | null) => void;
};

/** "Module": all files, or those of one module the role may see. */
export const ModuleFilter = ({ value, onChange }: ModuleFilterProps) => {
  const modules = useLibraryModules();
  return (
    <TextField
      select
      size="small"
      label="Module"
      value={value ?? ALL}
      onChange={(event) =>
        onChange(event.target.value === ALL ? null : (event.target.value as DocumentEntityTypeValue))
      }
      sx={{ minWidth: 180 }}
    >
      <MenuItem value={ALL}>All files</MenuItem>
      {modules.map((m) => (
        <MenuItem key={m.entityType} value={m.entityType}>
          {m.label}
        </MenuItem>
      ))}
    </TextField>
  );
};
