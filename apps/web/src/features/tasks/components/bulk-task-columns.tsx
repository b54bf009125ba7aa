import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from "@mui/material";
import { IMPORT_COLUMNS, ImportColumnType, ImportKind, type ImportColumn } from "@fieldstead/domain";
import { currentDataFormats } from "../../auth/index.ts";

/** The dates a file may hold: ISO, the display format, the organisation's own format, or a workbook date. */
const dateFormats = () => `YYYY-MM-DD, MMM DD, YYYY, ${currentDataFormats().DateFormat} or an Excel date`;

/** What a cell of the column holds, in a sentence or two. */
const describe = (column: ImportColumn): string => {
  const parts = column.hint ? [column.hint] : [];
  if (column.type === ImportColumnType.Choice)
    parts.push(`One of: ${column.choices?.map((c) => c.label).join(", ")}.`);
  else if (column.type === ImportColumnType.Date) parts.push(`${dateFormats()}.`);
  else if (!column.hint) parts.push(column.type === ImportColumnType.Text ? "Text." : `A ${column.type}.`);
  return parts.join(" ");
};

/** The columns a bulk file of work orders may have, whether each is required, and what it holds. */
export const BulkTaskColumns = () => (
  <TableContainer>
    <Table size="small" aria-label="Columns of the file">
      <TableHead>
        <TableRow>
          <TableCell>Column</TableCell>
          <TableCell>Required</TableCell>
          <TableCell>What it holds</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {IMPORT_COLUMNS[ImportKind.Tasks].map((column) => (
          <TableRow key={column.field}>
            <TableCell sx={{ fontWeight: column.isRequired ? 600 : 400, whiteSpace: "nowrap" }}>
              {column.header}
            </TableCell>
            <TableCell>{column.isRequired ? "Yes" : "No"}</TableCell>
            <TableCell>{describe(column)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  </TableContainer>
);
