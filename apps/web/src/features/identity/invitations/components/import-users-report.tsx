import {
  Alert,
  Chip,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from "@mui/material";
import { InviteImportOutcome, type ImportUsersReply } from "@fieldstead/domain";

export type ImportUsersReportProps = { report: ImportUsersReply };

/** Each row of the file: invited, or refused and why (the row as the spreadsheet numbers it). */
export const ImportUsersReport = ({ report }: ImportUsersReportProps) => (
  <>
    <Alert
      severity={report.Refused === 0 ? "success" : report.Invited === 0 ? "error" : "warning"}
      role="status"
    >
      {report.StatusMessage}
    </Alert>
    <TableContainer sx={{ maxHeight: 360 }}>
      <Table size="small" stickyHeader aria-label="Import report">
        <TableHead>
          <TableRow>
            <TableCell>Row</TableCell>
            <TableCell>Person</TableCell>
            <TableCell>Outcome</TableCell>
            <TableCell>Why</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {report.Rows.map((row) => (
            <TableRow key={row.Row}>
              <TableCell>{row.Row}</TableCell>
              <TableCell sx={{ overflowWrap: "anywhere", minWidth: 200 }}>
                <Typography variant="body2">{row.FullName || "—"}</Typography>
                <Typography variant="caption" sx={{ color: "text.secondary" }}>
                  {row.Email}
                </Typography>
              </TableCell>
              <TableCell>
                <Chip
                  size="small"
                  label={row.Outcome}
                  color={row.Outcome === InviteImportOutcome.Invited ? "success" : "error"}
                  variant="outlined"
                />
              </TableCell>
              <TableCell>
                {row.Problems.map((p) => (
                  <Typography key={`${p.Field}:${p.Message}`} variant="body2">
                    {p.Field ? `${p.Field}: ` : ""}
                    {p.Message}
                  </Typography>
                ))}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  </>
);
