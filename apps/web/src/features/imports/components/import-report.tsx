import {
  Alert,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from "@mui/material";
import { IMPORT_PROBLEMS_KEPT, type ImportProblem } from "@fieldstead/domain";

export type ImportReportProps = { problems: readonly ImportProblem[]; message: string | null };

/** A refused import: the file's problems, row by row (row 1 is the header row), and that nothing was written. */
export const ImportReport = ({ problems, message }: ImportReportProps) => (
  <>
    <Alert severity="error" sx={{ mb: 2 }}>
      {message ?? "The import failed."}
      {/nothing was imported/i.test(message ?? "") ? "" : " Nothing was imported."}
    </Alert>
    {problems.length > 0 && (
      <TableContainer sx={{ maxHeight: 360 }}>
        <Table size="small" stickyHeader aria-label="Problems found in the file">
          <TableHead>
            <TableRow>
              <TableCell>Row</TableCell>
              <TableCell>Column</TableCell>
              <TableCell>Problem</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {problems.map((p, i) => (
              <TableRow key={`${p.Row}-${p.Field}-${i}`}>
                <TableCell>{p.Row}</TableCell>
                <TableCell>{p.Field || "—"}</TableCell>
                <TableCell>{p.Message}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    )}
    {problems.length >= IMPORT_PROBLEMS_KEPT && (
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        The first {IMPORT_PROBLEMS_KEPT.toLocaleString("en-US")} problems are shown.
      </Typography>
    )}
  </>
);
