import type { ClipboardEvent } from "react";
import {
  Box,
  IconButton,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Tooltip,
} from "@mui/material";
import Close from "@mui/icons-material/Close";
import { LocationLevel, LOCATION_LEVEL_LABELS, type LocationLevelId } from "@fieldstead/domain";
import { pasteRows, type BulkColumn, type BulkKey, type BulkRow } from "./bulk-rows.ts";

export type BulkLocationTableProps = {
  rows: readonly BulkRow[];
  columns: readonly BulkColumn[];
  /** Each row's problems by cell, keyed by the row's key. */
  errors: ReadonlyMap<number, Partial<Record<BulkKey, string>>>;
  onChange: (rows: BulkRow[]) => void;
};

const LEVELS = Object.values(LocationLevel) as LocationLevelId[];
const LEVEL_NAMES = new Set(LEVELS.map((l) => LOCATION_LEVEL_LABELS[l]));

/**
 * An editable table of new locations: one row a location, one cell a field. Rows copied from a spreadsheet
 * can be pasted into any cell; they fill the table from there. A cell the server refused shows why.
 */
export const BulkLocationTable = ({ rows, columns, errors, onChange }: BulkLocationTableProps) => {
  const setCell = (index: number, key: BulkKey, value: string) =>
    onChange(rows.map((r, i) => (i === index ? { ...r, [key]: value } : r)));
  const handlePaste = (rowIndex: number, columnIndex: number) => (event: ClipboardEvent) => {
    const text = event.clipboardData.getData("text/plain");
    // A single value pastes as usual; tabs or lines are spreadsheet rows.
    if (!/[\t\n]/.test(text.replace(/\n+$/, ""))) return;
    event.preventDefault();
    onChange(pasteRows({ rows, columns, rowIndex, columnIndex, text }));
  };

  return (
    <Box sx={{ overflowX: "auto", border: 1, borderColor: "divider", borderRadius: 1 }}>
      <Table
        size="small"
        aria-label="New locations"
        sx={{ minWidth: columns.reduce((n, c) => n + c.width, 96) }}
      >
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: 48 }}>#</TableCell>
            {columns.map((c) => (
              <TableCell key={c.key} sx={{ minWidth: c.width, fontWeight: 600 }}>
                {c.label}
              </TableCell>
            ))}
            <TableCell sx={{ width: 48 }} />
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, index) => {
            const rowErrors = errors.get(row.key) ?? {};
            const hasError = Object.keys(rowErrors).length > 0;
            return (
              <TableRow
                key={row.key}
                aria-label={`Row ${index + 1}`}
                aria-invalid={hasError || undefined}
                sx={hasError ? { bgcolor: "#fdf1f0" } : undefined}
              >
                <TableCell sx={{ color: "text.secondary", verticalAlign: "top", pt: 2 }}>
                  {index + 1}
                </TableCell>
                {columns.map((c, columnIndex) => {
                  const message = rowErrors[c.key];
                  const common = {
                    value: row[c.key],
                    onChange: (e: { target: { value: string } }) => setCell(index, c.key, e.target.value),
                    onPaste: handlePaste(index, columnIndex),
                    size: "small" as const,
                    variant: "standard" as const,
                    fullWidth: true,
                    error: Boolean(message),
                    helperText: message,
                    slotProps: { htmlInput: { "aria-label": `${c.label}, row ${index + 1}` } },
                  };
                  return (
                    <TableCell key={c.key} sx={{ verticalAlign: "top" }}>
                      {c.key === "Level" ? (
                        <TextField select {...common}>
                          <MenuItem value="">
                            <em>Choose</em>
                          </MenuItem>
                          {row.Level !== "" && !LEVEL_NAMES.has(row.Level) ? (
                            <MenuItem value={row.Level}>{row.Level}</MenuItem>
                          ) : null}
                          {LEVELS.map((l) => (
                            <MenuItem key={l} value={LOCATION_LEVEL_LABELS[l]}>
                              {LOCATION_LEVEL_LABELS[l]}
                            </MenuItem>
                          ))}
                        </TextField>
                      ) : (
                        <TextField {...common} />
                      )}
                    </TableCell>
                  );
                })}
                <TableCell sx={{ verticalAlign: "top" }}>
                  <Tooltip title="Remove row">
                    <IconButton
                      size="small"
                      aria-label={`Remove row ${index + 1}`}
                      onClick={() => onChange(rows.filter((_, i) => i !== index))}
                    >
                      <Close fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Box>
  );
};
